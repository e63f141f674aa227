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

/**
 * The sessions on the calendar date of day `day`: its own (tonight's after 24:00 included), and
 * the day before's that reach into it, its night sessions as they are and those that run past
 * midnight from 00:00.
 */
export function sessionsOnDate<T extends Timed>(events: readonly T[], day: number): T[] {
  return [
    ...events.filter((event) => event.day === day),
    ...events
      .filter((event) => event.endsNextDay && event.day === day - 1)
      .map((event) => ({
        ...event,
        start: event.startsNextDay ? event.start : "00:00",
        startsNextDay: undefined,
        endsNextDay: undefined,
      })),
  ];
}

export interface LiveProgramme extends NowAndNext {
  /** Today's day index by the clock at the event, on an event day. */
  today: number;
  /** The session to jump to: running now, else the first of the next ones. */
  target: string | undefined;
}

/** Today's day index by the clock at the event, or null outside the event's days. */
export function eventDayIndex(
  days: readonly { date: string }[],
  clock: { isoDate: string } | null,
): number | null {
  const today = clock ? days.findIndex((day) => day.date === clock.isoDate) : -1;
  return today === -1 ? null : today;
}

/**
 * Now and next by the clock at the event (`isoDate` and `time` as event-time.ts's eventClock gives
 * them), among these sessions; null outside the event's days.
 */
export function liveProgramme(
  events: readonly Timed[],
  days: readonly { date: string }[],
  clock: { isoDate: string; time: string } | null,
): LiveProgramme | null {
  const today = eventDayIndex(days, clock);
  if (!clock || today === null) return null;
  const live = nowAndNext(sessionsOnDate(events, today), clock.time);
  return { ...live, today, target: [...live.now][0] ?? [...live.next][0] };
}
