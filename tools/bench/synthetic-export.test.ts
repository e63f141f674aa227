import { describe, expect, it } from "vitest";
import { readC3voc } from "../organisers/import-schedule/formats/c3voc.ts";
import { programmeFigures } from "./programme-figures.ts";
import { eventsOf, syntheticExport } from "./synthetic-export.ts";

const file = syntheticExport();
const events = eventsOf(file);
// Read as the importer reads it: the figures below are the ones the site gets.
const programme = readC3voc(file);
const figures = programmeFigures(
  programme.sessions.map((session) => ({
    day: session.date,
    start: session.start,
    end: session.end,
    startsNextDay: session.startsNextDay,
    endsNextDay: session.endsNextDay,
    room: session.room,
    people: session.speakerIds.length,
  })),
);

const lengths = (texts: readonly (string | null)[]) =>
  texts
    .filter((text): text is string => Boolean(text))
    .map((text) => [...text].length)
    .sort((a, b) => a - b);
const quantile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

describe("syntheticExport", () => {
  it("has the size of a real Congress: 1,400 sessions, about 1,100 people, 90 rooms, 4 days", () => {
    expect(events).toHaveLength(1400);
    const speakers = new Set(events.flatMap(({ event }) => event.persons.map((p) => p.id)));
    // 0.79 people per session, as at 39C3 (709 for 895); every one of them speaks.
    expect(speakers.size).toBe(1109);
    expect(file.schedule.conference.rooms).toHaveLength(90);
    expect(file.schedule.conference.days).toHaveLength(4);
    expect(new Set(events.map(({ event }) => event.id)).size).toBe(1400);
  });

  it("has a busiest day like a Congress's: 400+ sessions, 80+ rooms, 40+ of them in use at once", () => {
    expect(figures.busiest.day).toBe("2025-12-28");
    expect(figures.busiest.sessions).toBeGreaterThanOrEqual(400);
    expect(figures.busiest.rooms).toBeGreaterThanOrEqual(80);
    expect(figures.busiest.roomsAtOnce).toBeGreaterThanOrEqual(40);
    // Not everything at once either: at 39C3, 35 of 53 rooms at the peak.
    expect(figures.busiest.roomsAtOnce).toBeLessThan(figures.busiest.rooms * 0.8);
    // The day runs from the morning into the night, as a Congress day does.
    const ofDay = programme.sessions.filter((session) => session.date === "2025-12-28");
    expect(
      ofDay.filter((session) => session.start < "12:00" && !session.startsNextDay).length,
    ).toBeGreaterThan(20);
    expect(
      ofDay.filter((session) => session.start >= "20:00" || session.startsNextDay).length,
    ).toBeGreaterThan(40);
  });

  it("has as many people per session as 39C3: 1.1 on average, one in six with two or more", () => {
    expect(figures.peoplePerSession).toBeGreaterThan(1.0);
    expect(figures.peoplePerSession).toBeLessThan(1.25);
    const counts = events.map(({ event }) => event.persons.length);
    const share = (test: (count: number) => boolean) => counts.filter(test).length / counts.length;
    expect(share((count) => count === 0)).toBeGreaterThan(0.1);
    expect(share((count) => count === 0)).toBeLessThan(0.2);
    expect(share((count) => count >= 2)).toBeGreaterThan(0.12);
    expect(share((count) => count >= 2)).toBeLessThan(0.25);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(4);
  });

  it("has abstracts and descriptions of real length (39C3's quantiles)", () => {
    const abstracts = events.map(({ event }) => event.abstract);
    const empty = abstracts.filter((text) => !text).length / abstracts.length;
    expect(empty).toBeGreaterThan(0.18);
    expect(empty).toBeLessThan(0.3);
    const abstract = lengths(abstracts);
    // 39C3, non-empty: median 273, p90 836, max 2,829.
    expect(quantile(abstract, 0.5)).toBeGreaterThan(200);
    expect(quantile(abstract, 0.5)).toBeLessThan(350);
    expect(quantile(abstract, 0.9)).toBeGreaterThan(650);
    expect(quantile(abstract, 0.9)).toBeLessThan(1000);
    // 39C3, non-empty: median 760, p90 1,857, one of 30,156.
    const description = lengths(events.map(({ event }) => event.description));
    expect(description.length / events.length).toBeGreaterThan(0.8);
    expect(quantile(description, 0.5)).toBeGreaterThan(600);
    expect(quantile(description, 0.5)).toBeLessThan(900);
    expect(quantile(description, 0.9)).toBeGreaterThan(1500);
    expect(quantile(description, 0.9)).toBeLessThan(2200);
    expect(description.at(-1)).toBeGreaterThan(25_000);
    // Markdown as the tools write it: paragraphs, links, lists.
    const texts = events.map(({ event }) => event.description ?? "");
    expect(texts.filter((text) => text.includes("\n\n")).length).toBeGreaterThan(500);
    expect(texts.filter((text) => /\]\(https:\/\//.test(text)).length).toBeGreaterThan(100);
    expect(texts.filter((text) => /^- /m.test(text)).length).toBeGreaterThan(50);
    // Bios: 39C3, non-empty: median 261.
    const bios = lengths(
      [...new Map(events.flatMap(({ event }) => event.persons.map((p) => [p.id, p]))).values()].map(
        (person) => person.biography,
      ),
    );
    expect(quantile(bios, 0.5)).toBeGreaterThan(180);
    expect(quantile(bios, 0.5)).toBeLessThan(360);
  });

  it("has links and recordings in the shapes the importer reads", () => {
    const recorded = programme.sessions.filter((session) => session.recordings.length > 0);
    expect(recorded.length / programme.sessions.length).toBeGreaterThan(0.12);
    expect(recorded.length / programme.sessions.length).toBeLessThan(0.3);
    expect(recorded[0]!.recordings[0]!.url).toMatch(/^https:\/\/media\.example\.test\/v\//);
    const linked = programme.sessions.filter((session) => session.links.length > 0);
    expect(linked.length).toBeGreaterThan(10);
    // Attachments relative to the tool, made absolute from base_url.
    expect(
      linked.some((session) =>
        session.links.some((link) => link.url.startsWith("https://frab.example.test/media/")),
      ),
    ).toBe(true);
    // No recording where the speakers said no.
    for (const { event } of events) {
      if (event.do_not_record) expect(event.links.some((l) => l.type === "recording")).toBe(false);
    }
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
    expect([...slots.values()].filter((count) => count > 1).length).toBeGreaterThanOrEqual(10);
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
    // A smaller event keeps this quick; the generator takes the same steps at every size.
    const once = JSON.stringify(syntheticExport({ sessions: 300 }));
    expect(JSON.stringify(syntheticExport({ sessions: 300 }))).toBe(once);
    expect(JSON.stringify(syntheticExport({ sessions: 300, seed: 7 }))).not.toBe(once);
  });

  it("scales down for a quick run", () => {
    const small = eventsOf(syntheticExport({ sessions: 120 }));
    expect(small).toHaveLength(120);
    expect(new Set(small.flatMap(({ event }) => event.persons.map((p) => p.id))).size).toBe(95);
  });

  it("reads as a programme: every session on its day, night sessions kept on theirs", () => {
    expect(programme.sessions).toHaveLength(1400);
    expect(programme.speakers).toHaveLength(1109);
    expect(programme.rooms).toHaveLength(90);
    expect(programme.days).toEqual(["2025-12-27", "2025-12-28", "2025-12-29", "2025-12-30"]);
    expect(programme.timeZone).toBe("Europe/Berlin");
    expect(programme.sessions.filter((session) => session.startsNextDay).length).toBeGreaterThan(
      10,
    );
    // The second day is the busiest, the last one short.
    const perDay = programme.days.map(
      (day) => programme.sessions.filter((session) => session.date === day).length,
    );
    expect(Math.max(...perDay)).toBe(perDay[1]);
    expect(Math.min(...perDay)).toBe(perDay[3]);
  });
});
