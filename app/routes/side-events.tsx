import { loadContent } from "#content/checked-content.ts";
import { GetInvolvedNote } from "#app/features/side-events/get-involved-note.tsx";
import { NetworkingGallery } from "#app/features/side-events/networking-gallery.tsx";
import { SideEventsTable } from "#app/features/side-events/side-events-table.tsx";
import { sortSideEvents } from "#app/features/side-events/sort-side-events.ts";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import type { Route } from "./+types/side-events";

// Build time only: the table arrives already sorted by date.
export function loader() {
  const { getInvolved, networkingGallery, sideEvents } = loadContent();
  return { events: sortSideEvents(sideEvents), gallery: networkingGallery, getInvolved };
}

export const meta = () =>
  pageMeta({
    title: routeManifest.sideEvents.title,
    description:
      "Meetups, hack nights, receptions and runs around the summit week, with venues, dates and registration links.",
    path: routeManifest.sideEvents.path,
  });

export default function SideEventsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="SIDE EVENTS" />
      <div className="container section">
        <SideEventsTable events={loaderData.events} />
        <NetworkingGallery items={loaderData.gallery} />
        <GetInvolvedNote note={loaderData.getInvolved} />
      </div>
    </>
  );
}
