import { settings } from "#content/settings.yml";
import { usePrivateData } from "#app/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";
import { AnalyticsView } from "#app/features/analytics/analytics-view.tsx";
import { PageHeader } from "#app/shared/ui/page-header.tsx";

// A private room's island, hydrated by its page in site/pages/ (`client:load`) inside its error
// boundary (docs/decisions/034-astro.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export function AnalyticsIsland() {
  return (
    <IslandBoundary name="analytics">
      <PrivateGate>
        <AnalyticsRoom />
      </PrivateGate>
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
