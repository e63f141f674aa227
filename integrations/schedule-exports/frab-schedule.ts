// Build-only: the programme in the frab / pretalx schedule JSON layout (the one c3voc's
// schedule.json schema describes), so existing conference apps can read it.
import type { Day } from "../../content/schema/programme.ts";
import { asWebUri } from "../../content/schema/web-url.ts";
import {
  localIsoString,
  nextIsoDate,
  wallClockToUtc,
} from "../../site/features/schedule/event-time.ts";
import { lastEnd } from "../../site/features/schedule/structured-data.ts";
import { nameWithOrganization } from "../../site/features/schedule/calendar-files.ts";
import { eventsOfDay, type ScheduleEventView } from "../../site/features/schedule/schedule-data.ts";
import { isUtcZoneName } from "../../site/features/schedule/schedule-text.ts";

export interface FrabContext {
  siteUrl: string;
  summitName: string;
  acronym: string;
  days: readonly Day[];
  /** The event's IANA time zone; every date is written in local time with its offset. */
  timeZone: string;
  /** The zone is the import's guess from offsets (settings' timeZoneInferred): not named. */
  timeZoneInferred?: boolean;
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
 * The zone as `time_zone_name` may name it: an Area/City name (c3voc's schema asks for one, or
 * UTC). A fixed offset (`Etc/GMT-1`, what the import uses for an export that writes only
 * `+01:00`) and the old names (`CET`) are no place: schedule.json then names no zone, and its
 * times keep their offsets, which the schema allows.
 */
export function publishedZoneName(timeZone: string): string | undefined {
  if (isUtcZoneName(timeZone)) return "UTC";
  if (timeZone.startsWith("Etc/")) return undefined;
  return /^[A-Z][a-z]+\/[A-Z][a-z]+/.test(timeZone) ? timeZone : undefined;
}

/**
 * A session's links as schedule.json publishes them: URIs (asWebUri), or left out with a warning.
 * A live stream and a recording carry a `type` ("live", "recording"), which c3voc's reference
 * allows and the importer reads back (formats/c3voc.ts).
 */
function publishedLinks(
  event: ScheduleEventView,
  warn: (message: string) => void,
): { title: string; url: string; type?: string }[] {
  return [
    ...(event.liveStreams ?? []).map((link) => ({ ...link, type: "live" })),
    ...(event.links ?? []),
    ...(event.recordings ?? []).map((link) => ({ ...link, type: "recording" })),
  ].flatMap((link) => {
    const url = asWebUri(link.url);
    if (url) return [{ ...link, url }];
    warn(
      `schedule.json: session ${event.id}: link ${JSON.stringify(link.url)} is not a web address; left out`,
    );
    return [];
  });
}

/**
 * Cancelled sessions are left out, as pretalx leaves them out: the format has no status, and an
 * app would otherwise show them as happening.
 */
export function frabSchedule(
  allEvents: readonly ScheduleEventView[],
  context: FrabContext,
  warn: (message: string) => void = console.warn,
) {
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
    // Keys are room names: without a prototype, a room called `__proto__` or `constructor` is
    // a room like any other.
    const rooms = Object.create(null) as Record<string, unknown[]>;
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
        // Only a session the content says is recorded may be: without a word from the export
        // or the organisers, a recording team must not assume consent (docs/decisions/045).
        do_not_record: event.recording !== "recorded",
        persons: event.speakers.map((speaker) => ({
          id: personId(speaker.name, speaker.id),
          public_name: speaker.name,
          ...(speaker.id !== null ? { url: `${context.siteUrl}/speakers/${speaker.id}` } : {}),
        })),
        links: publishedLinks(event, warn),
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
        time_zone_name: context.timeZoneInferred ? undefined : publishedZoneName(context.timeZone),
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
