// Build-only: the programme in the frab / pretalx schedule JSON layout (the one c3voc's
// schedule.json schema describes), so existing conference apps can read it.
import type { Day } from "../../../content/schema/programme.ts";
import {
  localIsoString,
  nextIsoDate,
  wallClockToUtc,
} from "../../../app/features/schedule/event-time.ts";
import { lastEnd } from "../../../app/features/schedule/structured-data.ts";
import { nameWithOrganization } from "../../../app/features/schedule/calendar-files.ts";
import {
  eventsOfDay,
  type ScheduleEventView,
} from "../../../app/features/schedule/schedule-data.ts";

export interface FrabContext {
  siteUrl: string;
  summitName: string;
  acronym: string;
  days: readonly Day[];
  /** The event's IANA time zone; every date is written in local time with its offset. */
  timeZone: string;
  /** Extra line for `version`, e.g. the build date. */
  version: string;
}

const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;

/** A stable UUID-shaped guid from the event id (frab wants one; the id is already stable). */
function guidFor(id: string): string {
  let hash = 0x811c9dc5;
  const words: string[] = [];
  for (let round = 0; round < 4; round++) {
    for (const char of `${round}:${id}`)
      hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    words.push(hash.toString(16).padStart(8, "0"));
  }
  const hex = words.join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The end of a day's last session (on the next date when past midnight); 23:59 on an empty day. */
function dayEnd(
  isoDate: string,
  ofDay: readonly ScheduleEventView[],
  iso: (isoDate: string, time: string) => string,
): string {
  if (ofDay.length === 0) return iso(isoDate, "23:59");
  const { end, endIsoDate } = lastEnd(isoDate, ofDay);
  return iso(endIsoDate ?? isoDate, end);
}

/**
 * Cancelled sessions are left out, as pretalx leaves them out: the format has no status, and an
 * app would otherwise show them as happening.
 */
export function frabSchedule(allEvents: readonly ScheduleEventView[], context: FrabContext) {
  const events = allEvents.filter((event) => !event.cancelled);
  const iso = (isoDate: string, time: string) => localIsoString(isoDate, time, context.timeZone);
  const personIds = new Map<string, number>();
  const personId = (name: string, id: number | null) => {
    if (id !== null) return id;
    if (!personIds.has(name)) personIds.set(name, 10_000 + personIds.size);
    return personIds.get(name)!;
  };
  const days = context.days.map((day) => {
    const ofDay = eventsOfDay(events, day.id);
    const rooms: Record<string, unknown[]> = {};
    ofDay.forEach((event) => {
      // A night session is listed under its day, as frab and pretalx list it, at its real date.
      const startDate = event.startsNextDay ? nextIsoDate(day.date) : day.date;
      (rooms[event.location] ??= []).push({
        id: allEvents.indexOf(event) + 1,
        guid: guidFor(event.id),
        date: iso(startDate, event.start),
        start: event.start,
        // Measured between instants: a session across a clock change lasts an hour more or less
        // than its wall-clock times say.
        duration: hhmm(
          (wallClockToUtc(
            event.endsNextDay ? nextIsoDate(day.date) : day.date,
            event.end,
            context.timeZone,
          ).getTime() -
            wallClockToUtc(startDate, event.start, context.timeZone).getTime()) /
            60_000,
        ),
        room: event.location,
        slug: event.id,
        url: `${context.siteUrl}/sessions/${event.id}`,
        title: event.title,
        subtitle: event.subtitle ?? event.vipNote ?? "",
        track: event.track ?? null,
        type: event.kind,
        language: "en",
        abstract: event.description ?? "",
        description: event.chair ? `Chair: ${nameWithOrganization(event.chair)}` : "",
        recording_license: "",
        do_not_record: true,
        persons: event.speakers.map((speaker) => ({
          id: personId(speaker.name, speaker.id),
          public_name: speaker.name,
          ...(speaker.id !== null ? { url: `${context.siteUrl}/speakers/${speaker.id}` } : {}),
        })),
        links: [...(event.links ?? []), ...(event.recordings ?? [])],
        attachments: [],
      });
    });
    return {
      index: day.id,
      date: day.date,
      day_start: iso(day.date, ofDay[0]?.start ?? "00:00"),
      day_end: dayEnd(day.date, ofDay, iso),
      rooms,
    };
  });
  return {
    $schema: "https://c3voc.de/schedule/schema.json",
    generator: { name: "quillmere-summit-website", version: "1" },
    schedule: {
      version: context.version,
      base_url: `${context.siteUrl}/schedule`,
      conference: {
        acronym: context.acronym,
        title: context.summitName,
        start: context.days[0]!.date,
        end: context.days.at(-1)!.date,
        daysCount: context.days.length,
        timeslot_duration: "00:05",
        time_zone_name: context.timeZone,
        url: context.siteUrl,
        rooms: [...new Set(events.map((event) => event.location))].map((name) => ({
          name,
          guid: guidFor(`room:${name}`),
        })),
        days,
      },
    },
  };
}
