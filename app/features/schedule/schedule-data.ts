import type {
  Day,
  FloorKeyItem,
  FloorPlan,
  Room,
  ScheduleEvent,
  SessionType,
  SpeakerNameIds,
} from "#content/schema/programme.ts";

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

/** The speaker id for a name from the one name-to-id table; null when the name has none. */
export function resolveSpeakerId(name: string, nameIds: SpeakerNameIds): number | null {
  return Object.hasOwn(nameIds, name) ? nameIds[name]! : null;
}

export function toEventViews(
  events: readonly ScheduleEvent[],
  nameIds: SpeakerNameIds,
  imageOf: (id: number) => string | undefined,
): ScheduleEventView[] {
  return events.map(({ speakers, ...event }) => ({
    ...event,
    speakers: speakers.map(({ guest: _guest, ...speaker }) => {
      const id = resolveSpeakerId(speaker.name, nameIds);
      return { ...speaker, id, image: id === null ? null : (imageOf(id) ?? null) };
    }),
  }));
}

/** The day index for a `?day=` value; unknown or missing values give the first day. */
export function dayIndexFromSlug(slug: string | null, days: readonly Pick<Day, "slug">[]): number {
  const index = days.findIndex((day) => day.slug === slug?.toLowerCase());
  return index === -1 ? 0 : index;
}

export function eventsOfDay<T extends Pick<ScheduleEvent, "day" | "start">>(
  events: readonly T[],
  day: number,
): T[] {
  return events.filter((event) => event.day === day).sort((a, b) => a.start.localeCompare(b.start));
}
