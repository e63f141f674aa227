// Build time only (route loaders): projects the journal content onto what each page shows, so the
// browser receives exactly that and never the collections or the Markdown sources.
import type { Article, Contributor, JournalCategory } from "#content/schema/organisation.ts";

export type JournalCategoryId = JournalCategory["id"];

/**
 * The label over an article of a category, e.g. BRAIN SPARK (docs/product/specification.md §2
 * "Article").
 */
export const categoryLabels: Record<JournalCategoryId, string> = {
  "brain-sparks": "BRAIN SPARK",
  "3-questions": "3 QUESTIONS",
  "open-problems": "OPEN PROBLEM",
  "what-if": "WHAT IF?",
};

export type ContributorSummary = Pick<Contributor, "id" | "name" | "title" | "image">;

export interface ArticleCardData extends Pick<
  Article,
  "slug" | "category" | "title" | "date" | "isoDate" | "readTime" | "excerpt" | "image"
> {
  author: Pick<Contributor, "id" | "name" | "image">;
}

export interface CommunityPageData {
  categories: JournalCategory[];
  editors: ContributorSummary[];
  contributors: ContributorSummary[];
  articles: ArticleCardData[];
}

export interface JournalContent {
  categories: readonly JournalCategory[];
  contributors: readonly Contributor[];
  articles: readonly Article[];
}

const summary = ({ id, name, title, image }: Contributor): ContributorSummary => ({
  id,
  name,
  title,
  image,
});

/** Newest first; the content check guarantees every authorId names a contributor. */
function publishedArticles(content: JournalContent) {
  const authors = new Map(content.contributors.map((person) => [person.id, person]));
  return [...content.articles]
    .sort((a, b) => (a.isoDate < b.isoDate ? 1 : a.isoDate > b.isoDate ? -1 : 0))
    .flatMap((article) => {
      const author = authors.get(article.authorId);
      return author ? [{ article, author }] : [];
    });
}

export function selectCommunityPage(content: JournalContent): CommunityPageData {
  return {
    categories: [...content.categories],
    editors: content.contributors.filter((person) => person.role === "editor").map(summary),
    contributors: content.contributors
      .filter((person) => person.role === "contributor")
      .map(summary),
    articles: publishedArticles(content).map(({ article, author }) => ({
      slug: article.slug,
      category: article.category,
      title: article.title,
      date: article.date,
      isoDate: article.isoDate,
      readTime: article.readTime,
      excerpt: article.excerpt,
      image: article.image,
      author: { id: author.id, name: author.name, image: author.image },
    })),
  };
}

export interface ArticlePageData {
  article: Pick<
    Article,
    "slug" | "title" | "excerpt" | "authorTitle" | "date" | "isoDate" | "readTime" | "featuredImage"
  >;
  category: { name: string; label: string };
  author: Pick<Contributor, "id" | "name" | "image" | "bio" | "linkedin" | "twitter">;
}

/** The article page without its body; undefined for a slug that names no article. */
export function selectArticlePage(
  slug: string | undefined,
  content: JournalContent,
): ArticlePageData | undefined {
  const found = publishedArticles(content).find(({ article }) => article.slug === slug);
  if (!found) return undefined;
  const { article, author } = found;
  const category = content.categories.find((candidate) => candidate.id === article.category);
  return {
    article: {
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      authorTitle: article.authorTitle,
      date: article.date,
      isoDate: article.isoDate,
      readTime: article.readTime,
      featuredImage: article.featuredImage,
    },
    category: {
      name: category?.name ?? article.category,
      label: categoryLabels[article.category],
    },
    author: {
      id: author.id,
      name: author.name,
      image: author.image,
      bio: author.bio,
      linkedin: author.linkedin,
      twitter: author.twitter,
    },
  };
}

export interface ContributorArticleData extends Pick<
  Article,
  "slug" | "title" | "date" | "isoDate" | "readTime" | "excerpt"
> {
  categoryLabel: string;
}

export interface ContributorPageData {
  contributor: Pick<
    Contributor,
    "id" | "name" | "title" | "image" | "bio" | "shortBio" | "linkedin" | "twitter"
  >;
  firstName: string;
  articles: ContributorArticleData[];
}

/** "Mira Castellanos" -> "Mira", for "Articles by Mira". */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** A contributor's page; undefined for an id that names nobody. */
export function selectContributorPage(
  id: string | undefined,
  content: JournalContent,
): ContributorPageData | undefined {
  const person = content.contributors.find((candidate) => candidate.id === id);
  if (!person) return undefined;
  return {
    contributor: {
      id: person.id,
      name: person.name,
      title: person.title,
      image: person.image,
      bio: person.bio,
      shortBio: person.shortBio,
      linkedin: person.linkedin,
      twitter: person.twitter,
    },
    firstName: firstNameOf(person.name),
    articles: publishedArticles(content)
      .filter(({ author }) => author.id === person.id)
      .map(({ article }) => ({
        slug: article.slug,
        title: article.title,
        date: article.date,
        isoDate: article.isoDate,
        readTime: article.readTime,
        excerpt: article.excerpt,
        categoryLabel: categoryLabels[article.category],
      })),
  };
}
