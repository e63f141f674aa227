// Build-only, called from buildEnd (react-router.config.ts) once the pages are prerendered: one
// 1200x630 PNG share card per public page, at the address page-meta.ts names in its og:image
// (shareCardPath: "/speakers/7" -> /share/speakers/7.png). Cards are cached by a hash of their
// inputs (docs/decisions/013-share-cards.md), so a rebuild with unchanged content copies them.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../../content/load/content.ts";
import { publicDirOf } from "../../content/load/files.ts";
import {
  shareCardPath,
  shareCardSize,
  summitDates,
  summitPlace,
} from "../../app/shared/lib/share-card.ts";
import { pageTitle } from "../../app/shared/lib/page-meta.ts";
import { publicPages } from "../deploy/findable.ts";
import { attribute, elements, parseHtml } from "../deploy/html.ts";
import { readSitePages } from "../deploy/site-pages.ts";
import {
  cacheKey,
  mapWithConcurrency,
  pruneCache,
  rendererDigest,
  writeCachedPng,
} from "../graphics/png-cache.ts";
import {
  loadFonts,
  pngUri,
  rasteriseImage,
  renderPng,
  squarePortrait,
  type Fonts,
} from "../graphics/render.ts";
import type { SummitFacts } from "../graphics/templates.tsx";
import { cardContent, type CardContent, type PageText } from "./card-content.ts";
import { ShareCard, shareCardLayout, shareCardTemplateVersion } from "./share-card-template.tsx";

export interface WriteShareCardsOptions {
  /** The build's client folder (build/client); cards go to <clientDir>/share/. */
  clientDir: string;
  /** Rendered cards by hash of their inputs; survives between builds. */
  cacheDir: string;
  /** The site's public/ folder, where /images/... paths are read from. */
  publicDir?: string;
}

export interface ShareCardsSummary {
  /** Site paths of the cards written, e.g. /share/home.png. */
  cards: string[];
  rendered: number;
  reused: number;
}

/** At most this many cards render at once: satori runs on the main thread, resvg on a pool. */
const concurrency = 4;

export async function writeShareCards({
  clientDir,
  cacheDir,
  publicDir = publicDirOf({}),
}: WriteShareCardsOptions): Promise<ShareCardsSummary> {
  const jobs = await cardJobs(clientDir);
  await rm(path.join(clientDir, "share"), { recursive: true, force: true });
  const fonts = await loadFonts(cacheDir);
  const renderer = await rendererDigest({
    label: `quillmere-share-cards:${shareCardTemplateVersion}`,
    fontDigest: fonts.digest,
    sources: [
      "./share-card-template.tsx",
      "./write-share-cards.ts",
      "../graphics/templates.tsx",
      "../graphics/render.ts",
    ].map((source) => new URL(source, import.meta.url)),
    packages: ["satori", "@resvg/resvg-js", "sharp"],
  });
  const readPublic = (sitePath: string) =>
    readFile(path.join(publicDir, ...sitePath.split("/").filter(Boolean)));
  const { settings } = loadContent();
  const logo = await readPublic(settings.defaultImage);
  const logoSrc = pngUri(
    await rasteriseImage(logo, 2 * shareCardLayout.logo, 2 * shareCardLayout.logo, fonts),
  );
  const facts: SummitFacts = {
    summitName: settings.summitName,
    dates: summitDates(),
    venue: summitPlace(),
  };

  const used = new Set<string>();
  const outcomes = await mapWithConcurrency(jobs, concurrency, async (job) => {
    const portrait =
      job.content.portrait === undefined ? undefined : await readPublic(job.content.portrait);
    const key = cacheKey(renderer, { facts, content: job.content }, [
      logo,
      ...(portrait ? [portrait] : []),
    ]);
    used.add(key);
    return writeCachedPng({
      cacheDir,
      key,
      target: path.join(clientDir, ...job.cardPath.split("/").filter(Boolean)),
      render: () => renderCard({ content: job.content, facts, logoSrc, portrait, fonts }),
    });
  });
  await pruneCache(cacheDir, used);
  return {
    cards: jobs.map((job) => job.cardPath),
    rendered: outcomes.filter((outcome) => outcome === "rendered").length,
    reused: outcomes.filter((outcome) => outcome === "reused").length,
  };
}

interface CardJob {
  cardPath: string;
  content: CardContent;
}

/**
 * A card for each public page whose og:image names its own card. A page that chose another image
 * (/register, a redirect, keeps the default) gets none; the private area and the not-found page
 * are noindex and never get one.
 */
export async function cardJobs(clientDir: string): Promise<CardJob[]> {
  const jobs: CardJob[] = [];
  for (const page of publicPages(readSitePages(clientDir))) {
    const meta = pageMetaTags(await readFile(path.join(clientDir, page.file), "utf8"));
    const cardPath = shareCardPath(page.path);
    const image = meta.get("og:image");
    if (image === undefined || new URL(image).pathname !== cardPath) continue;
    jobs.push({ cardPath, content: cardContent(page.path, pageText(meta)) });
  }
  const paths = new Set(jobs.map((job) => job.cardPath));
  if (paths.size !== jobs.length) throw new Error("Two pages would share one share card path");
  return jobs;
}

/** The page's <meta property|name content> pairs. */
function pageMetaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const element of elements(parseHtml(html))) {
    if (element.tagName !== "meta") continue;
    const key = attribute(element, "property") ?? attribute(element, "name");
    const content = attribute(element, "content");
    if (key !== undefined && content !== undefined && !tags.has(key)) tags.set(key, content);
  }
  return tags;
}

function pageText(meta: ReadonlyMap<string, string>): PageText {
  const fullTitle = meta.get("og:title") ?? loadContent().settings.summitName;
  const suffix = pageTitle("");
  return {
    title: fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle,
    description: meta.get("og:description") ?? "",
  };
}

export interface RenderCardInput {
  content: CardContent;
  facts: SummitFacts;
  logoSrc: string;
  /** The portrait's file (any format sharp reads, e.g. WebP), when the content names one. */
  portrait?: Buffer;
  fonts: Fonts;
}

/** One card as a 1200x630 PNG. */
export async function renderCard({ content, facts, logoSrc, portrait, fonts }: RenderCardInput) {
  // satori cannot read WebP: the portrait goes in as a PNG, at its final size.
  const portraitSrc =
    portrait === undefined
      ? undefined
      : pngUri(await squarePortrait(portrait, shareCardLayout.portrait));
  const { width, height } = shareCardSize;
  return renderPng(
    ShareCard({ ...content, facts, logoSrc, portraitSrc, width, height }),
    width,
    height,
    fonts,
  );
}
