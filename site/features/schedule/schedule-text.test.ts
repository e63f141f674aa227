import { describe, expect, it } from "vitest";
import { countOf, scheduleDays, scheduleIntro, zonePlace } from "./schedule-text.ts";

const dates = { registration: { start: "07:00", end: "08:40" } } as Parameters<
  typeof scheduleIntro
>[2]["dates"];

describe("schedule text", () => {
  it("says the seed's line exactly as the spec has it", () => {
    const days = ["28", "29", "30"].map((d, id) => ({
      id,
      name: "Day",
      date: `2025-10-${d}`,
      slug: `d${d}`,
    }));
    expect(scheduleIntro(days, 9, { dates, timeZone: "Europe/London" })).toBe(
      "Three days, nine session types. Registration opens daily 07:00-08:40 London time.",
    );
  });

  it("fits another event: one day, no session types, another zone", () => {
    const days = [{ id: 0, name: "Sunday", date: "2025-11-02", slug: "sunday" }];
    expect(scheduleIntro(days, 0, { dates, timeZone: "America/New_York" })).toBe(
      "One day. Registration opens daily 07:00-08:40 New York time.",
    );
    expect(scheduleDays(days)[0]).toMatchObject({
      tabLabel: "Sunday 2 Nov",
      title: "Sunday, 2 November 2025",
    });
  });

  it("counts in words to nine, then in digits", () => {
    expect(countOf(7, "day")).toBe("Seven days");
    expect(countOf(12, "session type")).toBe("12 session types");
    expect(zonePlace("Asia/Ho_Chi_Minh")).toBe("Ho Chi Minh");
  });

  it("names a fixed offset by its offset from UTC, not by the IANA name's reversed sign", () => {
    expect(zonePlace("Etc/GMT-1")).toBe("UTC+1");
    expect(zonePlace("Etc/GMT+5")).toBe("UTC−5");
    expect(zonePlace("Etc/UTC")).toBe("UTC");
    expect(zonePlace("UTC")).toBe("UTC");
  });
});
