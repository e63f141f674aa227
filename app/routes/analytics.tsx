import AnalyticsIsland from "#app/islands/analytics.tsx";
import { Island } from "#app/shared/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { privateRoomPaths } from "#app/shared/lib/private-area-paths.ts";

export const meta = () =>
  pageMeta({
    title: "Ticket Analytics",
    description: "Ticket analytics for speakers, partners and team members.",
    path: privateRoomPaths.ticketAnalytics,
    noindex: true,
  });

export default function AnalyticsRoute() {
  return <Island name="analytics" component={AnalyticsIsland} props={{}} />;
}
