// Build time only (React Router keeps .server modules out of the browser): the data of the
// schedule page and of each day's own page, which share one island (app/islands/schedule.tsx).
import { loadContent } from "#content/checked-content.ts";
import { settings } from "#content/settings.yml";
import type { ScheduleLayout } from "#app/features/schedule/day-view.tsx";
import {
  dayGridPath,
  dayPagePath,
  toEventViews,
  type ScheduleData,
} from "#app/features/schedule/schedule-data.ts";
import { selectedDayScript } from "#app/features/schedule/selected-day-script.ts";
import { scheduleDays, scheduleIntro } from "#app/features/schedule/schedule-text.ts";
import { sessionSubEvents, summitEvent } from "#app/features/schedule/structured-data.ts";
import type { ScheduleIslandProps } from "#app/islands/schedule.tsx";
import { plainExcerpt } from "#app/shared/lib/render-markdown.ts";

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

/** The whole programme (`pageDay` undefined), or one day's page with that day's sessions only. */
export function scheduleLoaderData(pageDay?: number, layout: ScheduleLayout = "list") {
  const content = loadContent();
  const { days, scheduleEvents, sessionTypes, tracks, speakers } = content;
  const { rooms, floorPlans, floorKey } = content;
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
  const island: ScheduleIslandProps = {
    ...schedule,
    ...(pageDay === undefined
      ? { selectedDayScript: selectedDayScript(days, settings.timeZone) }
      : { pageDay, ...(layout === "grid" ? { layout } : {}) }),
    intro: scheduleIntro(days, sessionTypes.length, settings),
  };
  return {
    island,
    structuredData: summitEvent(settings, days, sessionSubEvents(events, days, settings.siteUrl)),
  };
}

/** A day's own page: its list (/schedule/<day>) or its grid (/schedule/<day>/grid). */
export function dayPageLoaderData(daySlug: string, layout: ScheduleLayout) {
  const { days } = loadContent();
  const pageDay = days.findIndex((day) => day.slug === daySlug);
  if (pageDay === -1) throw new Response("No such day", { status: 404 });
  const data = scheduleLoaderData(pageDay, layout);
  const day = data.island.days[pageDay]!;
  const sessions = `${data.island.events.length} sessions`;
  return {
    ...data,
    path: layout === "grid" ? dayGridPath(day.slug) : dayPagePath(day.slug),
    title: layout === "grid" ? `Schedule grid: ${day.title}` : `Schedule: ${day.title}`,
    description:
      layout === "grid"
        ? `${day.title} at ${settings.summitName} by room and time: ${sessions}.`
        : `${day.title} at ${settings.summitName}: ${sessions}, with times, rooms and speakers.`,
  };
}
