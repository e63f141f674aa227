import { loadContent } from "../../content/checked-content.ts";

const { articles, contributors } = loadContent();

/** The prerendered journal pages (article and contributors) with their page titles. */
export const journalRoutes: readonly { path: string; title: string }[] = [
  ...articles.map((article) => ({ path: `/community/${article.slug}`, title: article.title })),
  ...contributors.map((contributor) => ({
    path: `/contributor/${contributor.id}`,
    title: contributor.name,
  })),
];
