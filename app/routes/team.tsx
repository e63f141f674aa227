import { loadContent } from "#content/checked-content.ts";
import { groupTeam } from "#app/features/team/group-team.ts";
import { TeamContactCard } from "#app/features/team/team-contact-card.tsx";
import { TeamSection } from "#app/features/team/team-section.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import type { Route } from "./+types/team";

// Build time only: the page receives the team already grouped into its three sections.
export function loader() {
  return { sections: groupTeam(loadContent().teamMembers) };
}

export const meta = () =>
  pageMeta({
    title: routeManifest.team.title,
    description:
      "The executive team, session chairs and core team who organise the summit: who they are, what they do and how to reach them.",
    path: routeManifest.team.path,
  });

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="ORGANIZING TEAM" />
      <div className="container section">
        {loaderData.sections.map((section, index) => (
          <TeamSection key={section.id} section={section} first={index === 0} />
        ))}
        <TeamContactCard />
      </div>
    </>
  );
}
