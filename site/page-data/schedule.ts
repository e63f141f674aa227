// Build time: what the programme's pages are given (site/pages/schedule/): /schedule, each day's
// list (/schedule/<day>) and each day's room × time grid (/schedule/<day>/grid). The old build's
// loader (site/routes/schedule-loader.server.ts) builds its island's props from the same data.
import { settings } from "#content/settings.yml";
import type { ScheduleLayout } from "#site/features/schedule/day-view.tsx";
import {
  dayGridPath,
  dayPagePath,
  toEventViews,
  type ScheduleData,
} from "#site/features/schedule/schedule-data.ts";
import { scheduleDays, scheduleIntro } from "#site/features/schedule/schedule-text.ts";
import { sessionSubEvents, summitEvent } from "#site/features/schedule/structured-data.ts";
import { plainExcerpt } from "#site/shared/lib/render-markdown.ts";
import { listOf } from "./content.ts";

/**
 * Up to this many sessions, /schedule carries every day in its HTML (the tabs switch between
 * them at once). Measured at 0.55 KB gzip a session here and 1.2 KB at a Congress, 120 sessions
 * stay well inside the 150 KB budget of a page; a larger programme's /schedule carries its first
 * day and links to the other days' pages, like a day's page does.
 */
export const wholeProgrammeSessions = 120;

/** The day /schedule shows alone, or undefined when it shows the whole programme. */
export function scheduleLandingDay(sessionCount: number, limit = wholeProgrammeSessions) {
  return sessionCount > limit ? 0 : undefined;
}

export interface ProgrammeData {
  schedule: ScheduleData;
  /** The paragraph under the title. */
  intro: string;
  /** The summit with the page's sessions as sub-events. */
  structuredData: ReturnType<typeof summitEvent>;
}

/** The whole programme (`pageDay` undefined), or one day's page with that day's sessions only. */
export async function programmeData(pageDay?: number): Promise<ProgrammeData> {
  const [days, scheduleEvents, sessionTypes, tracks, speakers] = await Promise.all([
    listOf("days"),
    listOf("scheduleEvents"),
    listOf("sessionTypes"),
    listOf("tracks"),
    listOf("speakers"),
  ]);
  const [rooms, floorPlans, floorKey] = await Promise.all([
    listOf("rooms"),
    listOf("floorPlans"),
    listOf("floorKey"),
  ]);
  const imageById = new Map(speakers.map((speaker) => [speaker.id, speaker.image]));
  const ofPage =
    pageDay === undefined
      ? scheduleEvents
      : scheduleEvents.filter((event) => event.day === pageDay);
  // A card shows the opening words of the description; the session's own page has it all.
  const events = toEventViews(ofPage, (id) => imageById.get(id)).map((event) =>
    event.description ? { ...event, description: plainExcerpt(event.description) } : event,
  );
  const schedule: ScheduleData = {
    days: scheduleDays(days),
    tracks: tracks.map((track) => ({ name: track.name, day: track.days[0]! })),
    sessionTypes,
    events,
    rooms,
    floorPlans,
    floorKey,
  };
  return {
    schedule,
    intro: scheduleIntro(days, sessionTypes.length, settings),
    structuredData: summitEvent(settings, days, sessionSubEvents(events, days, settings.siteUrl)),
  };
}

/** /schedule: every day, or its first day alone for a programme too large for one page. */
export async function schedulePageData() {
  const pageDay = scheduleLandingDay((await listOf("scheduleEvents")).length);
  return {
    ...(await programmeData(pageDay)),
    pageDay,
    description: `The full programme of ${settings.summitName}, ${settings.dates.label}: keynotes, panels, breakouts and receptions, day by day.`,
  };
}

/** The days that have pages of their own: one list and one grid each (getStaticPaths). */
export async function dayPageParams() {
  return (await listOf("days")).map((day) => ({ params: { day: day.slug } }));
}

/** A day's own page: its list (/schedule/<day>) or its grid (/schedule/<day>/grid). */
export async function dayPageData(daySlug: string, layout: ScheduleLayout) {
  const days = await listOf("days");
  const pageDay = days.findIndex((day) => day.slug === daySlug);
  if (pageDay === -1) throw new Error(`There is no day "${daySlug}" in content/programme.yml.`);
  const data = await programmeData(pageDay);
  const day = data.schedule.days[pageDay]!;
  const sessions = `${data.schedule.events.length} sessions`;
  return {
    ...data,
    pageDay,
    path: layout === "grid" ? dayGridPath(day.slug) : dayPagePath(day.slug),
    title: layout === "grid" ? `Schedule grid: ${day.title}` : `Schedule: ${day.title}`,
    description:
      layout === "grid"
        ? `${day.title} at ${settings.summitName} by room and time: ${sessions}.`
        : `${day.title} at ${settings.summitName}: ${sessions}, with times, rooms and speakers.`,
  };
}
