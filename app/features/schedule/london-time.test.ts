import { describe, expect, it } from "vitest";
import { londonTimeToUtc } from "./london-time.ts";

describe("londonTimeToUtc", () => {
  it("reads summit times as GMT, since British Summer Time ended on 26 October 2025", () => {
    expect(londonTimeToUtc("2025-10-28", "09:00").toISOString()).toBe("2025-10-28T09:00:00.000Z");
    expect(londonTimeToUtc("2025-10-27", "18:00").toISOString()).toBe("2025-10-27T18:00:00.000Z");
  });

  it("reads times before the clock change as BST (UTC+1)", () => {
    expect(londonTimeToUtc("2025-10-18", "19:00").toISOString()).toBe("2025-10-18T18:00:00.000Z");
  });
});
