import type { ScheduleEventView } from "./schedule-data.ts";

type Timed = Pick<ScheduleEventView, "id" | "day" | "start" | "end">;

const overlaps = (a: Timed, b: Timed) => a.day === b.day && a.start < b.end && b.start < a.end;

/** For each starred session, the other starred sessions it overlaps in time. */
export function findClashes<T extends Timed>(starred: readonly T[]): Map<string, T[]> {
  const clashes = new Map<string, T[]>();
  for (const a of starred) {
    const others = starred.filter((b) => b.id !== a.id && overlaps(a, b));
    if (others.length > 0) clashes.set(a.id, others);
  }
  return clashes;
}

export interface ScheduleFilters {
  track: string | null;
  /** Session type id, as written in the URL. */
  type: string | null;
  room: string | null;
  query: string;
}

export const noFilters: ScheduleFilters = { track: null, type: null, room: null, query: "" };

export function filtersFromSearchParams(params: URLSearchParams): ScheduleFilters {
  return {
    track: params.get("track") || null,
    type: params.get("type") || null,
    room: params.get("room") || null,
    // Long input is cut, not refused: nothing in the programme is longer than this.
    query: (params.get("q") ?? "").slice(0, 200),
  };
}

export function isFiltering(filters: ScheduleFilters): boolean {
  return Boolean(filters.track || filters.type || filters.room || filters.query.trim());
}

/** Case-insensitive plain-substring search (never a regular expression) plus exact filters. */
export function matchesFilters(event: ScheduleEventView, filters: ScheduleFilters): boolean {
  if (filters.track && event.track !== filters.track) return false;
  if (filters.type && String(event.sessionTypeId ?? "") !== filters.type) return false;
  if (
    filters.room &&
    event.location !== filters.room &&
    !event.breakoutRooms.some((b) => b.room === filters.room)
  ) {
    return false;
  }
  const needle = filters.query.trim().toLocaleLowerCase("en-GB");
  if (!needle) return true;
  const haystack = [
    event.title,
    event.description,
    event.chair?.name,
    event.chair?.organization,
    ...event.speakers.flatMap((speaker) => [speaker.name, speaker.organization]),
    ...event.breakoutRooms.map((breakout) => breakout.topic),
  ]
    .filter(Boolean)
    .join("\n")
    .toLocaleLowerCase("en-GB");
  return haystack.includes(needle);
}

export interface LondonClock {
  isoDate: string;
  /** "HH:MM", London wall-clock time. */
  time: string;
}

export function londonClock(now: Date): LondonClock {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return {
    isoDate: `${get("year")}-${get("month")}-${get("day")}`,
    time: `${get("hour")}:${get("minute")}`,
  };
}

export interface NowAndNext {
  now: Set<string>;
  next: Set<string>;
}

/** Sessions running at `time`, and those that start next (all starting at the same moment). */
export function nowAndNext(events: readonly Timed[], time: string): NowAndNext {
  const now = new Set(
    events.filter((event) => event.start <= time && time < event.end).map((event) => event.id),
  );
  const upcoming = events.filter((event) => event.start > time);
  const nextStart = upcoming.reduce<string | null>(
    (first, event) => (first === null || event.start < first ? event.start : first),
    null,
  );
  const next = new Set(
    upcoming.filter((event) => event.start === nextStart).map((event) => event.id),
  );
  return { now, next };
}
