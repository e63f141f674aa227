import { settings } from "#content/settings.yml";
import { usePrivateData } from "#site/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#site/features/private-area/private-gate.tsx";
import { IslandBoundary } from "#site/shared/errors/island-boundary.tsx";
import { AnalyticsView } from "#site/features/analytics/analytics-view.tsx";
import { PageHeader } from "#site/shared/ui/page-header.tsx";

// A private room's island, hydrated by its page in site/pages/ (`client:idle`) inside its error
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
