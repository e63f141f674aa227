// Build-only: the site's search index (docs/decisions/043-site-search.md). Pagefind reads the built
// pages the route manifest marks `searchAs` (sessions, speakers and the other public pages with
// text of their own) and writes its index and its browser script to /pagefind/, which /search
// loads when a visitor first searches. Only those pages are given to Pagefind, so nothing of the
// private area, the lists, /search itself or the not-found page can ever be found.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { isPublicPage, routeFor } from "../../site/shared/routes/route-manifest.ts";
import { searchIndexDir } from "../../site/shared/lib/search-index.ts";
import { listHtmlFiles } from "../deploy/html.ts";
import { sitePathOf } from "../deploy/site-pages.ts";

/** A built page the index holds: its address and its file in the client folder. */
export interface SearchedPage {
  sitePath: string;
  file: string;
}

/** The built pages the search finds: those of the routes the manifest marks, public ones only. */
export function searchedPages(clientDir: string): SearchedPage[] {
  return listHtmlFiles(clientDir).flatMap((file) => {
    const sitePath = sitePathOf(file);
    if (sitePath === undefined) return [];
    const route = routeFor(sitePath);
    if (route.searchAs === undefined) return [];
    // The manifest's own test says so too; a build never indexes a page that is not public.
    if (!isPublicPage(route.kind)) throw new Error(`${sitePath} is not public: never searched.`);
    return [{ sitePath, file }];
  });
}

/**
 * What Pagefind writes that the site does not use: its ready-made interfaces (the search page has
 * its own, plain TypeScript) and its web worker, which the page does without (noWorker: a worker
 * script would need a policy of its own on every host; decision 043).
 */
const unusedFiles = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
  "pagefind-worker.js",
];

export interface SearchIndexSummary {
  pages: number;
  /** Pages by the kind of result they are: { Session: 40, Speaker: 30, Page: 9 }. */
  byKind: Record<string, number>;
}

/** Indexes the searched pages and writes the index to <client>/pagefind/. */
export async function buildSearchIndex({
  clientDir,
}: {
  clientDir: string;
}): Promise<SearchIndexSummary> {
  const pages = searchedPages(clientDir);
  const byKind: Record<string, number> = {};
  // Screen-reader-only words ("(opens in a new tab)") are no part of what a page says.
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: [".visually-hidden"] });
  try {
    if (!index) throw new Error(`Search index: ${errors.join("; ")}`);
    for (const page of pages) {
      const content = await readFile(path.join(clientDir, page.file), "utf8");
      const added = await index.addHTMLFile({ url: page.sitePath, content });
      if (added.errors.length > 0) {
        throw new Error(`Search index, ${page.sitePath}: ${added.errors.join("; ")}`);
      }
      const kind = added.file.meta.kind ?? "none";
      byKind[kind] = (byKind[kind] ?? 0) + 1;
    }
    const outputPath = path.join(clientDir, searchIndexDir);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join("; ")}`);
    await Promise.all(unusedFiles.map((file) => rm(path.join(outputPath, file), { force: true })));
  } finally {
    await pagefind.close();
  }
  return { pages: pages.length, byKind };
}
