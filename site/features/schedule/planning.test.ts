import { describe, expect, it } from "vitest";
import { filtersFromSearchParams, isFiltering, matchesFilters, noFilters } from "./filters.ts";
import {
  eventDayIndex,
  findClashes,
  liveProgramme,
  nowAndNext,
  sessionsOnDate,
} from "./planning.ts";
import type { ScheduleEventView } from "./schedule-data.ts";

const event = (
  id: string,
  day: number,
  start: string,
  end: string,
  extra: Partial<ScheduleEventView> = {},
): ScheduleEventView => ({
  id,
  day,
  start,
  end,
  title: `Session ${id}`,
  location: "The Light",
  kind: "talk",
  speakers: [],
  breakoutRooms: [],
  ...extra,
});

describe("findClashes", () => {
  it("flags overlapping starred sessions on both sides, naming the other", () => {
    const a = event("a", 0, "09:00", "10:00");
    const b = event("b", 0, "09:30", "10:30");
    const c = event("c", 0, "10:00", "11:00");
    const d = event("d", 1, "09:00", "10:00");
    const clashes = findClashes([a, b, c, d]);
    expect(clashes.get("a")?.map((x) => x.id)).toEqual(["b"]);
    expect(clashes.get("b")?.map((x) => x.id)).toEqual(["a", "c"]);
    expect(clashes.get("c")?.map((x) => x.id)).toEqual(["b"]);
    expect(clashes.has("d")).toBe(false);
  });
});

describe("matchesFilters", () => {
  const panel = event("p", 1, "10:00", "11:00", {
    title: "Panel: Model Risk",
    track: "AI Safety, Enterprise & Society",
    sessionTypeId: 5,
    description: "Regulators (and insurers) on risk.",
    chair: { id: 7, name: "Noor Haddad", organization: "Civicroft Trust" },
    speakers: [
      { id: 1, name: "Bo Chen", title: "CTO", organization: "Lumenfield AI", image: null },
    ],
    breakoutRooms: [{ room: "Penn Room", topic: "Insurance" }],
  });

  it("searches titles, speakers, chairs and descriptions case-insensitively", () => {
    for (const query of ["model risk", "BO CHEN", "haddad", "(and insurers)", "lumenfield"]) {
      expect(matchesFilters(panel, { ...noFilters, query })).toBe(true);
    }
    expect(matchesFilters(panel, { ...noFilters, query: "quantum" })).toBe(false);
  });

  it("treats regular-expression characters as plain text and survives long input", () => {
    expect(matchesFilters(panel, { ...noFilters, query: ".*" })).toBe(false);
    expect(matchesFilters(panel, { ...noFilters, query: "(" })).toBe(true);
    expect(matchesFilters(panel, { ...noFilters, query: "[" })).toBe(false);
    expect(
      filtersFromSearchParams(new URLSearchParams({ q: "x".repeat(10_000) })).query,
    ).toHaveLength(200);
  });

  it("filters by track, session type and room (including breakout rooms)", () => {
    expect(matchesFilters(panel, { ...noFilters, track: "AI Safety, Enterprise & Society" })).toBe(
      true,
    );
    expect(
      matchesFilters(panel, { ...noFilters, track: "AI Entrepreneurship & Applications" }),
    ).toBe(false);
    expect(matchesFilters(panel, { ...noFilters, type: "5" })).toBe(true);
    expect(matchesFilters(panel, { ...noFilters, type: "4" })).toBe(false);
    expect(matchesFilters(panel, { ...noFilters, room: "Penn Room" })).toBe(true);
    expect(matchesFilters(panel, { ...noFilters, room: "Fox Room" })).toBe(false);
  });

  it("reads filters from the URL and knows when any is set", () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams("track=AI+Safety&type=5&room=Penn+Room&q=risk"),
    );
    expect(filters).toEqual({ track: "AI Safety", type: "5", room: "Penn Room", query: "risk" });
    expect(isFiltering(filters)).toBe(true);
    expect(isFiltering(noFilters)).toBe(false);
    expect(isFiltering({ ...noFilters, query: "   " })).toBe(false);
  });
});

describe("nowAndNext", () => {
  it("counts a session past midnight as running until its end the next day", () => {
    const late = { ...event("late", 1, "23:00", "01:00"), endsNextDay: true as const };
    expect([...nowAndNext([late], "23:30").now]).toEqual(["late"]);
    expect(findClashes([late, event("after", 1, "23:45", "23:55")]).get("late")).toHaveLength(1);
  });

  it("finds the sessions running now and the ones starting next", () => {
    const events = [
      event("a", 1, "09:00", "10:00"),
      event("b", 1, "09:30", "10:30"),
      event("c", 1, "10:30", "11:00"),
      event("d", 1, "10:30", "12:00"),
    ];
    const at945 = nowAndNext(events, "09:45");
    expect([...at945.now]).toEqual(["a", "b"]);
    expect([...at945.next]).toEqual(["c", "d"]);
    const inBreak = nowAndNext(events, "10:30");
    expect([...inBreak.now]).toEqual(["c", "d"]);
    expect([...nowAndNext(events, "12:00").next]).toEqual([]);
  });
});

describe("liveProgramme", () => {
  const days = [{ date: "2025-10-28" }, { date: "2025-10-29" }];
  const night = {
    ...event("night", 0, "23:30", "01:30"),
    endsNextDay: true as const,
  };
  const smallHours = {
    ...event("small-hours", 0, "00:30", "02:00"),
    startsNextDay: true as const,
    endsNextDay: true as const,
  };
  const events = [
    event("a", 0, "09:00", "10:00"),
    night,
    smallHours,
    event("b", 1, "09:00", "10:00"),
    event("c", 1, "10:00", "11:00"),
  ];

  it("knows today only on an event day", () => {
    expect(eventDayIndex(days, { isoDate: "2025-10-29" })).toBe(1);
    expect(eventDayIndex(days, { isoDate: "2025-10-27" })).toBeNull();
    expect(eventDayIndex(days, null)).toBeNull();
    expect(liveProgramme(events, days, { isoDate: "2025-10-01", time: "09:30" })).toBeNull();
    expect(liveProgramme(events, days, null)).toBeNull();
  });

  it("marks what runs now and what starts next, and jumps to the first running", () => {
    const live = liveProgramme(events, days, { isoDate: "2025-10-29", time: "09:30" })!;
    expect(live.today).toBe(1);
    expect([...live.now]).toEqual(["b"]);
    expect([...live.next]).toEqual(["c"]);
    expect(live.target).toBe("b");
    const between = liveProgramme(events, days, { isoDate: "2025-10-28", time: "10:30" })!;
    expect([...between.now]).toEqual([]);
    // The night's sessions come after the evening's, on the day's clock.
    expect([...between.next]).toEqual(["night"]);
    expect(between.target).toBe("night");
  });

  it("counts the night before's sessions on the next calendar date, from midnight", () => {
    expect(sessionsOnDate(events, 1).map((session) => [session.id, session.start])).toEqual([
      ["b", "09:00"],
      ["c", "10:00"],
      ["night", "00:00"],
      ["small-hours", "00:30"],
    ]);
    const live = liveProgramme(events, days, { isoDate: "2025-10-29", time: "00:45" })!;
    expect([...live.now].sort()).toEqual(["night", "small-hours"]);
    expect([...live.next]).toEqual(["b"]);
  });
});
