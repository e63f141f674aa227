import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import { dayIndexFromSlug, eventsOfDay, toEventViews } from "./schedule-data.ts";

const { days, scheduleEvents, sessionTypes } = loadContent();

describe("toEventViews", () => {
  it("links every listed speaker and leaves guests as plain names without a photo", () => {
    const views = toEventViews(scheduleEvents, (id) => `/images/speakers/${id}.webp`);
    const speakers = views.flatMap((event) => event.speakers);
    const guests = speakers.filter((speaker) => speaker.id === null);
    expect([...new Set(guests.map((guest) => guest.name))].sort()).toEqual(
      [
        ...new Set(
          scheduleEvents.flatMap((e) => e.speakers.filter((s) => s.guest).map((s) => s.name)),
        ),
      ].sort(),
    );
    expect(guests.every((guest) => guest.image === null)).toBe(true);
    expect(
      speakers
        .filter((s) => s.id !== null)
        .every((s) => s.image === `/images/speakers/${s.id}.webp`),
    ).toBe(true);
  });
});

describe("session types and days", () => {
  // docs/product/specification.md §3 "Session type".
  it("the seed puts session types 1-3 on day 0, 4-6 on day 1 and 7-9 on day 2", () => {
    expect(sessionTypes.map((type) => [type.id, type.day])).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 2],
      [8, 2],
      [9, 2],
    ]);
  });
});

describe("dayIndexFromSlug", () => {
  it("reads a day slug case-insensitively and falls back to the first day", () => {
    expect(dayIndexFromSlug("wednesday", days)).toBe(1);
    expect(dayIndexFromSlug("THURSDAY", days)).toBe(2);
    expect(dayIndexFromSlug(null, days)).toBe(0);
    expect(dayIndexFromSlug("friday", days)).toBe(0);
    expect(dayIndexFromSlug("x".repeat(5000), days)).toBe(0);
  });
});

describe("eventsOfDay", () => {
  it("lists a day's events by start time, each day opening with registration at 07:00", () => {
    for (const day of days) {
      const events = eventsOfDay(scheduleEvents, day.id);
      expect(events.length).toBeGreaterThan(0);
      expect(events[0]).toMatchObject({ start: "07:00", end: "08:40", kind: "registration" });
      expect(events.map((e) => e.start)).toEqual([...events.map((e) => e.start)].sort());
    }
  });
});
