import { describe, expect, it } from "vitest";
import { initialDay } from "./day-switch.ts";

const days = [{ slug: "tuesday" }, { slug: "wednesday" }, { slug: "thursday" }];

describe("the day /schedule opens on", () => {
  it("is the address's day, whatever its case, over today", () => {
    expect(initialDay("?day=thursday", days, null)).toBe(2);
    expect(initialDay("?day=Thursday", days, 1)).toBe(2);
    expect(initialDay("?q=risk&day=wednesday", days, 0)).toBe(1);
  });

  it("is today on an event day when the address names no day", () => {
    expect(initialDay("", days, 1)).toBe(1);
    expect(initialDay("?q=risk", days, 2)).toBe(2);
  });

  it("is the first day for an unknown day, or outside the event", () => {
    expect(initialDay("?day=caturday", days, 1)).toBe(0);
    expect(initialDay("?day=", days, 1)).toBe(0);
    expect(initialDay("", days, null)).toBe(0);
  });
});
