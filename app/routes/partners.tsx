import { loadContent } from "#content/checked-content.ts";
import { groupPartners } from "#app/features/partners/group-partners.ts";
import { PartnerGroupSection } from "#app/features/partners/partner-group-section.tsx";
import { PartnerNotes } from "#app/features/partners/partner-notes.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import type { Route } from "./+types/partners";

// Build time only: the page receives the partners already grouped by category.
export function loader() {
  return { groups: groupPartners(loadContent().partners) };
}

export const meta = () =>
  pageMeta({
    title: routeManifest.partners.title,
    description:
      "The gold and silver sponsors and official partners who make the summit possible, and how your organisation can join them.",
    path: routeManifest.partners.path,
  });

export default function PartnersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="PARTNERS & SPONSORS" />
      <div className="container section">
        {loaderData.groups.map((group) => (
          <PartnerGroupSection key={group.category} group={group} />
        ))}
        <PartnerNotes />
      </div>
    </>
  );
}
