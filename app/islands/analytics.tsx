import { settings } from "#content/settings.yml";
import { usePrivateData } from "#app/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";
import { AnalyticsView } from "#app/features/analytics/analytics-view.tsx";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";

// A private room's island (docs/decisions/020-islands.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export default function AnalyticsIsland() {
  return (
    <PrivateGate>
      <AnalyticsRoom />
    </PrivateGate>
  );
}

/**
 * The same island for the Astro page (site/pages/analytics.astro, `client:load`): Astro hydrates the
 * component itself, so it renders its own boundary, as IslandRoot does for the default export.
 */
export function AnalyticsAstroIsland() {
  return (
    <IslandBoundary name="analytics">
      <AnalyticsIsland />
    </IslandBoundary>
  );
}

function AnalyticsRoom() {
  const { analytics } = usePrivateData();
  return (
    <>
      <PageHeader title="Ticket Analytics" eyebrow="Private Rooms" />
      <AnalyticsView analytics={analytics} contactEmail={settings.contacts.team} />
    </>
  );
}
