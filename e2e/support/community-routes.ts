import { loadContent } from "../../content/checked-content.ts";
import { routeManifest } from "../../site/shared/routes/route-manifest.ts";
import { fillPattern } from "../../site/shared/routes/route-patterns.ts";

const { articles, contributors } = loadContent();
const { article: articleRoute, contributor: contributorRoute } = routeManifest;

/** The prerendered community pages (articles and contributors) with their page titles. */
export const communityRoutes: readonly { path: string; title: string }[] = [
  ...articles.map((article) => ({
    path: fillPattern(articleRoute.path, { slug: article.slug }),
    title: article.title,
  })),
  ...contributors.map((contributor) => ({
    path: fillPattern(contributorRoute.path, { id: contributor.id }),
    title: contributor.name,
  })),
];
