/**
 * Times in the content are wall-clock times at the event (docs/product/decisions.md §10), in the
 * IANA time zone of settings.yml `timeZone`. These helpers turn them into instants and back, across
 * clock changes.
 */

/**
 * One formatter a zone: making one costs milliseconds, and the build marks every time of every
 * page with its instant (docs/decisions/042), several conversions a session.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of a zone at an instant, as numbers. */
function zonedFields(instant: Date, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return {
    isoDate: `${get("year")}-${get("month")}-${get("day")}`,
    time: `${get("hour")}:${get("minute")}`,
  };
}

const naiveUtc = (isoDate: string, time: string) => Date.parse(`${isoDate}T${time}:00Z`);

/** The zone's offset from UTC at an instant, in minutes (e.g. 60 for BST). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const { isoDate, time } = zonedFields(instant, timeZone);
  return (naiveUtc(isoDate, time) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000;
}

/** The instant of a wall-clock time at the event, e.g. ("2025-10-28", "09:00"). */
export function wallClockToUtc(isoDate: string, time: string, timeZone: string): Date {
  const asIfUtc = naiveUtc(isoDate, time);
  // The offset of the naive instant is right except within an hour of a clock change, where the
  // offset at the corrected instant is the one that applies.
  const first = zoneOffsetMinutes(new Date(asIfUtc), timeZone);
  const second = zoneOffsetMinutes(new Date(asIfUtc - first * 60_000), timeZone);
  return new Date(asIfUtc - second * 60_000);
}

/** The same instant written in the event's local time with its offset: 2025-10-28T09:00:00+00:00. */
export function localIsoString(isoDate: string, time: string, timeZone: string): string {
  const offset = zoneOffsetMinutes(wallClockToUtc(isoDate, time, timeZone), timeZone);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${isoDate}T${time}:00${sign}${hours}:${minutes}`;
}

/** The calendar day after an ISO date. */
export function nextIsoDate(isoDate: string): string {
  return new Date(naiveUtc(isoDate, "12:00") + 86_400_000).toISOString().slice(0, 10);
}

export interface EventClock {
  isoDate: string;
  /** "HH:MM", the wall-clock time at the event. */
  time: string;
}

/** What the clocks at the event show at an instant. */
export function eventClock(now: Date, timeZone: string): EventClock {
  return zonedFields(now, timeZone);
}

/** How far a zone's clock can be from UTC: 14 hours ahead (Kiribati), 12 behind (Baker Island). */
const zoneAheadMs = 14 * 3_600_000;
const zoneBehindMs = 12 * 3_600_000;

/**
 * The first and last instants (ms) at which a clock somewhere can show one of these dates: outside
 * them, no zone's clock does, and nothing needs to ask Intl (its first use with a time zone loads
 * the zone data: 70-200 ms of a phone's main thread).
 */
export function datesWindow(isoDates: readonly string[]): { from: number; to: number } {
  const starts = isoDates.map((isoDate) => Date.parse(`${isoDate}T00:00:00Z`));
  return {
    from: Math.min(...starts) - zoneAheadMs,
    to: Math.max(...starts) + 86_400_000 + zoneBehindMs,
  };
}

/** The clock at the event, or null when it cannot show any of these dates (without Intl). */
export function eventClockOn(
  now: Date,
  isoDates: readonly string[],
  timeZone: string,
): EventClock | null {
  const { from, to } = datesWindow(isoDates);
  const time = now.getTime();
  return time >= from && time < to ? eventClock(now, timeZone) : null;
}
