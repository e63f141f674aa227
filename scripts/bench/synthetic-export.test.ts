import { describe, expect, it } from "vitest";
import { readC3voc } from "../organisers/import-schedule/formats/c3voc.ts";
import { eventsOf, syntheticExport } from "./synthetic-export.ts";

const file = syntheticExport();
const events = eventsOf(file);

describe("syntheticExport", () => {
  it("has the size of a large congress: 1,400 sessions, 700 speakers, 100 rooms, 4 days", () => {
    expect(events).toHaveLength(1400);
    const speakers = new Set(events.flatMap(({ event }) => event.persons.map((p) => p.id)));
    expect(speakers.size).toBe(700);
    expect(file.schedule.conference.rooms).toHaveLength(100);
    expect(file.schedule.conference.days).toHaveLength(4);
    expect(new Set(events.map(({ event }) => event.id)).size).toBe(1400);
  });

  it("has the traits of real exports", () => {
    // Night sessions: after midnight, listed under the evening's day.
    const nights = events.filter(({ dayDate, event }) => !event.date.startsWith(dayDate));
    expect(nights.length).toBeGreaterThan(10);
    for (const { event } of nights) expect(event.start < "04:00").toBe(true);
    // Several sessions in one room at one time.
    const slots = new Map<string, number>();
    for (const { event } of events) {
      const key = `${event.room} ${event.date}`;
      slots.set(key, (slots.get(key) ?? 0) + 1);
    }
    expect([...slots.values()].filter((count) => count > 1).length).toBeGreaterThan(10);
    expect(events.filter(({ event }) => event.persons.length === 0).length).toBeGreaterThan(50);
    expect(events.filter(({ event }) => event.persons.length > 1).length).toBeGreaterThan(50);
    expect(events.some(({ event }) => event.title.length > 150)).toBe(true);
    const titles = events.map(({ event }) => event.title).join("\n");
    expect(titles).toMatch(/\p{Script=Greek}/u);
    expect(titles).toMatch(/\p{Script=Han}/u);
    expect(titles).toMatch(/\p{Script=Arabic}/u);
    expect(events.filter(({ event }) => /<p>/.test(event.abstract)).length).toBeGreaterThan(5);
    // No photos: importing it needs no network.
    expect(JSON.stringify(file)).not.toMatch(/avatar|\.(jpe?g|png|webp)\b/);
  });

  it("is deterministic: the same seed gives the same file, another seed another", () => {
    expect(JSON.stringify(syntheticExport())).toBe(JSON.stringify(file));
    expect(JSON.stringify(syntheticExport({ seed: 7 }))).not.toBe(JSON.stringify(file));
  });

  it("scales down for a quick run", () => {
    const small = eventsOf(syntheticExport({ sessions: 120 }));
    expect(small).toHaveLength(120);
    expect(new Set(small.flatMap(({ event }) => event.persons.map((p) => p.id))).size).toBe(60);
  });

  it("reads as a programme: every session on its day, night sessions kept on theirs", () => {
    const programme = readC3voc(file);
    expect(programme.sessions).toHaveLength(1400);
    expect(programme.speakers).toHaveLength(700);
    expect(programme.rooms).toHaveLength(100);
    expect(programme.days).toEqual(["2025-12-27", "2025-12-28", "2025-12-29", "2025-12-30"]);
    expect(programme.timeZone).toBe("Europe/Berlin");
    expect(programme.sessions.filter((session) => session.startsNextDay).length).toBeGreaterThan(
      10,
    );
    // The second day is the busiest.
    const perDay = programme.days.map(
      (day) => programme.sessions.filter((session) => session.date === day).length,
    );
    expect(Math.max(...perDay)).toBe(perDay[1]);
  });
});
