// iCalendar files of the programme, written with the `ics` library. Used at build time for the
// published files and, loaded on demand, in the browser for a visitor's own agenda.
import { createEvents, type EventAttributes } from "ics";
import type { Day } from "#content/schema/programme.ts";
import type { Settings } from "#content/schema/settings.ts";
import { nextIsoDate, wallClockToUtc } from "./event-time.ts";
import type { ScheduleEventView } from "./schedule-data.ts";

export interface CalendarContext {
  siteUrl: string;
  summitName: string;
  /** The domain that makes UIDs globally unique, e.g. quillmere-summit.example. */
  uidDomain: string;
  days: readonly Day[];
  /** The event's IANA time zone: the times in the content are wall-clock times there. */
  timeZone: string;
}

/** The calendar context of an event's settings and days. */
export function calendarContextOf(settings: Settings, days: readonly Day[]): CalendarContext {
  return {
    siteUrl: settings.siteUrl,
    summitName: settings.summitName,
    uidDomain: settings.emailDomain,
    days,
    timeZone: settings.timeZone,
  };
}

/** "Name (Organisation)", or the name alone when the organisation is not known. */
export function nameWithOrganization(person: { name: string; organization?: string }): string {
  return person.organization ? `${person.name} (${person.organization})` : person.name;
}

/** Stable across builds, so importing again updates events instead of duplicating them. */
export function eventUid(eventId: string, uidDomain: string): string {
  return `${eventId}@${uidDomain}`;
}

function utcParts(date: Date): [number, number, number, number, number] {
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  ];
}

export interface CalendarEntry {
  id: string;
  isoDate: string;
  start: string;
  /** The date the entry ends on, when that is not `isoDate` (a session past midnight). */
  endIsoDate?: string;
  end: string;
  title: string;
  cancelled?: boolean;
  location?: string;
  description: string;
  url: string;
}

export function scheduleEntry(event: ScheduleEventView, context: CalendarContext): CalendarEntry {
  const day = context.days.find((candidate) => candidate.id === event.day)!;
  const lines = [
    event.description,
    event.vipNote,
    event.chair ? `Chair: ${nameWithOrganization(event.chair)}` : undefined,
    event.speakers.length > 0
      ? `Speakers: ${event.speakers.map(nameWithOrganization).join("; ")}`
      : undefined,
    event.breakoutRooms.length > 0
      ? `Breakout rooms: ${event.breakoutRooms.map((room) => `${room.room}: ${room.topic}`).join("; ")}`
      : undefined,
  ].filter(Boolean);
  return {
    id: event.id,
    isoDate: event.startsNextDay ? nextIsoDate(day.date) : day.date,
    start: event.start,
    endIsoDate: event.endsNextDay ? nextIsoDate(day.date) : undefined,
    end: event.end,
    title: event.cancelled ? `Cancelled: ${event.title}` : event.title,
    cancelled: event.cancelled,
    location: event.location,
    description: lines.join("\n\n"),
    url: `${context.siteUrl}/sessions/${event.id}`,
  };
}

function toAttributes(entry: CalendarEntry, context: CalendarContext): EventAttributes {
  return {
    uid: eventUid(entry.id, context.uidDomain),
    title: entry.title,
    ...(entry.cancelled ? { status: "CANCELLED" as const } : {}),
    description: entry.description,
    location: entry.location,
    url: entry.url,
    start: utcParts(wallClockToUtc(entry.isoDate, entry.start, context.timeZone)),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcParts(wallClockToUtc(entry.endIsoDate ?? entry.isoDate, entry.end, context.timeZone)),
    endInputType: "utc",
    endOutputType: "utc",
  };
}

/** One VCALENDAR holding the given entries; throws if the library refuses one. */
export function calendarFile(entries: readonly CalendarEntry[], context: CalendarContext): string {
  const { error, value } = createEvents(
    entries.map((entry) => toAttributes(entry, context)),
    { productId: "quillmere-summit/schedule", calName: context.summitName },
  );
  if (error || !value) throw error ?? new Error("The calendar could not be written");
  return value;
}

/**
 * A calendar for each group of entries, each entry written once: the programme's calendar, its
 * days' and its sessions' hold the same events, and the library folds every line anew (a
 * Congress of 1,400 sessions took 17 s to write three times over, 6 s once). The events are
 * written as one calendar, whose head, events and end are then put together for each group.
 */
export function calendarFiles(
  groups: readonly (readonly CalendarEntry[])[],
  context: CalendarContext,
): string[] {
  const unique = new Map(groups.flat().map((entry) => [entry.id, entry]));
  if (unique.size === 0) return groups.map(() => calendarFile([], context));
  const whole = calendarFile([...unique.values()], context);
  const blocks = whole.match(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g) ?? [];
  if (blocks.length !== unique.size)
    throw new Error("The calendar could not be split into its events");
  const head = whole.slice(0, whole.indexOf("BEGIN:VEVENT"));
  const end = whole.slice(whole.lastIndexOf("END:VEVENT\r\n") + "END:VEVENT\r\n".length);
  const blockOf = new Map([...unique.keys()].map((id, i) => [id, blocks[i]!]));
  return groups.map((group) => head + group.map((entry) => blockOf.get(entry.id)!).join("") + end);
}
