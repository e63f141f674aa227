import { loadContent } from "#content/checked-content.ts";
import { CommunityAbout } from "#app/features/community/community-about.tsx";
import { CommunityBrowser } from "#app/features/community/community-browser.tsx";
import { selectCommunityPage } from "#app/features/community/community-view.ts";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import type { Route } from "./+types/community";

// Build time only: cards, sidebar people and categories, without bios or essay bodies.
export function loader() {
  const { articles, contributors, journalCategories, journalIntro } = loadContent();
  const { heading, tagline, about } = journalIntro;
  return {
    intro: { heading, tagline, about },
    journal: selectCommunityPage({ categories: journalCategories, contributors, articles }),
  };
}

export const meta = () =>
  pageMeta({
    title: routeManifest.community.title,
    description:
      "Thinking About Thinking, the summit's journal: essays on minds, machines and the work of understanding, by our editors and contributors.",
    path: routeManifest.community.path,
  });

export default function CommunityRoute({ loaderData }: Route.ComponentProps) {
  const { intro, journal } = loaderData;
  return (
    <>
      <PageHeader title={intro.heading}>
        <p>{intro.tagline}</p>
      </PageHeader>
      <div className="container section">
        <CommunityBrowser {...journal} />
      </div>
      <CommunityAbout heading="About the Journal" paragraphs={intro.about} />
    </>
  );
}
