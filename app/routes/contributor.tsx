import { replace } from "react-router";
import { loadContent } from "#content/load/content.ts";
import { ContributorProfile } from "#app/features/journal/contributor-profile.tsx";
import { selectContributorPage } from "#app/features/journal/journal-view.ts";
import {
  prerenderedOrRedirect,
  unknownJournalPageMeta,
} from "#app/features/journal/prerendered-or-redirect.ts";
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

// In the browser: an id that was not prerendered has no data file, and goes to the journal.
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  prerenderedOrRedirect(serverLoader, journalPath, request);

export function HydrateFallback() {
  return (
    <p className="container section" role="status">
      Loading the contributor...
    </p>
  );
}

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  if (!loaderData) return unknownJournalPageMeta(`/contributor/${params.id}`);
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
