import { loadContent } from "#content/checked-content.ts";
import { SponsorshipContact } from "#app/features/become-a-sponsor/sponsorship-contact.tsx";
import { SponsorshipTabs } from "#app/features/become-a-sponsor/sponsorship-tabs.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import type { Route } from "./+types/become-a-sponsor";

// Build time only: the offer reaches the page as data, never as part of the code.
export function loader() {
  return { offer: loadContent().sponsorship };
}

export const meta = () =>
  pageMeta({
    title: routeManifest.becomeASponsor.title,
    description:
      "Sponsor the summit: who attends, the benefits, and every sponsorship tier, ticket grant, corporate grant and dedicated sponsorship with its price.",
    path: routeManifest.becomeASponsor.path,
  });

export default function BecomeASponsorRoute({ loaderData }: Route.ComponentProps) {
  const { offer } = loaderData;
  return (
    <>
      <PageHeader title="BECOME A SPONSOR" />
      <div className="container section">
        <SponsorshipTabs offer={offer} />
        <SponsorshipContact contact={offer.contact} />
      </div>
    </>
  );
}
