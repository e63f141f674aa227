import { loadContent } from "#content/load/content.ts";
import { settings } from "#content/settings.yml";
import ScheduleIsland from "#app/islands/schedule.tsx";
import { Island } from "#app/shared/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import type { Route } from "./+types/schedule-day";
import { scheduleLoaderData } from "./schedule-loader.server.ts";

// Build time: one page per day (/schedule/<day>), listed in react-router.config.ts. A shared link
// to a day shows that day from its HTML, and the page carries that day's sessions only.
export function loader({ params }: Route.LoaderArgs) {
  const { days } = loadContent();
  const pageDay = days.findIndex((day) => day.slug === params.day);
  if (pageDay === -1) throw new Response("No such day", { status: 404 });
  const data = scheduleLoaderData(pageDay);
  const day = data.island.days[pageDay]!;
  return {
    ...data,
    path: `/schedule/${day.slug}`,
    title: `Schedule: ${day.title}`,
    description: `${day.title} at ${settings.summitName}: ${data.island.events.length} sessions, with times, rooms and speakers.`,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    path: loaderData.path,
  }),
  { "script:ld+json": loaderData.structuredData },
];

export default function ScheduleDayRoute({ loaderData }: Route.ComponentProps) {
  return <Island name="schedule" component={ScheduleIsland} props={loaderData.island} />;
}
