import { describe, expect, it } from "vitest";
import {
  durationMinutes,
  isKnownTimeZone,
  nextDate,
  wallClockAsWritten,
  wallClockIn,
  weekdayOf,
  zoneForFixedOffset,
} from "./zoned-time.ts";

describe("wall clock in a zone", () => {
  it("reads summer and winter time either side of the October change in Berlin", () => {
    // 25 Oct 2025 is still summer time (UTC+2); from 03:00 on 26 Oct it is UTC+1.
    expect(wallClockIn(new Date("2025-10-25T21:30:00Z"), "Europe/Berlin")).toEqual({
      date: "2025-10-25",
      time: "23:30",
    });
    // Four real hours later is 02:30 local, not 03:30: the clocks went back an hour.
    const later = new Date(Date.parse("2025-10-25T21:30:00Z") + 4 * 3600_000);
    expect(wallClockIn(later, "Europe/Berlin")).toEqual({ date: "2025-10-26", time: "02:30" });
  });

  it("writes midnight as 00:00, not 24:00", () => {
    expect(wallClockIn(new Date("2025-03-10T04:00:00Z"), "America/New_York").time).toBe("00:00");
  });

  it("knows real zones and rejects made-up ones", () => {
    expect(isKnownTimeZone("Asia/Tokyo")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("timestamps as written", () => {
  it("keeps the written local time and offset", () => {
    expect(wallClockAsWritten("2025-10-26T02:30:00+01:00")).toEqual({
      date: "2025-10-26",
      time: "02:30",
    });
  });

  it("names whole-hour offsets with Etc zones, signs reversed", () => {
    expect(zoneForFixedOffset("+02:00")).toBe("Etc/GMT-2");
    expect(zoneForFixedOffset("-05:00")).toBe("Etc/GMT+5");
    expect(zoneForFixedOffset("+00:00")).toBe("UTC");
    expect(zoneForFixedOffset("+05:30")).toBeUndefined();
  });
});

describe("calendar helpers", () => {
  it("names weekdays and steps dates", () => {
    expect(weekdayOf("2025-10-26")).toBe("Sunday");
    expect(nextDate("2025-10-31")).toBe("2025-11-01");
    expect(durationMinutes("1:30")).toBe(90);
    expect(durationMinutes("01:30:00")).toBe(90);
    expect(durationMinutes("90")).toBe(90);
    expect(durationMinutes("soon")).toBeUndefined();
  });
});
