// Build time: what an article's page (site/pages/community/[slug].astro) shows: the page data
// and the essay rendered from its Markdown, so that no Markdown library reaches the browser
// (docs/decisions/005-journal-markdown-at-build-time.md).
import type { Content } from "#content/content-types.ts";
import {
  selectArticlePage,
  type ArticlePageData,
} from "#site/features/community/community-view.ts";
import { renderMarkdown } from "#site/shared/lib/render-markdown.ts";
import { listOf } from "./content.ts";

type JournalContent = Pick<Content, "articles" | "contributors" | "journalCategories">;

/** The journal's articles, contributors and categories, from their collections. */
export async function journalContent(): Promise<JournalContent> {
  const [articles, contributors, journalCategories] = await Promise.all([
    listOf("articles"),
    listOf("contributors"),
    listOf("journalCategories"),
  ]);
  return { articles, contributors, journalCategories };
}

export interface ArticlePage extends ArticlePageData {
  bodyHtml: string;
}

/** An article's page; the build stops on a slug that names no article (getStaticPaths lists them). */
export function articlePageData(
  slug: string,
  { articles, contributors, journalCategories }: JournalContent,
): ArticlePage {
  const page = selectArticlePage(slug, {
    categories: journalCategories,
    contributors,
    articles,
  });
  const body = articles.find((article) => article.slug === slug)?.body;
  if (!page || !body) throw new Error(`There is no published article "${slug}" in the journal.`);
  return { ...page, bodyHtml: renderMarkdown(body) };
}
