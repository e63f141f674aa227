import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceShowsSameClocks, shownTimes, zoneClockOf } from "./zone-times.ts";

// The summit: London, on GMT from 26 October 2025 (British Summer Time ended that morning).
const tuesday = "2025-10-28";
const range = (start: string, end: string, day = tuesday) => ({
  datetimes: [start, end],
  day,
});
const words = (shown: ReturnType<typeof shownTimes>) =>
  `${shown.day === undefined ? "" : `${shown.day}, `}${shown.times
    .map((time) => `${time.time}${time.after}`)
    .join("–")}`;

describe("the event's own clock", () => {
  it("is read from the marked instant itself, as the programme has always said it", () => {
    expect(
      words(shownTimes(range("2025-10-28T17:00:00+00:00", "2025-10-28T18:00:00+00:00"), null)),
    ).toBe("17:00–18:00");
    // A night session: the end past midnight is on the next day.
    expect(
      words(shownTimes(range("2025-10-28T23:00:00+00:00", "2025-10-29T01:00:00+00:00"), null)),
    ).toBe("23:00–01:00 next day");
    expect(
      words(shownTimes({ datetimes: ["2025-10-29T00:30:00+00:00"], day: tuesday }, null)),
    ).toBe("00:30 next day");
  });

  it("keeps the page's words for the day", () => {
    const shown = shownTimes(
      { ...range("2025-10-28T17:00:00+00:00", "2025-10-28T18:00:00+00:00"), dayWords: "Tuesday" },
      null,
    );
    expect(words(shown)).toBe("Tuesday, 17:00–18:00");
  });
});

describe("another zone's clock", () => {
  it("moves an afternoon session in London to the next date in Tokyo, and says which", () => {
    expect(
      words(
        shownTimes(range("2025-10-28T17:00:00+00:00", "2025-10-28T18:00:00+00:00"), "Asia/Tokyo"),
      ),
    ).toBe("02:00–03:00 Wed 29 Oct");
  });

  it("dates only the end of a range that crosses midnight there", () => {
    expect(
      words(
        shownTimes(range("2025-10-28T14:30:00+00:00", "2025-10-28T15:30:00+00:00"), "Asia/Tokyo"),
      ),
    ).toBe("23:30–00:30 Wed 29 Oct");
  });

  it("dates a start on a date of its own, before the day", () => {
    // A night session at the event, 23:30 on Tuesday to 01:30: in New York, Tuesday evening. An
    // early one, 06:30 to 08:30: Los Angeles still has Monday evening for its start.
    expect(
      words(
        shownTimes(
          range("2025-10-28T23:30:00+00:00", "2025-10-29T01:30:00+00:00"),
          "America/New_York",
        ),
      ),
    ).toBe("19:30–21:30");
    expect(
      words(
        shownTimes(
          range("2025-10-28T06:30:00+00:00", "2025-10-28T08:30:00+00:00"),
          "America/Los_Angeles",
        ),
      ),
    ).toBe("23:30 Mon 27 Oct–01:30");
  });

  it("names a converted day by its own date where the page names the day", () => {
    const shown = shownTimes(
      {
        ...range("2025-10-28T17:00:00+00:00", "2025-10-28T18:00:00+00:00"),
        dayWords: "Tuesday, 28 October 2025",
      },
      "Asia/Tokyo",
    );
    expect(words(shown)).toBe("Wednesday, 29 October 2025, 02:00–03:00");
  });

  it("follows each zone's clock changes, not the event's", () => {
    // A London session at 09:00 on 24 October (BST) and on 28 October (GMT): New York is on EDT
    // throughout (its clocks change on 2 November), so 04:00, then 05:00.
    expect(zoneClockOf("2025-10-24T09:00:00+01:00", "America/New_York")).toEqual({
      date: "2025-10-24",
      time: "04:00",
    });
    expect(zoneClockOf("2025-10-28T09:00:00+00:00", "America/New_York")).toEqual({
      date: "2025-10-28",
      time: "05:00",
    });
    // Berlin leaves summer time at 03:00 on 26 October, back to 02:00: 02:30 happens twice.
    expect(zoneClockOf("2025-10-26T00:30:00+00:00", "Europe/Berlin").time).toBe("02:30");
    expect(zoneClockOf("2025-10-26T01:30:00+00:00", "Europe/Berlin").time).toBe("02:30");
    expect(zoneClockOf("2025-10-26T02:30:00+00:00", "Europe/Berlin").time).toBe("03:30");
    // Across the hour that repeats: 01:30 in London happens twice on 26 October 2025.
    expect(zoneClockOf("2025-10-26T01:30:00+01:00", "Europe/London").time).toBe("01:30");
    expect(zoneClockOf("2025-10-26T01:30:00+00:00", "Europe/London").time).toBe("01:30");
    expect(zoneClockOf("2025-10-26T01:30:00+00:00", "Asia/Tokyo").time).toBe("10:30");
  });
});

describe("a device whose clock shows the event's", () => {
  const summit = ["2025-10-28T09:00:00+00:00", "2025-10-30T23:30:00+00:00"];
  // Node follows a change of TZ at once, in Date as in Intl: the device's zone, as a browser's.
  const onDeviceIn = (zone: string) => vi.stubEnv("TZ", zone);
  afterEach(() => vi.unstubAllEnvs());

  it("is one in the event's zone, or on the same clock at every time of the page", () => {
    onDeviceIn("Europe/London");
    expect(deviceShowsSameClocks(summit)).toBe(true);
    // Lisbon is on GMT in late October, as London is; in summer both are an hour ahead.
    onDeviceIn("Europe/Lisbon");
    expect(deviceShowsSameClocks(summit)).toBe(true);
    onDeviceIn("UTC");
    expect(deviceShowsSameClocks(summit)).toBe(true);
  });

  it("is not one that differs at any of them", () => {
    onDeviceIn("Asia/Tokyo");
    expect(deviceShowsSameClocks(summit)).toBe(false);
    // Reykjavik is on UTC all year: the same as London in winter, an hour behind in summer.
    onDeviceIn("Atlantic/Reykjavik");
    expect(deviceShowsSameClocks([...summit, "2025-10-24T09:00:00+01:00"])).toBe(false);
    // West of UTC, and a written offset with minutes.
    onDeviceIn("America/St_Johns");
    expect(deviceShowsSameClocks(["2025-10-28T09:00:00-02:30"])).toBe(true);
    expect(deviceShowsSameClocks(["2025-11-28T09:00:00-02:30"])).toBe(false);
  });

  it("is not known from no time at all", () => {
    onDeviceIn("Europe/London");
    expect(deviceShowsSameClocks([])).toBe(false);
  });
});
