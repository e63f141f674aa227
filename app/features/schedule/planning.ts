import type { ScheduleEvent } from "#content/schema/programme.ts";

// The fields come from the content's type, which schedule-data.ts's view shares: schedule-data.ts
// imports this module, so this module does not import it.
type Timed = Pick<ScheduleEvent, "id" | "day" | "start" | "end" | "startsNextDay" | "endsNextDay">;

/** "HH:MM" counted past 24:00 when it is on the next day ("25:30"), so that strings compare. */
const pastMidnight = (time: string, nextDay: boolean | undefined) =>
  nextDay ? `${+time.slice(0, 2) + 24}${time.slice(2)}` : time;

/** A session's start on its day's clock: a night session starts after 24:00. */
export const startClock = (event: Pick<Timed, "start" | "startsNextDay">) =>
  pastMidnight(event.start, event.startsNextDay);

/** A session's end on its day's clock ("25:30" when it ends the next day). */
export const endClock = (event: Pick<Timed, "end" | "endsNextDay">) =>
  pastMidnight(event.end, event.endsNextDay);

const overlaps = (a: Timed, b: Timed) =>
  a.day === b.day && startClock(a) < endClock(b) && startClock(b) < endClock(a);

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
      .filter((event) => startClock(event) <= time && time < endClock(event))
      .map((event) => event.id),
  );
  const upcoming = events.filter((event) => startClock(event) > time);
  const nextStart = upcoming.reduce<string | null>(
    (first, event) => (first === null || startClock(event) < first ? startClock(event) : first),
    null,
  );
  const next = new Set(
    upcoming.filter((event) => startClock(event) === nextStart).map((event) => event.id),
  );
  return { now, next };
}
