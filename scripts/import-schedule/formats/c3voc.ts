// Reads the frab / pretalx schedule.json (the layout of c3voc's schedule schema) into the neutral
// programme. The schema (c3voc-schedule.schema.json) checks the shape; this file checks what a
// schema cannot (duplicate ids, dates that do not parse) and converts times to the event's zone.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import {
  ImportError,
  pathText,
  shown,
  type ImportedLink,
  type ImportedProgramme,
  type ImportedSession,
  type ImportedSpeaker,
  type SourceFormat,
} from "../model.ts";
import {
  durationMinutes,
  isKnownTimeZone,
  wallClockIn,
  writtenOffset,
  zoneForFixedOffset,
} from "../zoned-time.ts";
import { schemaMessages } from "./schema-messages.ts";

// The parts of the layout the converter reads; the schema has checked them already.
interface C3vocPerson {
  id?: number;
  guid?: string;
  code?: string;
  name?: string;
  public_name?: string;
  biography?: string | null;
  avatar?: string;
}

type C3vocLink = string | { url?: string; title?: string; type?: string };

interface C3vocEvent {
  id: number;
  guid: string;
  date: string;
  duration: string;
  room: string;
  url: string;
  title: string;
  subtitle: string | null;
  track: string | null;
  type: string;
  abstract: string | null;
  description?: string | null;
  persons: C3vocPerson[];
  links: C3vocLink[];
  attachments?: C3vocLink[];
}

interface C3vocDay {
  date: string;
  rooms: Record<string, C3vocEvent[]>;
}

export interface C3vocFile {
  generator?: { name?: string };
  schedule: {
    base_url?: string;
    conference: {
      daysCount: number;
      time_zone_name?: string;
      rooms?: { name: string }[];
      tracks?: { name?: string }[];
      days: C3vocDay[];
    };
  };
}

let validator: ValidateFunction | undefined;

/** Our statement of the published layout; the tests of the site's own schedule.json read it too. */
export const c3vocSchemaPath = new URL("./c3voc-schedule.schema.json", import.meta.url);

/** A validator of the layout: ajv with draft-06 (the schema's dialect) and the string formats. */
export function c3vocValidator(): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(createRequire(import.meta.url)("ajv/dist/refs/json-schema-draft-06.json"));
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(c3vocSchemaPath, "utf8")));
}

function validate(json: unknown): json is C3vocFile {
  validator ??= c3vocValidator();
  return validator(json);
}

/** Every event with the path that names it in messages. */
function eventsOf(file: C3vocFile) {
  return file.schedule.conference.days.flatMap((day, dayIndex) =>
    Object.entries(day.rooms).flatMap(([roomKey, events]) =>
      events.map((event, index) => ({
        event,
        day,
        at: ["schedule", "conference", "days", dayIndex, "rooms", roomKey, index] as (
          string | number
        )[],
      })),
    ),
  );
}

/** pretalx marks its exports (generator, /talk/<code>/ URLs, person codes); the rest is frab. */
function flavourOf(file: C3vocFile): SourceFormat {
  if (/pretalx/i.test(file.generator?.name ?? "")) return "pretalx";
  const pretalxLike = eventsOf(file).some(
    ({ event }) =>
      /\/talk\/[A-Z0-9]+\/?$/.test(event.url) || event.persons.some((person) => person.code),
  );
  return pretalxLike ? "pretalx" : "frab";
}

/**
 * The zone the times are read in: the export's `time_zone_name`; else `--time-zone`; else the one
 * offset all timestamps share (an export whose offsets differ needs a named zone).
 */
function zoneOf(file: C3vocFile, given: string | undefined): string {
  const named = file.schedule.conference.time_zone_name ?? given;
  if (named) {
    if (!isKnownTimeZone(named)) {
      const field = file.schedule.conference.time_zone_name
        ? "schedule.conference.time_zone_name"
        : "--time-zone";
      throw new ImportError([`${field}: ${shown(named)} is not a time zone this computer knows`]);
    }
    return named;
  }
  const offsets = new Set(eventsOf(file).map(({ event }) => writtenOffset(event.date)));
  const [only] = offsets;
  const zone = offsets.size === 1 && only ? zoneForFixedOffset(only) : undefined;
  if (!zone) {
    throw new ImportError([
      `schedule.conference.time_zone_name: is missing, and the events' timestamps use ${offsets.size} different offsets; name the zone with --time-zone, e.g. --time-zone Europe/Berlin`,
    ]);
  }
  return zone;
}

function resolved(url: string, base: string | undefined): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

const recordingHosts = /(^|\.)(media\.ccc\.de|youtube\.com|youtu\.be|vimeo\.com)$/;

/** A link that points at a recording of the session (by its type, title or video host). */
function isRecording(link: C3vocLink, url: string): boolean {
  if (typeof link === "object" && /^(media|video|recording)$/i.test(link.type ?? "")) return true;
  if (typeof link === "object" && /recording|video/i.test(link.title ?? "")) return true;
  try {
    return recordingHosts.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

function linksOf(event: C3vocEvent, base: string | undefined) {
  const links: ImportedLink[] = [];
  const recordings: ImportedLink[] = [];
  for (const link of [...event.links, ...(event.attachments ?? [])]) {
    const raw = typeof link === "string" ? link : link.url;
    if (!raw) continue;
    const url = resolved(raw, base);
    const title = (typeof link === "object" && link.title?.trim()) || url;
    (isRecording(link, url) ? recordings : links).push({ title, url });
  }
  return { links, recordings };
}

function personId(person: C3vocPerson, flavour: SourceFormat): string {
  if (flavour === "pretalx" && person.code) return person.code;
  if (person.id !== undefined) return String(person.id);
  return person.guid ?? (person.name ?? person.public_name ?? "").trim();
}

function sessionId(event: C3vocEvent, flavour: SourceFormat): string {
  if (flavour === "pretalx") return /\/talk\/([A-Z0-9]+)\/?$/.exec(event.url)?.[1] ?? event.guid;
  return String(event.id);
}

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** Reads a schedule.json that may or may not be valid; throws an ImportError that names the fields. */
export function readC3voc(json: unknown, options: { timeZone?: string } = {}): ImportedProgramme {
  if (!validate(json)) {
    throw new ImportError(schemaMessages(validator?.errors ?? [], json));
  }
  const file = json;
  const conference = file.schedule.conference;
  const flavour = flavourOf(file);
  const zone = zoneOf(file, options.timeZone);
  const warnings: string[] = [];
  const problems: string[] = [];

  const days = [...new Set(conference.days.map((day) => day.date))].sort();
  if (days.length !== conference.days.length) {
    problems.push("schedule.conference.days: two days have the same date");
  }
  if (conference.daysCount !== days.length) {
    warnings.push(
      `schedule.conference.daysCount is ${conference.daysCount} but ${days.length} days are listed; the listed days are imported`,
    );
  }

  const rooms = (conference.rooms ?? []).map((room) => room.name);
  const tracks = (conference.tracks ?? []).flatMap((track) => (track.name ? [track.name] : []));
  const speakers = new Map<string, ImportedSpeaker>();
  const sessions: ImportedSession[] = [];
  const seenIds = new Map<string, string>();

  for (const { event, day, at } of eventsOf(file)) {
    const where = pathText(at);
    for (const key of [`id ${event.id}`, `guid ${event.guid}`]) {
      const first = seenIds.get(key);
      if (first) problems.push(`${where}: ${key} is used twice (also at ${first})`);
      else seenIds.set(key, where);
    }
    const startsAt = Date.parse(event.date);
    const minutes = durationMinutes(event.duration);
    if (Number.isNaN(startsAt) || minutes === undefined) {
      problems.push(`${where}.date: ${shown(event.date)} is not a date and time`);
      continue;
    }
    const endsAt = new Date(startsAt + minutes * 60_000);
    // Without a named zone, `zone` is the fixed offset every timestamp shares, so this is the
    // time as written.
    const start = wallClockIn(new Date(startsAt), zone);
    const end = wallClockIn(endsAt, zone);
    if (!rooms.includes(event.room)) {
      rooms.push(event.room);
      warnings.push(
        `${where}.room: ${shown(event.room)} is not in schedule.conference.rooms; the room is added`,
      );
    }
    if (event.track && !tracks.includes(event.track)) tracks.push(event.track);
    for (const person of event.persons) {
      const id = personId(person, flavour);
      if (!speakers.has(id)) {
        speakers.set(id, {
          sourceId: id,
          name: (person.name ?? person.public_name ?? id).trim(),
          bio: text(person.biography),
          photoUrl: person.avatar ? resolved(person.avatar, file.schedule.base_url) : undefined,
        });
      }
    }
    sessions.push({
      sourceId: sessionId(event, flavour),
      title: event.title.trim(),
      subtitle: text(event.subtitle),
      // A talk after midnight that pretalx lists under the evening before starts on its own date.
      date: days.includes(start.date) ? start.date : day.date,
      start: start.time,
      end: end.time,
      endsNextDay: end.date > start.date,
      room: event.room,
      type: text(event.type),
      track: text(event.track),
      speakerIds: [...new Set(event.persons.map((person) => personId(person, flavour)))],
      abstract: text(event.abstract),
      description: text(event.description),
      ...linksOf(event, file.schedule.base_url),
      // The schedule.json layout has no field for it: pretalx and frab leave cancelled talks out.
      cancelled: false,
    });
  }
  const duplicate = sessions.find((session, index) =>
    sessions.slice(0, index).some((other) => other.sourceId === session.sourceId),
  );
  if (duplicate) problems.push(`session ${shown(duplicate.sourceId)} appears twice`);
  if (problems.length) throw new ImportError(problems);
  return {
    format: flavour,
    timeZone: zone,
    days,
    rooms,
    tracks,
    sessions,
    speakers: [...speakers.values()],
    warnings,
  };
}
