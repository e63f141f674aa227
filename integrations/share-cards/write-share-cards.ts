// Build-only, a build step (framework/build/build-steps.ts) once the pages are prerendered: one
// 1200x630 PNG share card per public page, at the address page-meta.ts names in its og:image
// (shareCardPath: "/speakers/7" -> /share/speakers/7.png). Cards are cached by a hash of their
// inputs (docs/decisions/013-share-cards.md), so a rebuild with unchanged content copies them.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../../content/checked-content.ts";
import { publicDirOf } from "../../content/load/files.ts";
import { shareCardPath, summitDates, summitPlace } from "../../site/shared/lib/share-card.ts";
import { pageTitle } from "../../site/shared/lib/page-meta.ts";
import { publicPages } from "../deploy/findable.ts";
import { attribute, elements, parseHtml } from "../deploy/html.ts";
import { readSitePages } from "../deploy/site-pages.ts";
import {
  cacheKey,
  mapWithConcurrency,
  pruneCache,
  rendererDigest,
  writeCachedPngs,
} from "../graphics/png-cache.ts";
import { loadFonts } from "../graphics/render.ts";
import type { RenderPool } from "../graphics/render-pool.ts";
import type { SummitFacts } from "../graphics/templates.tsx";
import { cardContent, type CardContent, type PageText } from "./card-content.ts";
import { shareCardLogoSrc, shareCardRenderer } from "./render-card.ts";
import { shareCardTemplateVersion } from "./share-card-template.tsx";

export interface WriteShareCardsOptions {
  /** The build's client folder (build/client); cards go to <clientDir>/share/. */
  clientDir: string;
  /** Rendered cards by hash of their inputs; survives between builds. */
  cacheDir: string;
  /** The site's public/ folder, where /images/... paths are read from. */
  publicDir?: string;
  /** Render threads (integrations/graphics/render-pool.ts): default as many as the cards to draw are worth. */
  renderThreads?: number;
}

export interface ShareCardsSummary {
  /** Site paths of the cards written, e.g. /share/home.png. */
  cards: string[];
  rendered: number;
  reused: number;
}

export async function writeShareCards({
  clientDir,
  cacheDir,
  publicDir = publicDirOf({}),
  renderThreads,
}: WriteShareCardsOptions): Promise<ShareCardsSummary> {
  const jobs = await cardJobs(clientDir);
  await rm(path.join(clientDir, "share"), { recursive: true, force: true });
  const fonts = await loadFonts(cacheDir);
  const renderer = await rendererDigest({
    label: `quillmere-share-cards:${shareCardTemplateVersion}`,
    fontDigest: fonts.digest,
    // What decides the pixels (what a card says is in each card's own key).
    sources: [
      "./share-card-template.tsx",
      "./render-card.ts",
      "../graphics/templates.tsx",
      "../graphics/render.ts",
    ].map((source) => new URL(source, import.meta.url)),
    packages: ["satori", "@resvg/resvg-js", "sharp"],
  });
  const readPublic = (sitePath: string) =>
    readFile(path.join(publicDir, ...sitePath.split("/").filter(Boolean)));
  const { settings } = loadContent();
  const logo = await readPublic(settings.defaultImage);
  const logoSrc = await shareCardLogoSrc(logo, fonts);
  const facts: SummitFacts = {
    summitName: settings.summitName,
    dates: summitDates(),
    venue: summitPlace(),
  };

  const used = new Set<string>();
  const pngs = await mapWithConcurrency(jobs, 8, async (job) => {
    const portrait =
      job.content.portrait === undefined ? undefined : await readPublic(job.content.portrait);
    const key = cacheKey(renderer, { facts, content: job.content }, [
      logo,
      ...(portrait ? [portrait] : []),
    ]);
    used.add(key);
    return {
      key,
      target: path.join(clientDir, ...job.cardPath.split("/").filter(Boolean)),
      render: (pool: RenderPool) =>
        pool.render(shareCardRenderer, { content: job.content, facts, logoSrc, portrait }),
    };
  });
  const outcomes = await writeCachedPngs(pngs, { cacheDir, threads: renderThreads });
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
  // Once: each loadContent() call looks at every content file for changes.
  const content = loadContent();
  for (const page of publicPages(readSitePages(clientDir))) {
    const meta = pageMetaTags(await readFile(path.join(clientDir, page.file), "utf8"));
    const cardPath = shareCardPath(page.path);
    const image = meta.get("og:image");
    if (image === undefined || new URL(image).pathname !== cardPath) continue;
    jobs.push({
      cardPath,
      content: cardContent(page.path, pageText(meta, content.settings.summitName), content),
    });
  }
  const paths = new Set(jobs.map((job) => job.cardPath));
  if (paths.size !== jobs.length) throw new Error("Two pages would share one share card path");
  return jobs;
}

/** The page's <meta property|name content> pairs (React puts every <meta> in the <head>). */
function pageMetaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  // The head alone: a day of a congress programme is over a megabyte of HTML.
  const headEnd = html.indexOf("</head>");
  for (const element of elements(parseHtml(headEnd === -1 ? html : html.slice(0, headEnd)))) {
    if (element.tagName !== "meta") continue;
    const key = attribute(element, "property") ?? attribute(element, "name");
    const content = attribute(element, "content");
    if (key !== undefined && content !== undefined && !tags.has(key)) tags.set(key, content);
  }
  return tags;
}

function pageText(meta: ReadonlyMap<string, string>, summitName: string): PageText {
  const fullTitle = meta.get("og:title") ?? summitName;
  const suffix = pageTitle("");
  return {
    title: fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle,
    description: meta.get("og:description") ?? "",
  };
}
