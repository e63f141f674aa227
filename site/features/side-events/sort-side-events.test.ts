import { describe, expect, it } from "vitest";
import type { SideEvent } from "#content/schema/organisation.ts";
import { loadContent } from "#content/checked-content.ts";
import { sortSideEvents } from "./sort-side-events.ts";

const { sideEvents } = loadContent();

const event = (id: string, date: string): SideEvent => ({
  id,
  event: id,
  venue: "Somewhere",
  dateTime: date,
  date,
});

describe("sortSideEvents", () => {
  it("orders by date ascending, across years and months", () => {
    const sorted = sortSideEvents([
      event("c", "2025-10-30"),
      event("a", "2023-10-07"),
      event("d", "2025-10-31"),
      event("b", "2025-09-30"),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps content order for events on the same day and does not change its input", () => {
    const input = [
      event("late", "2025-10-29"),
      event("first", "2025-10-29"),
      event("x", "2025-10-01"),
    ];
    expect(sortSideEvents(input).map((entry) => entry.id)).toEqual(["x", "late", "first"]);
    expect(input.map((entry) => entry.id)).toEqual(["late", "first", "x"]);
  });

  it("puts the real content's 2023 Boston evening first and the recovery run last", () => {
    const sorted = sortSideEvents(sideEvents);
    expect(sorted[0]?.id).toBe("boston-networking-evening-2023");
    expect(sorted.at(-1)?.id).toBe("post-summit-recovery-run");
    const dates = sorted.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort());
  });
});
