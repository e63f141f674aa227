// Build time only (React Router keeps .server modules out of the browser): the data of the
// schedule page and of each day's own page, which share one island (app/islands/schedule.tsx).
// The programme's data itself is the Astro pages' (site/page-data/schedule.ts): this module only
// shapes it into the old island's props, until the old build goes.
import { loadContent } from "#content/checked-content.ts";
import { settings } from "#content/settings.yml";
import type { ScheduleLayout } from "#app/features/schedule/day-view.tsx";
import { dayGridPath, dayPagePath } from "#app/features/schedule/schedule-data.ts";
import { selectedDayScript } from "#app/features/schedule/selected-day-script.ts";
import type { ScheduleIslandProps } from "#app/islands/schedule.tsx";
import { programmeData } from "../../site/page-data/schedule.ts";

export { scheduleLandingDay, wholeProgrammeSessions } from "../../site/page-data/schedule.ts";

/** The whole programme (`pageDay` undefined), or one day's page with that day's sessions only. */
export function scheduleLoaderData(pageDay?: number, layout: ScheduleLayout = "list") {
  const { days } = loadContent();
  const { schedule, intro, structuredData } = programmeData(pageDay);
  const island: ScheduleIslandProps = {
    ...schedule,
    ...(pageDay === undefined
      ? { selectedDayScript: selectedDayScript(days, settings.timeZone) }
      : { pageDay, ...(layout === "grid" ? { layout } : {}) }),
    intro,
  };
  return { island, structuredData };
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
