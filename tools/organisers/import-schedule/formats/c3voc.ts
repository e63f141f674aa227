// Reads the frab / pretalx schedule.json layout (c3voc's schedule format; the XML reader turns
// schedule.xml into the same layout) into the neutral programme. Real exports stray from the
// published schema in many ways (docs/importing.md lists them): this reader takes what the
// tools write and repairs what it must, refusing only a file that cannot be a programme: no
// days, or an event without a start or a title.
import { createHash } from "node:crypto";
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
import { baseUrlOf, plainText, Repairs, siteText, webLinks, webUrl } from "../repairs.ts";
import {
  durationMinutes,
  isKnownTimeZone,
  nextDate,
  offsetMinutesOf,
  offsetsDisagreeing,
  wallClockIn,
  zoneForFixedOffset,
  zoneMatchingOffsets,
  type WallClock,
  type WrittenInstant,
} from "../zoned-time.ts";
import { wallClockToUtc } from "../../../../site/features/schedule/event-time.ts";
import { listOf, objectOf, objectsOf, textOf, type JsonObject } from "./loose-json.ts";
import { overlapNote, sameNameNote, stableIds } from "./programme-notes.ts";

/** An event with what locates it: its day, the room key it is listed under, its path in the file. */
interface ListedEvent {
  event: JsonObject;
  day: { date: string; start?: ParsedTimestamp };
  roomKey: string;
  at: (string | number)[];
}

/** A timestamp as written: its wall clock, and its offset when it has one. */
interface ParsedTimestamp {
  date: string;
  time: string;
  offset?: string;
}

const timestampPattern =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

function parseTimestamp(value: unknown): ParsedTimestamp | undefined {
  const match = timestampPattern.exec(textOf(value) ?? "");
  if (!match) return undefined;
  const time = match[2] === undefined ? "" : `${match[2].padStart(2, "0")}:${match[3]}`;
  return { date: match[1]!, time, offset: match[4]?.toUpperCase() };
}

const hhmm = /^(\d{1,2}):(\d{2})/;

/** Every event of every day, with its day's date, in the order of the file. */
function listedEvents(conference: JsonObject): { days: string[]; events: ListedEvent[] } {
  const days: string[] = [];
  const events: ListedEvent[] = [];
  const problems: string[] = [];
  objectsOf(conference.days).forEach((day, dayIndex) => {
    const at = ["schedule", "conference", "days", dayIndex];
    const dayStart = parseTimestamp(day.day_start ?? day.start);
    const date = parseTimestamp(day.date)?.date ?? dayStart?.date;
    if (!date) {
      problems.push(`${pathText(at)}.date: ${shown(day.date)} is not a date; which day is this?`);
      return;
    }
    days.push(date);
    // schedule.json keys rooms by name; the XML reader gives a list of {name, events}.
    const rooms = objectOf(day.rooms) ?? {};
    for (const [roomKey, roomEvents] of Object.entries(rooms)) {
      listOf(roomEvents).forEach((event, index) => {
        const object = objectOf(event);
        if (object) {
          events.push({
            event: object,
            day: { date, start: dayStart?.time ? dayStart : undefined },
            roomKey,
            at: [...at, "rooms", roomKey, index],
          });
        }
      });
    }
  });
  if (problems.length) throw new ImportError(problems);
  return { days, events };
}

/** pretalx marks its exports (generator, /talk/<code>/ URLs, person codes); the rest is frab. */
function flavourOf(file: JsonObject, events: readonly ListedEvent[]): SourceFormat {
  if (/pretalx/i.test(textOf(objectOf(file.generator)?.name) ?? "")) return "pretalx";
  const pretalxLike = events.some(
    ({ event }) =>
      /\/talk\/[A-Z0-9]+\/?$/.test(textOf(event.url) ?? "") ||
      objectsOf(event.persons).some((person) => textOf(person.code)),
  );
  return pretalxLike ? "pretalx" : "frab";
}

/** The start as written: the event's own timestamp, or its day's date with its HH:MM start. */
function writtenStart(listed: ListedEvent): ParsedTimestamp | undefined {
  const stamp = parseTimestamp(listed.event.date);
  const start = hhmm.exec(textOf(listed.event.start) ?? "");
  if (stamp?.time) return stamp;
  if (!start) return undefined;
  const time = `${start[1]!.padStart(2, "0")}:${start[2]}`;
  // Without a full timestamp, a time before the day's first hour is the night after it.
  const dayStart = listed.day.start?.time;
  const date =
    stamp?.date ?? (dayStart && time < dayStart ? nextDate(listed.day.date) : listed.day.date);
  return { date, time, offset: listed.day.start?.offset };
}

interface ZoneChoice {
  zone: string;
  /** Chosen from the times' offsets, not named by the export or --time-zone. */
  inferred?: boolean;
  notes: string[];
}

/**
 * The zone the times are read in, and why: --time-zone when given; else the export's
 * `time_zone_name`; else a zone that matches every offset the export writes (a fixed offset
 * when there is only one, so no daylight-saving change is assumed that the export does not show).
 */
function chooseZone(
  named: string | undefined,
  given: string | undefined,
  written: readonly WrittenInstant[],
  siteZone: string,
): ZoneChoice {
  const notes: string[] = [];
  const disagreeing = (zone: string) => {
    const count = offsetsDisagreeing(zone, written);
    if (count) {
      notes.push(
        `${count} start times carry an offset that ${zone} does not have at that time; each session keeps its instant, shown on ${zone}'s clock`,
      );
    }
  };
  if (given) {
    if (!isKnownTimeZone(given)) {
      throw new ImportError([
        `--time-zone: ${shown(given)} is not a time zone this computer knows`,
      ]);
    }
    if (named && named !== given)
      notes.push(`the export names ${named}; --time-zone ${given} is used`);
    disagreeing(given);
    return { zone: given, notes };
  }
  if (named && isKnownTimeZone(named)) {
    disagreeing(named);
    return { zone: named, notes };
  }
  if (named) notes.push(`the export's time zone ${shown(named)} is not one this computer knows`);
  const offsets = [...new Set(written.map((w) => w.offsetMinutes))];
  const example = "name the real one with --time-zone, e.g. --time-zone Europe/Berlin";
  if (!offsets.length) {
    notes.push(
      `the export names no time zone and its times carry no offset: they are read as ${siteZone} (the site's zone); if the event is elsewhere, ${example}`,
    );
    return { zone: siteZone, notes };
  }
  const shownOffsets = offsets.map(offsetText).join(" and ");
  const fixed = offsets.length === 1 ? zoneForFixedOffset(offsetText(offsets[0]!)) : undefined;
  if (fixed) {
    notes.push(
      `the export names no time zone; every time carries ${shownOffsets}, so the site uses ${fixed}, a fixed offset without daylight saving${fixed === "UTC" ? "" : `, and its schedule.json names no zone and gives every time with its offset (${shownOffsets})`}; if the event's place changes its clocks, ${example}`,
    );
    return { zone: fixed, inferred: true, notes };
  }
  const matching = zoneMatchingOffsets(written);
  if (!matching) {
    throw new ImportError([
      `the export names no time zone, and no zone has the offsets its times carry (${shownOffsets}); ${example}`,
    ]);
  }
  notes.push(
    `the export names no time zone; its times carry ${shownOffsets}, and ${matching} is the first zone with those offsets at those times, so the site shows its clock; as that name is a guess, schedule.json names no zone and gives every time with its offset; if the event is elsewhere, ${example}`,
  );
  return { zone: matching, inferred: true, notes };
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, "0");
  return `${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, "0")}`;
}

/** The instant of a written start: exact with an offset, else the wall clock in the zone. */
function instantOf(start: ParsedTimestamp, zone: string): Date {
  if (start.offset) {
    const offset = offsetMinutesOf(start.offset);
    return new Date(Date.parse(`${start.date}T${start.time}:00Z`) - offset * 60_000);
  }
  return wallClockToUtc(start.date, start.time, zone);
}

/** c3voc's recordings host: what it holds of a session is that session's recording. */
const recordingHosts = /(^|\.)media\.ccc\.de$/;

/** c3voc's live streams (streaming.media.ccc.de), and links typed or titled as a live stream. */
const liveHosts = /(^|\.)streaming\.media\.ccc\.de$/;

/** A link that points at the session's live stream (by its type, title or host). */
function isLiveStream(link: { title?: string; type?: string }, url: string): boolean {
  if (/^(live|livestream|live-stream|stream)$/i.test(link.type ?? "")) return true;
  // "Live stream", "Livestream Hall A", "Watch live"; not "RGBDS-live", a project's name.
  if (/\blive ?stream\b|^watch live\b/i.test(link.title ?? "")) return true;
  return liveHosts.test(new URL(url).hostname);
}

/**
 * A link the export itself types as a recording: FOSDEM by the media type (video/webm,
 * video/mp4), others as media, video or recording.
 */
const isTypedRecording = (link: { type?: string }) =>
  /^(media|video|recording)$|^video\//i.test(link.type ?? "");

/**
 * A link that points at a recording of the session: typed as one, titled as one ("Recording",
 * "Video recording (WebM)") or on c3voc's recordings host. A link only titled "video" or on a
 * video site may be a demo or another talk's video, and "Dataset recorded for the demo" (FOSDEM
 * 2025) is no recording of the talk: they stay plain links.
 */
function isRecording(link: { title?: string; type?: string }, url: string): boolean {
  if (isTypedRecording(link)) return true;
  if (/\brecordings?\b/i.test(link.title ?? "")) return true;
  return recordingHosts.test(new URL(url).hostname);
}

/**
 * Fields that hold one recording's address: the extended schedule.xml's `video_download_url`
 * (voctosched), and the names other tools give it.
 */
const recordingUrlFields = ["video_download_url", "recording_url", "video_url"] as const;

function linksOf(event: JsonObject, base: string | undefined, repairs: Repairs) {
  const raw = [
    ...listOf(event.links),
    ...listOf(event.attachments),
    ...recordingUrlFields.flatMap((field) =>
      textOf(event[field])
        ? [{ url: textOf(event[field]), title: "Recording", type: "recording" }]
        : [],
    ),
  ].map((link) => {
    const object = objectOf(link);
    return object
      ? {
          url: textOf(object.url) ?? textOf(object.href),
          title: textOf(object.title),
          type: textOf(object.type),
        }
      : { url: textOf(link) };
  });
  const links = webLinks(raw, base, repairs);
  const kinds = new Map(raw.map((link) => [link.url, link]));
  const kindOf = (link: ImportedLink) => {
    const written = { ...kinds.get(link.url), title: link.title };
    if (isLiveStream(written, link.url)) return "live";
    return isRecording(written, link.url) ? "recording" : "other";
  };
  const recordings = links.filter((link) => kindOf(link) === "recording");
  return {
    links: links.filter((link) => kindOf(link) === "other"),
    liveStreams: links.filter((link) => kindOf(link) === "live"),
    recordings,
    /** The export types one of them as a recording (its own word, unlike a host or a title). */
    typedRecording: recordings.some((link) => isTypedRecording(kinds.get(link.url) ?? {})),
  };
}

/** A yes or no as exports write it: true, "true", 1, "1", "yes"; undefined for anything else. */
function flagOf(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  const text = textOf(value)?.toLowerCase();
  if (text === "true" || text === "1" || text === "yes") return true;
  if (text === "false" || text === "0" || text === "no") return false;
  return undefined;
}

/**
 * Each room's recording default, where the export gives one (39C3's rooms have
 * `features.recording`: `record_by_default` in the lecture halls, `not_recorded_by_default` on
 * the stages).
 */
function roomRecordingDefaults(conference: JsonObject, repairs: Repairs) {
  const defaults = new Map<string, "recorded" | "not recorded">();
  for (const room of objectsOf(conference.rooms)) {
    const name = plainText(textOf(room.name), repairs);
    const feature = textOf(objectOf(room.features)?.recording);
    if (name && feature === "record_by_default") defaults.set(name, "recorded");
    if (name && feature === "not_recorded_by_default") defaults.set(name, "not recorded");
  }
  return defaults;
}

/**
 * Whether the session is recorded, by the most specific word the export has: the session's own
 * `do_not_record` set (schedule.xml: `<recording><optout>`); a link it types as a recording; the
 * session's `do_not_record: false`; its room's default. Undefined when the export says nothing.
 * A link that only looks like a video (a YouTube address, "Demo video" in its title) says nothing:
 * it may be another talk's, and schedule.json would turn the word into consent to record.
 * pretalx writes `do_not_record: false` for every talk whose speakers did not opt out, which reads
 * as "recorded": the page then says no more than with no word at all, and schedule.json passes
 * the export's word on.
 */
function recordingOf(
  event: JsonObject,
  typedRecording: boolean,
  roomDefault: "recorded" | "not recorded" | undefined,
): ImportedSession["recording"] {
  const optOut = flagOf(event.do_not_record);
  if (optOut === true) return "not recorded";
  if (typedRecording || optOut === false) return "recorded";
  return roomDefault;
}

/**
 * The session's links with its recording state. A session that is not recorded has no recording:
 * the links that looked like one (another talk's video, a demo) stay, as plain links.
 */
function linksWithRecording(
  event: JsonObject,
  linked: ReturnType<typeof linksOf>,
  roomDefault: "recorded" | "not recorded" | undefined,
): Pick<ImportedSession, "links" | "liveStreams" | "recordings" | "recording"> {
  const recording = recordingOf(event, linked.typedRecording, roomDefault);
  const { links, liveStreams, recordings } = linked;
  return recording === "not recorded"
    ? { links: [...links, ...recordings], liveStreams, recordings: [], recording }
    : { links, liveStreams, recordings, recording };
}

/** The name of a person as the export writes it (frab's `public_name`, pretalx's `name`). */
function personName(person: JsonObject, repairs: Repairs): string {
  return plainText(
    textOf(person.public_name) ?? textOf(person.name) ?? textOf(person["#text"]),
    repairs,
  );
}

/** An id that stands for nobody: `0` (what a frab camp gives everyone who signed up in its wiki). */
const placeholderId = /^0+$/;

/**
 * Who each person is. The tool's id (pretalx's code, frab's number, the hub's GUID, in the
 * flavour's order) when it is one: not a placeholder such as `0`, and not shared by people of
 * different names. Otherwise the person is told apart by name and profile address, with an id
 * made from them, the same on every run (`0-3fa2b1c9`); the notes say how many and why.
 */
function personIdentities(events: readonly ListedEvent[], flavour: SourceFormat) {
  const fields = flavour === "frab" ? ["id", "code", "guid"] : ["code", "id", "guid"];
  const scratch = new Repairs();
  const namesById = new Map<string, Set<string>>();
  for (const { event } of events) {
    for (const person of objectsOf(event.persons)) {
      const name = personName(person, scratch);
      for (const field of fields) {
        const id = textOf(person[field]);
        if (!id) continue;
        const key = `${field}\u0000${id}`;
        namesById.set(key, (namesById.get(key) ?? new Set()).add(name));
      }
    }
  }
  // The ids made from names, by why the tool's id was no identity.
  const byReason = new Map<string, Set<string>>();
  const idOf = (person: JsonObject, name: string): string => {
    let firstId: string | undefined;
    for (const field of fields) {
      const id = textOf(person[field]);
      if (!id) continue;
      firstId ??= id;
      if (!placeholderId.test(id) && namesById.get(`${field}\u0000${id}`)!.size === 1) return id;
    }
    const hash = createHash("sha256")
      .update(`${name}\u0000${textOf(person.url) ?? ""}`)
      .digest("hex")
      .slice(0, 8);
    const id = `${firstId ?? "person"}-${hash}`;
    let reason = "have no id in the export";
    if (firstId !== undefined && placeholderId.test(firstId)) {
      reason = `share the placeholder id ${firstId}`;
    } else if (firstId !== undefined) {
      reason = `share the id ${firstId} with someone of another name`;
    }
    byReason.set(reason, (byReason.get(reason) ?? new Set()).add(id));
    return id;
  };
  const notes = () =>
    [...byReason].map(
      ([reason, ids]) => `${ids.size} people ${reason}: kept apart by name and profile address`,
    );
  return { idOf, notes };
}

/** The tool's id of a session, before duplicates are told apart. */
function sessionIdOf(event: JsonObject, flavour: SourceFormat): string | undefined {
  const fromUrl = /\/talk\/([A-Za-z0-9]+)\/?$/.exec(textOf(event.url) ?? "")?.[1];
  const pretalx = [textOf(event.code), fromUrl, textOf(event.guid), textOf(event.id)];
  const frab = [textOf(event.id), textOf(event.guid), textOf(event.code)];
  return (flavour === "pretalx" ? pretalx : frab).find(Boolean);
}

/** What a day-relative time says: the conference day's date, and the start or end on the clock. */
function relativeTo(dayDate: string, clock: WallClock): "same" | "next" | "other" {
  if (clock.date === dayDate) return "same";
  return clock.date === nextDate(dayDate) ? "next" : "other";
}

export interface C3vocOptions {
  /** --time-zone: the zone the organiser names, over the export's. */
  timeZone?: string;
  /** The site's zone, for an export with neither a zone name nor offsets. */
  siteTimeZone?: string;
}

/** Reads a schedule.json layout; throws an ImportError only for a file that is not a programme. */
export function readC3voc(json: unknown, options: C3vocOptions = {}): ImportedProgramme {
  const file = objectOf(json) ?? {};
  const schedule = objectOf(file.schedule) ?? {};
  const conference = objectOf(schedule.conference) ?? {};
  if (!listOf(conference.days).length) {
    throw new ImportError([
      "schedule.conference.days: the export lists no days, so it holds no programme",
    ]);
  }
  const repairs = new Repairs();
  const warnings: string[] = [];
  const base = baseUrlOf(schedule.base_url) ?? baseUrlOf(conference.base_url);
  const listed = listedEvents(conference);
  const flavour = flavourOf(file, listed.events);

  const problems: string[] = [];
  const starts = new Map<ListedEvent, ParsedTimestamp>();
  for (const entry of listed.events) {
    const where = pathText(entry.at);
    if (!plainText(textOf(entry.event.title), new Repairs())) {
      problems.push(`${where}.title: the event has no title`);
    }
    const start = writtenStart(entry);
    if (!start) {
      problems.push(
        `${where}.date: the event has no start (date ${shown(entry.event.date)}, start ${shown(entry.event.start)})`,
      );
    } else starts.set(entry, start);
  }
  if (problems.length) throw new ImportError(problems);

  const written: WrittenInstant[] = [...starts.values()].flatMap((start) =>
    start.offset
      ? [{ instant: instantOf(start, "UTC"), offsetMinutes: offsetMinutesOf(start.offset) }]
      : [],
  );
  const { zone, inferred, notes } = chooseZone(
    textOf(conference.time_zone_name),
    options.timeZone,
    written,
    options.siteTimeZone ?? "UTC",
  );
  warnings.push(...notes);

  const days = [...new Set(listed.days)].sort();
  if (days.length !== listed.days.length) {
    warnings.push(
      "schedule.conference.days: two days have the same date; their events are kept together",
    );
  }
  const rooms: string[] = [];
  const listedRooms = listOf(conference.rooms).flatMap((room) => {
    const name = plainText(textOf(objectOf(room)?.name) ?? textOf(room), repairs);
    return name ? [name] : [];
  });
  rooms.push(...new Set(listedRooms));
  const tracks = [
    ...new Set(
      listOf(conference.tracks).flatMap((track) => {
        const name = plainText(textOf(objectOf(track)?.name) ?? textOf(track), repairs);
        return name ? [name] : [];
      }),
    ),
  ];
  const recordingDefaults = roomRecordingDefaults(conference, new Repairs());
  const speakers = new Map<string, ImportedSpeaker>();
  const people = personIdentities(listed.events, flavour);
  const sessions: ImportedSession[] = [];
  const timeslot = durationMinutes(textOf(conference.timeslot_duration));
  let untimed = 0;
  let tooLong = 0;

  for (const entry of listed.events) {
    const { event, at } = entry;
    const where = pathText(at);
    const start = starts.get(entry)!;
    const startsAt = instantOf(start, zone);
    let minutes = durationMinutes(textOf(event.duration));
    if (minutes === undefined || minutes <= 0) {
      untimed += 1;
      minutes = timeslot && timeslot > 0 ? timeslot : 5;
    }
    const startClock = wallClockIn(startsAt, zone);
    let endClock = wallClockIn(new Date(+startsAt + minutes * 60_000), zone);
    let dayDate = entry.day.date;
    let startPlace = relativeTo(dayDate, startClock);
    if (startPlace === "other" && days.includes(startClock.date)) {
      warnings.push(
        `${where}: listed under ${dayDate} but starts on ${startClock.date}; it is put on that day`,
      );
      dayDate = startClock.date;
      startPlace = "same";
    } else if (startPlace === "other") {
      warnings.push(
        `${where} (${shown(textOf(event.title))}): starts on ${startClock.date}, outside its day ${dayDate} and every other day of the export; left out`,
      );
      continue;
    }
    if (relativeTo(dayDate, endClock) === "other") {
      // The site's days run to the next midnight at most.
      tooLong += 1;
      endClock = { date: nextDate(dayDate), time: "23:59" };
    }
    const room = plainText(textOf(event.room) ?? entry.roomKey, repairs) || entry.roomKey;
    if (!rooms.includes(room)) {
      rooms.push(room);
      if (listedRooms.length) {
        warnings.push(
          `${where}.room: ${shown(room)} is not in schedule.conference.rooms; the room is added`,
        );
      }
    }
    const track = plainText(textOf(event.track), repairs) || undefined;
    if (track && !tracks.includes(track)) tracks.push(track);
    const linked = linksOf(event, base, repairs);
    const speakerIds: string[] = [];
    for (const person of objectsOf(event.persons)) {
      const name = personName(person, repairs);
      if (!name) {
        warnings.push(`${where}.persons: a person without a name is left out`);
        continue;
      }
      const id = people.idOf(person, name);
      if (!speakerIds.includes(id)) speakerIds.push(id);
      if (!speakers.has(id)) {
        speakers.set(id, {
          sourceId: id,
          name,
          bio: siteText(textOf(person.biography), repairs),
          photoUrl: webUrl(textOf(person.avatar), base, repairs),
        });
      }
    }
    sessions.push({
      sourceId: sessionIdOf(event, flavour) ?? where,
      title: plainText(textOf(event.title), repairs),
      subtitle: plainText(textOf(event.subtitle), repairs) || undefined,
      date: dayDate,
      start: startClock.time,
      startsNextDay: startPlace === "next",
      end: endClock.time,
      endsNextDay: relativeTo(dayDate, endClock) === "next",
      room,
      type: plainText(textOf(event.type), repairs) || undefined,
      track,
      speakerIds,
      abstract: siteText(textOf(event.abstract), repairs),
      description: siteText(textOf(event.description), repairs),
      ...linksWithRecording(event, linked, recordingDefaults.get(room)),
      // The layout has no field for it: pretalx and frab leave cancelled talks out.
      cancelled: false,
    });
  }
  if (untimed) {
    warnings.push(`${untimed} sessions without a length were given ${timeslot ?? 5} minutes`);
  }
  if (tooLong)
    warnings.push(
      `${tooLong} sessions that run past the next midnight end at 23:59 the next day on the site`,
    );
  const notesAfter = [
    ...people.notes(),
    ...stableIds(sessions, "sessions"),
    ...overlapNote(sessions),
    ...sameNameNote([...speakers.values()]),
  ];
  return {
    format: flavour,
    timeZone: zone,
    ...(inferred ? { timeZoneInferred: true } : {}),
    days,
    rooms,
    tracks,
    sessions,
    speakers: [...speakers.values()],
    warnings: [...warnings, ...notesAfter, ...repairs.lines()],
  };
}
