import ScheduleIsland from "#app/islands/schedule.tsx";
import { Island } from "#framework/islands/island.tsx";
import type { Route } from "./+types/schedule-day";
import { dayPageMeta } from "./schedule-day-meta.ts";
import { dayPageLoaderData } from "./schedule-loader.server.ts";

// Build time: one page per day (/schedule/<day>), listed in react-router.config.ts. A shared link
// to a day shows that day from its HTML, and the page carries that day's sessions only. Its room ×
// time grid is a page of its own: routes/schedule-day-grid.tsx.
export const loader = ({ params }: Route.LoaderArgs) => dayPageLoaderData(params.day, "list");

export const meta = ({ loaderData }: Route.MetaArgs) => dayPageMeta(loaderData);

export default function ScheduleDayRoute({ loaderData }: Route.ComponentProps) {
  return <Island name="schedule" component={ScheduleIsland} props={loaderData.island} />;
}
