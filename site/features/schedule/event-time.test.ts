import { describe, expect, it } from "vitest";
import {
  eventClock,
  eventClockOn,
  localIsoString,
  nextIsoDate,
  wallClockToUtc,
} from "./event-time.ts";

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

describe("eventClockOn", () => {
  const dates = ["2025-10-28", "2025-10-29", "2025-10-30"];

  it("reads the clock at the event whenever some zone's clock can show one of the dates", () => {
    for (const instant of [
      "2025-10-27T10:00:00Z",
      "2025-10-29T12:00:00Z",
      "2025-10-31T11:59:00Z",
    ]) {
      expect(eventClockOn(new Date(instant), dates, "Europe/London")).toEqual(
        eventClock(new Date(instant), "Europe/London"),
      );
    }
    // 14 hours ahead of UTC, Kiribati's 28 October starts at 10:00 UTC on the 27th.
    expect(eventClockOn(new Date("2025-10-27T10:00:00Z"), dates, "Pacific/Kiritimati")).toEqual({
      isoDate: "2025-10-28",
      time: "00:00",
    });
    // 12 hours behind, Baker Island's 30 October ends at 12:00 UTC on the 31st.
    expect(eventClockOn(new Date("2025-10-31T11:59:00Z"), dates, "Etc/GMT+12")).toEqual({
      isoDate: "2025-10-30",
      time: "23:59",
    });
  });

  it("does not read it when no zone's clock can show one of them", () => {
    expect(eventClockOn(new Date("2025-10-27T09:59:00Z"), dates, "Pacific/Kiritimati")).toBeNull();
    expect(eventClockOn(new Date("2025-10-31T12:00:00Z"), dates, "Etc/GMT+12")).toBeNull();
    expect(eventClockOn(new Date("2025-10-01T09:00:00Z"), dates, "Europe/London")).toBeNull();
  });
});
