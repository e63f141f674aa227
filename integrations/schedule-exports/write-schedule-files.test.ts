import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../content/checked-content.ts";
import {
  agendaCode,
  agendaKey,
  agendaKeysPath,
  sessionsOfCode,
} from "../../site/features/schedule/agenda-link/agenda-code.ts";
import { agendaKeysFile, writeScheduleFiles } from "./write-schedule-files.ts";

const { days, scheduleEvents } = loadContent();

let root: string;
const read = (sitePath: string) => readFileSync(path.join(root, sitePath), "utf8");

/** Parses with ical.js, an iCalendar parser independent of the library that wrote the file. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: component.getFirstPropertyValue("url"),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone?.tzid === "UTC",
    };
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "schedule-files-"));
  await writeScheduleFiles(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("calendar files", () => {
  it("the whole programme holds every session plus the dinner, 18:00-20:00 UTC on 27 October", () => {
    const events = parseEvents(read("/schedule.ics"));
    expect(events).toHaveLength(scheduleEvents.length + 1);
    const dinner = events.find((event) => event.summary === "Speakers' and sponsors' dinner")!;
    expect(dinner.start).toBe("2025-10-27T18:00:00.000Z");
    expect(dinner.end).toBe("2025-10-27T20:00:00.000Z");
  });

  it("give every time in UTC or with a full zone name, never a bare offset or a floating time (docs/decisions/042)", () => {
    const files = [
      "/schedule.ics",
      ...days.map((day) => `/calendar/${day.slug}.ics`),
      ...scheduleEvents.map((event) => `/calendar/sessions/${event.id}.ics`),
    ];
    for (const file of files) {
      // Unfolded: a long property continues on lines that start with a space.
      const lines = read(file)
        .replace(/\r\n[ \t]/g, "")
        .split("\r\n");
      const times = lines.filter((line) => /^(DTSTART|DTEND|DTSTAMP|RECURRENCE-ID)[;:]/.test(line));
      expect(times.length, file).toBeGreaterThan(0);
      for (const line of times) {
        expect(line, file).toMatch(
          /^[A-Z-]+(:\d{8}T\d{6}Z|;TZID=[A-Za-z_]+\/[A-Za-z_/+-]+:\d{8}T\d{6})$/,
        );
      }
    }
  });

  it("a session listed at 09:00 on 28 October is 09:00 UTC, with unambiguous UTC times", () => {
    const listed = scheduleEvents.find((event) => event.day === 0 && event.start === "09:00")!;
    const [event] = parseEvents(read(`/calendar/sessions/${listed.id}.ics`));
    expect(event!.start).toBe("2025-10-28T09:00:00.000Z");
    expect(event!.startIsUtc).toBe(true);
    expect(read(`/calendar/sessions/${listed.id}.ics`)).toContain("DTSTART:20251028T090000Z");
  });

  it.each(days.map((day) => [day.slug, day.id] as const))(
    "the %s file has that day's sessions",
    (slug, id) => {
      const events = parseEvents(read(`/calendar/${slug}.ics`));
      expect(events).toHaveLength(scheduleEvents.filter((event) => event.day === id).length);
    },
  );

  it("every event carries title, location, description with speakers, a URL of its session page and a stable UID", async () => {
    const events = parseEvents(read("/schedule.ics")).filter(
      (event) => event.uid !== "speakers-sponsors-dinner@quillmere-summit.example",
    );
    for (const event of events) {
      const source = scheduleEvents.find(
        (candidate) => `${candidate.id}@quillmere-summit.example` === event.uid,
      )!;
      expect(source).toBeDefined();
      expect(event.summary).toBe(source.title);
      expect(event.location).toBe(source.location);
      expect(event.url).toBe(`https://quillmere-summit.example/sessions/${source.id}`);
      for (const speaker of source.speakers) expect(event.description).toContain(speaker.name);
    }
    const again = mkdtempSync(path.join(tmpdir(), "schedule-files-"));
    await writeScheduleFiles(again);
    const uids = (dir: string) =>
      parseEvents(readFileSync(path.join(dir, "schedule.ics"), "utf8")).map((e) => e.uid);
    expect(uids(again)).toEqual(uids(root));
    rmSync(again, { recursive: true, force: true });
  });
});

describe("schedule.json", () => {
  const schedule = () => JSON.parse(read("/schedule.json"));

  it("has the frab / pretalx layout", () => {
    const { conference } = schedule().schedule;
    expect(schedule().schedule.version).toEqual(expect.any(String));
    expect(conference).toMatchObject({
      title: expect.any(String),
      start: "2025-10-28",
      end: "2025-10-30",
      daysCount: 3,
      time_zone_name: "Europe/London",
    });
    for (const day of conference.days) {
      expect(day).toEqual(
        expect.objectContaining({
          index: expect.any(Number),
          date: expect.any(String),
          day_start: expect.any(String),
          day_end: expect.any(String),
          rooms: expect.any(Object),
        }),
      );
      for (const [room, talks] of Object.entries(
        day.rooms as Record<string, Record<string, unknown>[]>,
      )) {
        for (const talk of talks) {
          expect(talk).toEqual(
            expect.objectContaining({
              id: expect.any(Number),
              guid: expect.stringMatching(
                /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
              ),
              date: expect.stringMatching(/^2025-10-\d\dT\d\d:\d\d:00\+00:00$/),
              start: expect.stringMatching(/^\d\d:\d\d$/),
              duration: expect.stringMatching(/^\d\d:\d\d$/),
              room,
              title: expect.any(String),
              type: expect.any(String),
              persons: expect.any(Array),
            }),
          );
        }
      }
    }
  });

  it("holds as many events per day as the content", () => {
    for (const day of schedule().schedule.conference.days) {
      const count = Object.values(day.rooms as Record<string, unknown[]>).reduce(
        (sum, talks) => sum + talks.length,
        0,
      );
      expect(count).toBe(scheduleEvents.filter((event) => event.day === day.index).length);
    }
  });
});

describe("the agenda links' keys", () => {
  it("map each session's key to its id, every session of the programme and nothing else", async () => {
    const index = JSON.parse(read(agendaKeysPath)) as Record<string, string>;
    expect(Object.values(index).sort()).toEqual(scheduleEvents.map((event) => event.id).sort());
    for (const [key, id] of Object.entries(index)) {
      expect(await agendaKey(id)).toBe(key);
      // The feed (hosting/agenda-feed/) reads each session's file under the id the key names.
      expect(read(`/calendar/sessions/${id}.ics`)).toContain(`UID:${id}@`);
    }
    const chosen = scheduleEvents.slice(0, 3).map((event) => event.id);
    expect(sessionsOfCode(await agendaCode(chosen), index)?.sort()).toEqual(chosen.sort());
  });

  it("stop the build when two sessions have the same key, naming both", async () => {
    // Two ids whose keys collide (LvSa1tm), found by a search of 1.6 million ids.
    await expect(
      agendaKeysFile(["tue-lunch", "session-375207", "session-1595503"]),
    ).rejects.toThrow(
      'Sessions "session-375207" and "session-1595503" have the same agenda key (LvSa1tm)',
    );
  });
});
