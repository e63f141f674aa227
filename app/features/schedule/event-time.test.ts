import { describe, expect, it } from "vitest";
import { eventClock, localIsoString, nextIsoDate, wallClockToUtc } from "./event-time.ts";

describe("wallClockToUtc", () => {
  it("reads summit times as GMT, since British Summer Time ended on 26 October 2025", () => {
    expect(wallClockToUtc("2025-10-28", "09:00", "Europe/London").toISOString()).toBe(
      "2025-10-28T09:00:00.000Z",
    );
    expect(wallClockToUtc("2025-10-27", "18:00", "Europe/London").toISOString()).toBe(
      "2025-10-27T18:00:00.000Z",
    );
  });

  it("reads times before the clock change as BST (UTC+1)", () => {
    expect(wallClockToUtc("2025-10-18", "19:00", "Europe/London").toISOString()).toBe(
      "2025-10-18T18:00:00.000Z",
    );
  });

  it("handles other zones on both sides of their clock change", () => {
    // Berlin leaves summer time at 03:00 on 26 October 2025; New York at 02:00 on 2 November.
    expect(wallClockToUtc("2025-10-25", "10:00", "Europe/Berlin").toISOString()).toBe(
      "2025-10-25T08:00:00.000Z",
    );
    expect(wallClockToUtc("2025-10-26", "10:00", "Europe/Berlin").toISOString()).toBe(
      "2025-10-26T09:00:00.000Z",
    );
    expect(wallClockToUtc("2025-11-01", "23:30", "America/New_York").toISOString()).toBe(
      "2025-11-02T03:30:00.000Z",
    );
    expect(wallClockToUtc("2025-11-02", "09:00", "America/New_York").toISOString()).toBe(
      "2025-11-02T14:00:00.000Z",
    );
    expect(wallClockToUtc("2026-03-10", "09:00", "Asia/Kolkata").toISOString()).toBe(
      "2026-03-10T03:30:00.000Z",
    );
  });
});

describe("localIsoString", () => {
  it("writes the local time with the offset that applies then", () => {
    expect(localIsoString("2025-10-28", "09:00", "Europe/London")).toBe(
      "2025-10-28T09:00:00+00:00",
    );
    expect(localIsoString("2025-10-25", "10:00", "Europe/Berlin")).toBe(
      "2025-10-25T10:00:00+02:00",
    );
    expect(localIsoString("2025-11-02", "09:00", "America/New_York")).toBe(
      "2025-11-02T09:00:00-05:00",
    );
    expect(localIsoString("2026-03-10", "09:00", "Asia/Kolkata")).toBe("2026-03-10T09:00:00+05:30");
  });
});

describe("eventClock", () => {
  it("shows the wall clock at the event", () => {
    expect(eventClock(new Date("2025-10-29T10:00:00Z"), "Europe/London")).toEqual({
      isoDate: "2025-10-29",
      time: "10:00",
    });
    expect(eventClock(new Date("2025-10-29T23:30:00Z"), "Asia/Tokyo")).toEqual({
      isoDate: "2025-10-30",
      time: "08:30",
    });
  });
});

it("nextIsoDate crosses month ends", () => {
  expect(nextIsoDate("2025-10-31")).toBe("2025-11-01");
});
