import ScheduleIsland from "#app/islands/schedule.tsx";
import { Island } from "#framework/islands/island.tsx";
import type { Route } from "./+types/schedule-day-grid";
import { dayPageMeta } from "./schedule-day-meta.ts";
import { dayPageLoaderData } from "./schedule-loader.server.ts";

// Build time: a day's room × time grid (/schedule/<day>/grid), one page per day beside the day's
// list, so that the choice of layout is in the address and works without JavaScript.
export const loader = ({ params }: Route.LoaderArgs) => dayPageLoaderData(params.day, "grid");

export const meta = ({ loaderData }: Route.MetaArgs) => dayPageMeta(loaderData);

export default function ScheduleDayGridRoute({ loaderData }: Route.ComponentProps) {
  return <Island name="schedule" component={ScheduleIsland} props={loaderData.island} />;
}
