import { loadContent } from "#content/checked-content.ts";
import { settings } from "#content/settings.yml";
import ScheduleIsland from "#app/islands/schedule.tsx";
import { Island } from "#framework/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";
import type { Route } from "./+types/schedule";
import { scheduleLandingDay, scheduleLoaderData } from "./schedule-loader.server.ts";

export function loader() {
  return {
    ...scheduleLoaderData(scheduleLandingDay(loadContent().scheduleEvents.length)),
    description: `The full programme of ${settings.summitName}, ${settings.dates.label}: keynotes, panels, breakouts and receptions, day by day.`,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title: routeManifest.schedule.title,
    description: loaderData.description,
    path: routeManifest.schedule.path,
  }),
  { "script:ld+json": loaderData.structuredData },
];

export default function ScheduleRoute({ loaderData }: Route.ComponentProps) {
  return <Island name="schedule" component={ScheduleIsland} props={loaderData.island} />;
}
