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
