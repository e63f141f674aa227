import type {
  Day,
  FloorKeyItem,
  FloorPlan,
  Room,
  ScheduleEvent,
  SessionType,
} from "#content/schema/programme.ts";
import { startClock } from "./planning.ts";

/** A speaker as an event card shows them: linked and with a photo when they have a speaker page. */
export interface ScheduleSpeaker {
  id: number | null;
  name: string;
  title?: string;
  organization?: string;
  affiliation?: string;
  image: string | null;
}

export type ScheduleEventView = Omit<ScheduleEvent, "speakers"> & { speakers: ScheduleSpeaker[] };

/** A day as the schedule page shows it; the loader writes the labels (schedule-text.ts). */
export interface ScheduleDay extends Day {
  /** The day tab, e.g. "Tuesday 28 Oct". */
  tabLabel: string;
  /** The day's heading, e.g. "Tuesday, 28 October 2025". */
  title: string;
}

export interface ScheduleTrack {
  name: string;
  day: number;
}

/** Everything the schedule page shows, prepared at build time. */
export interface ScheduleData {
  days: ScheduleDay[];
  tracks: ScheduleTrack[];
  sessionTypes: SessionType[];
  events: ScheduleEventView[];
  rooms: Room[];
  floorPlans: FloorPlan[];
  floorKey: FloorKeyItem[];
}

/** Sessions as cards show them: each speaker with their photo; guests with neither id nor photo. */
export function toEventViews(
  events: readonly ScheduleEvent[],
  imageOf: (id: number) => string | undefined,
): ScheduleEventView[] {
  return events.map(({ speakers, ...event }) => ({
    ...event,
    speakers: speakers.map(({ guest: _guest, id, ...speaker }) => ({
      ...speaker,
      id: id ?? null,
      image: id === undefined ? null : (imageOf(id) ?? null),
    })),
  }));
}

/** A day's own page: the address a shared link to the day uses. */
export const dayPagePath = (daySlug: string) => `/schedule/${daySlug}`;

/** A day's room × time grid: the list/grid choice is part of the address. */
export const dayGridPath = (daySlug: string) => `/schedule/${daySlug}/grid`;

/** The day index for a `?day=` value; unknown or missing values give the first day. */
export function dayIndexFromSlug(slug: string | null, days: readonly Pick<Day, "slug">[]): number {
  const index = days.findIndex((day) => day.slug === slug?.toLowerCase());
  return index === -1 ? 0 : index;
}

/** A day's sessions by start; a night session (after midnight) after the evening's. */
export function eventsOfDay<T extends Pick<ScheduleEvent, "day" | "start" | "startsNextDay">>(
  events: readonly T[],
  day: number,
): T[] {
  return events
    .filter((event) => event.day === day)
    .sort((a, b) => startClock(a).localeCompare(startClock(b)));
}
