import { describe, expect, it } from "vitest";
import { ticketShares } from "./ticket-shares.ts";

describe("ticketShares", () => {
  it("gives the spec's rounded shares for 51 student, 40 general and 24 researcher tickets", () => {
    expect(ticketShares({ student: 51, general: 40, researcher: 24 })).toEqual([
      { key: "student", label: "Student", count: 51, percent: 44 },
      { key: "general", label: "General", count: 40, percent: 35 },
      { key: "researcher", label: "Researcher", count: 24, percent: 21 },
    ]);
  });

  it("gives zero shares rather than NaN when no tickets are sold", () => {
    expect(
      ticketShares({ student: 0, general: 0, researcher: 0 }).map((share) => share.percent),
    ).toEqual([0, 0, 0]);
  });
});
