import { settings } from "#content/settings.yml";
import { usePrivateData } from "#app/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";
import { AnalyticsView } from "#app/features/analytics/analytics-view.tsx";
import { PageHeader } from "#app/shared/ui/page-header.tsx";

// A private room's island (docs/decisions/020-islands.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export default function AnalyticsIsland() {
  return (
    <PrivateGate>
      <AnalyticsRoom />
    </PrivateGate>
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
