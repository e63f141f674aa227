// Build-only: what a page's share card says. Every card starts from the page's own title and
// description (its og:title and og:description, written by page-meta.ts); people and articles
// take their name, role, portrait and byline from the content instead.
import { loadContent } from "../../content/checked-content.ts";
import type { Content } from "../../content/content-types.ts";

export interface PageText {
  /** The page's own title, without the summit name page-meta.ts appends. */
  title: string;
  description: string;
}

export interface CardContent {
  /** Beside the logo at the top: the summit's name (the organiser's on the home card). */
  brand: string;
  /** The label in the top corner, e.g. "Speaker". */
  kicker?: string;
  title: string;
  /** One line under the title (a role, a byline, or the description cut short). */
  line: string;
  /** A highlighted line under it (an organisation). */
  detail?: string;
  /** Site path of a portrait to show, e.g. /images/speakers/x.webp. */
  portrait?: string;
}

/** Descriptions longer than this are cut at a word, so they stay within two lines of the card. */
export const maxLineLength = 110;

/** The parts of the content a card reads. */
export type CardSource = Pick<
  Content,
  "settings" | "speakers" | "articles" | "contributors" | "journalCategories"
>;

/**
 * A page's card. Pass the content when making many cards: loadContent() looks at every content
 * file for changes on each call, which made the cards of a congress-sized programme (2,117) take
 * 47 s of a warm build.
 */
export function cardContent(
  sitePath: string,
  page: PageText,
  content: CardSource = loadContent(),
): CardContent {
  return (
    homeCard(sitePath, content) ??
    speakerCard(sitePath, content) ??
    articleCard(sitePath, content) ??
    contributorCard(sitePath, content) ?? {
      brand: content.settings.summitName,
      title: page.title,
      line: shorten(page.description, maxLineLength),
    }
  );
}

/** Cuts `text` at the last word that fits in `max` characters, marking the cut with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), 1));
  return `${atWord.replace(/[\s,;:.\u2013\u2014-]+$/, "")}\u2026`;
}

// The home page's title is "Overview", which says nothing on its own: its card is the summit's.
function homeCard(sitePath: string, { settings }: CardSource): CardContent | undefined {
  if (sitePath !== "/") return undefined;
  return { brand: settings.organiser, title: settings.summitName, line: settings.tagline };
}

function speakerCard(
  sitePath: string,
  { settings, speakers }: CardSource,
): CardContent | undefined {
  const id = /^\/speakers\/(\d+)$/.exec(sitePath)?.[1];
  const speaker = speakers.find((candidate) => String(candidate.id) === id);
  if (!speaker) return undefined;
  return {
    brand: settings.summitName,
    kicker: "Speaker",
    title: speaker.name,
    line: speaker.title ?? "",
    detail: speaker.organization,
    portrait: speaker.image,
  };
}

function articleCard(
  sitePath: string,
  { settings, articles, contributors, journalCategories }: CardSource,
): CardContent | undefined {
  const slug = /^\/community\/([^/]+)$/.exec(sitePath)?.[1];
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) return undefined;
  const author = contributors.find((contributor) => contributor.id === article.authorId);
  const category = journalCategories.find((candidate) => candidate.id === article.category);
  return {
    brand: settings.summitName,
    kicker: category ? `Journal \u00b7 ${category.name}` : "Journal",
    title: article.title,
    line: shorten(article.excerpt, maxLineLength),
    detail: [author?.name, article.date].filter(Boolean).join(" \u00b7 "),
  };
}

function contributorCard(
  sitePath: string,
  { settings, contributors }: CardSource,
): CardContent | undefined {
  const id = /^\/contributor\/([^/]+)$/.exec(sitePath)?.[1];
  const contributor = contributors.find((candidate) => candidate.id === id);
  if (!contributor) return undefined;
  return {
    brand: settings.summitName,
    kicker: contributor.role === "editor" ? "Journal editor" : "Journal contributor",
    title: contributor.name,
    line: contributor.title,
    detail: "Thinking About Thinking",
    portrait: contributor.image,
  };
}
