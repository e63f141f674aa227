import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import { agendaCalendar, mergeCalendars } from "./agenda-calendar.ts";
import { calendarFile, scheduleEntry, calendarContextOf } from "./calendar-files.ts";
import { toEventViews } from "./schedule-data.ts";

const { days, scheduleEvents, settings } = loadContent();
const context = calendarContextOf(settings, days);
const events = toEventViews(scheduleEvents, () => undefined);
// Long descriptions, so that the files have folded lines.
const [first, second, third] = [...events]
  .sort((a, b) => (b.description?.length ?? 0) - (a.description?.length ?? 0))
  .slice(0, 3);
/** The file the build publishes for one session (integrations/schedule-exports/). */
const sessionFile = (event: typeof first) =>
  calendarFile([scheduleEntry(event!, context)], context);

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe("the agenda as one calendar file", () => {
  it("holds each session's event as the build wrote it, under the programme's calendar name", () => {
    const merged = mergeCalendars([first, second, third].map(sessionFile));
    const calendar = parse(merged);
    const vevents = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(vevents.map((event) => event.uid)).toEqual(
      [first, second, third].map((event) => `${event!.id}@${settings.emailDomain}`),
    );
    expect(vevents.map((event) => event.summary)).toEqual(
      [first, second, third].map((event) => event!.title),
    );
    // Folded lines come back whole.
    const own = parse(sessionFile(first)).getFirstSubcomponent("vevent")!;
    expect(vevents[0]!.description).toBe(own.getFirstPropertyValue("description"));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(settings.summitName);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    // One calendar, its lines ending as RFC 5545 wants.
    expect(merged.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(merged.match(/END:VCALENDAR/g)).toHaveLength(1);
    expect(merged.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("is the same as the file the build writes for those sessions at once", () => {
    const together = calendarFile(
      [first, second].map((event) => scheduleEntry(event!, context)),
      context,
    );
    // Each file is stamped when it is written (DTSTAMP), maybe a second apart.
    const unstamped = (text: string) => text.replace(/^DTSTAMP:.*$/gm, "DTSTAMP:…");
    expect(unstamped(mergeCalendars([first, second].map(sessionFile)))).toBe(unstamped(together));
  });

  it("refuses what is not a calendar, or an event without its end", () => {
    expect(() => mergeCalendars(["<!doctype html><p>Not found</p>"])).toThrow();
    expect(() => mergeCalendars(["BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n"])).toThrow();
  });

  it("fetches each session's published file, and fails when one is missing", async () => {
    const published = new Map([first, second].map((event) => [event!.id, sessionFile(event)]));
    const asked: string[] = [];
    const fetcher = (url: string) => {
      asked.push(url);
      const id = /\/calendar\/sessions\/(.+)\.ics$/.exec(url)?.[1] ?? "";
      const file = published.get(id);
      return Promise.resolve(
        file ? new Response(file) : new Response("Not found", { status: 404 }),
      );
    };
    const text = await agendaCalendar([first!.id, second!.id], fetcher);
    expect(asked).toEqual([
      `/calendar/sessions/${first!.id}.ics`,
      `/calendar/sessions/${second!.id}.ics`,
    ]);
    expect(parse(text).getAllSubcomponents("vevent")).toHaveLength(2);
    await expect(agendaCalendar([first!.id, third!.id], fetcher)).rejects.toThrow(/404/);
  });
});
