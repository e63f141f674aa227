import type { ScheduleEventView } from "./schedule-data.ts";

type Timed = Pick<ScheduleEventView, "id" | "day" | "start" | "end" | "endsNextDay">;

/** "HH:MM" of a session's end, counted past 24:00 when it ends the next day ("25:30"). */
export const endClock = (event: Pick<Timed, "end" | "endsNextDay">) =>
  event.endsNextDay ? `${+event.end.slice(0, 2) + 24}${event.end.slice(2)}` : event.end;

const overlaps = (a: Timed, b: Timed) =>
  a.day === b.day && a.start < endClock(b) && b.start < endClock(a);

/** For each starred session, the other starred sessions it overlaps in time. */
export function findClashes<T extends Timed>(starred: readonly T[]): Map<string, T[]> {
  const clashes = new Map<string, T[]>();
  for (const a of starred) {
    const others = starred.filter((b) => b.id !== a.id && overlaps(a, b));
    if (others.length > 0) clashes.set(a.id, others);
  }
  return clashes;
}

export interface NowAndNext {
  now: Set<string>;
  next: Set<string>;
}

/** Sessions running at `time`, and those that start next (all starting at the same moment). */
export function nowAndNext(events: readonly Timed[], time: string): NowAndNext {
  const now = new Set(
    events
      .filter((event) => event.start <= time && time < endClock(event))
      .map((event) => event.id),
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
