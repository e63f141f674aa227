import AnalyticsIsland from "#app/islands/analytics.tsx";
import { Island } from "#framework/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";

export const meta = () =>
  pageMeta({
    title: routeManifest.analytics.title,
    description: "Ticket analytics for speakers, partners and team members.",
    path: routeManifest.analytics.path,
    noindex: true,
  });

export default function AnalyticsRoute() {
  return <Island name="analytics" component={AnalyticsIsland} props={{}} />;
}
