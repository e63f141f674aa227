import { replace } from "react-router";
import { loadContent } from "#content/checked-content.ts";
import { ContributorProfile } from "#app/features/community/contributor-profile.tsx";
import { selectContributorPage } from "#app/features/community/community-view.ts";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import type { Route } from "./+types/contributor";

const journalPath = "/community";

// Build time only, for each prerendered contributor id.
export function loader({ params }: Route.LoaderArgs) {
  const { articles, contributors, journalCategories } = loadContent();
  const page = selectContributorPage(params.id, {
    categories: journalCategories,
    contributors,
    articles,
  });
  if (!page) throw replace(journalPath);
  return page;
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const { contributor } = loaderData;
  return pageMeta({
    title: contributor.name,
    description: `${contributor.name}, ${contributor.title} at the Thinking About Thinking journal: ${contributor.shortBio}`,
    path: `/contributor/${contributor.id}`,
    ogType: "profile",
  });
};

export default function ContributorRoute({ loaderData }: Route.ComponentProps) {
  return <ContributorProfile {...loaderData} />;
}
