import { describe, expect, it } from "vitest";
import { filtersFromSearchParams, isFiltering, matchesFilters, noFilters } from "./filters.ts";
import { findClashes, nowAndNext } from "./planning.ts";
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
