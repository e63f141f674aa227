import { settings } from "#content/settings.yml";
import { usePrivateData } from "#app/features/private-area/private-data-context.ts";
import { TicketAnalyticsView } from "#app/features/ticket-analytics/ticket-analytics-view.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";

export const meta = () =>
  pageMeta({
    title: "Ticket Analytics",
    description: "Ticket analytics for speakers, partners and team members.",
    path: "/analytics",
    noindex: true,
  });

export default function AnalyticsRoute() {
  const { analytics } = usePrivateData();
  return (
    <>
      <PageHeader title="Ticket Analytics" eyebrow="Private Rooms" />
      <TicketAnalyticsView analytics={analytics} contactEmail={settings.contacts.team} />
    </>
  );
}
