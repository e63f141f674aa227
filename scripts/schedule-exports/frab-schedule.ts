// Build-only: the programme in the frab / pretalx schedule JSON layout (the one c3voc's
// schedule.json schema describes), so existing conference apps can read it.
import type { Day } from "../../content/schema/programme.ts";
import { londonTimeToUtc } from "../../app/features/schedule/london-time.ts";
import type { ScheduleEventView } from "../../app/features/schedule/schedule-data.ts";

export interface FrabContext {
  siteUrl: string;
  summitName: string;
  acronym: string;
  days: readonly Day[];
  /** Extra line for `version`, e.g. the build date. */
  version: string;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
const iso = (date: Date) => date.toISOString().replace(".000Z", "+00:00");

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

export function frabSchedule(events: readonly ScheduleEventView[], context: FrabContext) {
  const personIds = new Map<string, number>();
  const personId = (name: string, id: number | null) => {
    if (id !== null) return id;
    if (!personIds.has(name)) personIds.set(name, 10_000 + personIds.size);
    return personIds.get(name)!;
  };
  const days = context.days.map((day) => {
    const ofDay = events
      .filter((event) => event.day === day.id)
      .sort((a, b) => a.start.localeCompare(b.start));
    const rooms: Record<string, unknown[]> = {};
    ofDay.forEach((event) => {
      const start = londonTimeToUtc(day.date, event.start);
      (rooms[event.location] ??= []).push({
        id: events.indexOf(event) + 1,
        guid: guidFor(event.id),
        logo: null,
        date: iso(start),
        start: event.start,
        duration: hhmm(minutes(event.end) - minutes(event.start)),
        room: event.location,
        slug: event.id,
        url: `${context.siteUrl}/schedule?day=${day.slug}#${event.id}`,
        title: event.title,
        subtitle: event.vipNote ?? "",
        track: event.track ?? null,
        type: event.kind,
        language: "en",
        abstract: event.description ?? "",
        description: event.chair ? `Chair: ${event.chair.name} (${event.chair.organization})` : "",
        recording_license: "",
        do_not_record: true,
        persons: event.speakers.map((speaker) => ({
          id: personId(speaker.name, speaker.id),
          public_name: speaker.name,
          ...(speaker.id !== null ? { url: `${context.siteUrl}/speakers/${speaker.id}` } : {}),
        })),
        links: [],
        attachments: [],
      });
    });
    return {
      index: day.id,
      date: day.date,
      day_start: iso(londonTimeToUtc(day.date, ofDay[0]?.start ?? "07:00")),
      day_end: iso(
        londonTimeToUtc(
          day.date,
          ofDay.reduce((latest, e) => (e.end > latest ? e.end : latest), "07:00"),
        ),
      ),
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
        time_zone_name: "Europe/London",
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
