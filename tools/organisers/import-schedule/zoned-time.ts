// Wall-clock times in an IANA time zone, with Intl only (no Temporal, no library): the importer
// turns exported instants into the "HH:MM" local times the content files hold. The site's own
// conversions (site/features/schedule/event-time.ts) do the zone arithmetic.
import {
  eventClock,
  nextIsoDate,
  zoneOffsetMinutes,
} from "../../../site/features/schedule/event-time.ts";

export interface WallClock {
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
  /** Local time, HH:MM (24-hour). */
  time: string;
}

/** True when the runtime knows the zone (Intl throws a RangeError for an unknown one). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The local date and time of an instant in a zone; daylight-saving changes come from Intl's tz data. */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const { isoDate, time } = eventClock(instant, timeZone);
  return { date: isoDate, time };
}

const offsetTimestamp =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The wall clock a timestamp was written in: "2025-10-25T23:30:00+02:00" is 23:30 on the 25th,
 * whatever zone this machine is in. Used when an export names no zone but writes offsets.
 */
export function wallClockAsWritten(timestamp: string): WallClock | undefined {
  const match = offsetTimestamp.exec(timestamp);
  if (!match) return undefined;
  return { date: match[1]!, time: `${match[2]}:${match[3]}` };
}

/**
 * An IANA name for a fixed offset: "+00:00" is UTC, "+02:00" is Etc/GMT-2 (the Etc names count
 * the other way round). Undefined for offsets that are not whole hours, which have no Etc name.
 */
export function zoneForFixedOffset(offset: string): string | undefined {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match || match[3] !== "00") return undefined;
  const hours = Number(match[2]);
  if (hours === 0) return "UTC";
  return `Etc/GMT${match[1] === "+" ? "-" : "+"}${hours}`;
}

/** English weekday of a calendar date ("2025-10-26" is a Sunday); the zone does not matter. */
export function weekdayOf(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/**
 * Minutes in a duration as tools write it: "1:00", "01:00", "01:00:00", "0:45", or whole minutes
 * ("90"); undefined when it is none of these.
 */
export function durationMinutes(duration: string | undefined): number | undefined {
  const match = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(duration ?? "");
  if (match) {
    return Number(match[1]) * 60 + Number(match[2]) + (match[3] ? Number(match[3]) / 60 : 0);
  }
  return duration && /^\d+$/.test(duration) ? Number(duration) : undefined;
}

/** The calendar date after a date. */
export const nextDate = nextIsoDate;

/** Zones tried first when several match an export's offsets: the names an organiser expects. */
const preferredZones = [
  "Europe/London",
  "Europe/Berlin",
  "Europe/Paris",
  "Europe/Brussels",
  "Europe/Amsterdam",
  "Europe/Vienna",
  "Europe/Zurich",
  "Europe/Helsinki",
  "Europe/Athens",
  "Europe/Lisbon",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "America/Sao_Paulo",
  "Asia/Kolkata",
  "Asia/Tokyo",
  "Asia/Singapore",
  "Australia/Sydney",
  "Pacific/Auckland",
];

/** An instant and the offset (minutes east of UTC) an export wrote for it. */
export interface WrittenInstant {
  instant: Date;
  offsetMinutes: number;
}

/** Minutes east of UTC in "+02:00" / "-05:30" / "Z". */
export function offsetMinutesOf(offset: string): number {
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(offset === "Z" ? "+00:00" : offset);
  if (!match) return Number.NaN;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** How many of the written instants carry an offset other than the zone's at that instant. */
export function offsetsDisagreeing(zone: string, written: readonly WrittenInstant[]): number {
  return written.filter((w) => zoneOffsetMinutes(w.instant, zone) !== w.offsetMinutes).length;
}

/**
 * The first zone, preferred names first, whose offset at every written instant is the one the
 * export wrote: a zone that keeps every session at its instant and names the clock change the
 * export shows. Undefined when no zone matches.
 */
export function zoneMatchingOffsets(written: readonly WrittenInstant[]): string | undefined {
  const all = Intl.supportedValuesOf("timeZone");
  const candidates = [...preferredZones, ...all.filter((zone) => !preferredZones.includes(zone))];
  // The first and last instant of each offset stand for the rest: an event spans days, and a
  // zone changes its offset at most once or twice in that time. Checking every session against
  // every zone would be 400 × 1,400 formatter calls.
  const bounds = new Map<number, WrittenInstant[]>();
  for (const w of written) {
    const [first, last] = bounds.get(w.offsetMinutes) ?? [w, w];
    bounds.set(w.offsetMinutes, [
      w.instant < first!.instant ? w : first!,
      w.instant > last!.instant ? w : last!,
    ]);
  }
  const checked = [...bounds.values()].flat();
  return candidates.find((zone) => offsetsDisagreeing(zone, checked) === 0);
}
