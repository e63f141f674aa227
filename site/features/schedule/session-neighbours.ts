// Build time: what else is on while a session runs, and what comes next in its room, for the
// session's page (docs/decisions/045-what-else-on-a-session-page.md). The programme is indexed
// by day once; each page then scans at most three days' sessions (its own, the evening before and
// the day after, for sessions across midnight), never the whole programme.
import { minutesOfDay } from "#content/schema/clock-time.ts";
import type { Day, ScheduleEvent } from "#content/schema/programme.ts";
import { localIsoString, nextIsoDate } from "./event-time.ts";

type Timed = Pick<
  ScheduleEvent,
  | "id"
  | "day"
  | "start"
  | "end"
  | "startsNextDay"
  | "endsNextDay"
  | "title"
  | "location"
  | "cancelled"
>;

/** Another session as the page lists it: its times as the event's clock shows them, and marked. */
export interface NeighbourSession {
  id: string;
  title: string;
  location: string;
  cancelled: boolean;
  /** "HH:MM" at the event. */
  start: string;
  end: string;
  /** The same instants in full, with the event's offset, for `<time datetime>`. */
  startIso: string;
  endIso: string;
  /**
   * Where its start is not on the calendar date of the page's day: "next day" (a night session)
   * or "day before"; or where only its end is past midnight.
   */
  dayNote?: "next day" | "day before" | "ends next day";
}

export interface SessionNeighbours {
  /** Sessions in other rooms that overlap this one, by start; at most `maxConcurrent`. */
  concurrent: NeighbourSession[];
  /** How many more overlap than the list shows. */
  concurrentMore: number;
  /** The next sessions in the same room on the same day, by start. */
  nextInRoom: NeighbourSession[];
}

/**
 * The longest "At the same time" list. At a congress, an hour's talk overlaps some sixty sessions
 * and an all-day assembly every session of its day: the list keeps those starting closest to this
 * one, and the day's grid shows the rest.
 */
export const maxConcurrent = 12;

/** The next sessions in a room a page lists. */
export const maxNextInRoom = 2;

interface Entry<T extends Timed> {
  event: T;
  /** Minutes since 1970-01-01 00:00 on the event's wall clock: comparable across days. */
  from: number;
  to: number;
  /** The calendar date the session starts on. */
  startDate: string;
  /** Its start and end as full instants, worked out the first time a page lists it. */
  iso?: { start: string; end: string; endDate: string };
}

const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/** The programme indexed once: each day's sessions by start, and where each session is. */
export function neighbourIndex<T extends Timed>(
  events: readonly T[],
  days: readonly Pick<Day, "id" | "date">[],
  timeZone: string,
) {
  const dateOf = new Map(days.map((day) => [day.id, day.date]));
  const byDay = new Map<number, Entry<T>[]>();
  const byId = new Map<string, Entry<T>>();
  for (const event of events) {
    const date = dateOf.get(event.day);
    if (date === undefined) continue;
    const midnight = dayNumber(date) * 24 * 60;
    const entry: Entry<T> = {
      event,
      from: midnight + minutesOfDay(event.start, event.startsNextDay),
      to: midnight + minutesOfDay(event.end, event.endsNextDay),
      startDate: event.startsNextDay ? nextIsoDate(date) : date,
    };
    byId.set(event.id, entry);
    const list = byDay.get(event.day) ?? [];
    list.push(entry);
    byDay.set(event.day, list);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.from - b.from || a.to - b.to);
  // The days whose sessions can overlap a day's: itself and the calendar days either side.
  const nearDays = new Map(
    days.map((day) => [
      day.id,
      days
        .filter((other) => Math.abs(dayNumber(other.date) - dayNumber(day.date)) <= 1)
        .map((other) => other.id),
    ]),
  );

  // Each instant asks Intl for the zone's offset a few times: once per session, not once per
  // page that lists it (at a congress, a session is on some thirty pages).
  const instants = (entry: Entry<T>) => {
    if (!entry.iso) {
      const { event, startDate } = entry;
      const endDate =
        event.endsNextDay && !event.startsNextDay ? nextIsoDate(startDate) : startDate;
      entry.iso = {
        start: localIsoString(startDate, event.start, timeZone),
        end: localIsoString(endDate, event.end, timeZone),
        endDate,
      };
    }
    return entry.iso;
  };

  const shown = (entry: Entry<T>, pageDate: string): NeighbourSession => {
    const { event } = entry;
    const iso = instants(entry);
    const dayNote =
      entry.startDate > pageDate
        ? "next day"
        : entry.startDate < pageDate
          ? "day before"
          : iso.endDate > pageDate
            ? "ends next day"
            : undefined;
    return {
      id: event.id,
      title: event.title,
      location: event.location,
      cancelled: event.cancelled === true,
      start: event.start,
      end: event.end,
      startIso: iso.start,
      endIso: iso.end,
      ...(dayNote ? { dayNote } : {}),
    };
  };

  /** What else is on while the session `id` runs, and what follows it in its room. */
  return function neighboursOf(id: string): SessionNeighbours {
    const self = byId.get(id);
    if (!self) return { concurrent: [], concurrentMore: 0, nextInRoom: [] };
    const overlapping: Entry<T>[] = [];
    for (const dayId of nearDays.get(self.event.day) ?? []) {
      for (const other of byDay.get(dayId) ?? []) {
        // Sorted by start: nothing later in this day's list can overlap.
        if (other.from >= self.to) break;
        if (other.to <= self.from) continue;
        if (other.event.id === id || other.event.location === self.event.location) continue;
        overlapping.push(other);
      }
    }
    const closest = overlapping
      .sort((a, b) => Math.abs(a.from - self.from) - Math.abs(b.from - self.from))
      .slice(0, maxConcurrent)
      .sort(
        (a, b) =>
          a.from - b.from || a.to - b.to || a.event.location.localeCompare(b.event.location),
      );
    const nextInRoom = (byDay.get(self.event.day) ?? [])
      .filter((other) => other.event.location === self.event.location && other.from > self.from)
      .slice(0, maxNextInRoom);
    // The page names its conference day ("Friday, 00:30"): notes are relative to that date.
    const pageDate = dateOf.get(self.event.day)!;
    return {
      concurrent: closest.map((entry) => shown(entry, pageDate)),
      concurrentMore: overlapping.length - closest.length,
      nextInRoom: nextInRoom.map((entry) => shown(entry, pageDate)),
    };
  };
}
