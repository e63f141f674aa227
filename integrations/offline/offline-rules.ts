// What the service worker keeps for offline use and what it must never touch. Shared by the
// worker (service-worker.ts) and the build step that lists the precache (build-service-worker.ts).
import { parseGeneratedImagePath } from "../../site/shared/lib/generated-images.ts";
import { keepPagesLimit, keepPagesMessageType } from "../../site/shared/lib/offline-pages.ts";
import {
  privateAreaPaths,
  routeEntries,
  type ManifestRoute,
} from "../../site/shared/routes/route-manifest.ts";
import { wildcardPattern } from "../../site/shared/routes/route-patterns.ts";
import { scheduleFilePaths } from "../../site/features/schedule/schedule-file-paths.ts";
import { isEditorPath } from "../../hosting/editor-path.ts";

/** The not-found page, shown offline for a page that was not kept. */
export const notFoundDocument = "/404.html";

/** How long a page or its data may take on the network before the kept copy is used. */
export const pageNetworkTimeoutSeconds = 3;

const isPrecached = (route: ManifestRoute): route is ManifestRoute & { precacheRank: number } =>
  route.precacheRank !== undefined;

/**
 * The public pages kept for offline use, as site paths; `*` stands for one path segment (every
 * day, speaker, article or contributor). Their HTML and the images they show are precached, in
 * the order of the route manifest's `precacheRank` until the precache is full: on a large event
 * the pages further down are left to the network (and to the visited pages' cache).
 */
export const offlinePages: readonly string[] = routeEntries
  .filter(isPrecached)
  .sort((a, b) => a.precacheRank - b.precacheRank)
  .map((route) => wildcardPattern(route.path));

/**
 * The most the worker may store, whatever the event's size: the precache
 * (`precacheLimitBytes` in build-service-worker.ts) and the visited pages together.
 */
export const offlineStorageLimitBytes = 10 * 1000 * 1000;

/**
 * The visited pages' cache (its name is in site/shared/lib/offline-pages.ts): every public page
 * fetched online that the precache does not hold, and the pages of the sessions in the visitor's
 * agenda. The least recently fetched go first when either bound is passed; a page larger than
 * `largestPage` is not kept, so that one page cannot empty the cache.
 */
export const visitedPagesLimits = {
  maxEntries: 200,
  maxBytes: 4 * 1000 * 1000,
  largestPage: 1000 * 1000,
};

/**
 * Data files a page reads, kept like pages (network first, the last copy fetched offline) in a
 * cache of their own: the programme's releases, from which a starred session's page and the
 * programme mark what changed since the visitor's last visit (docs/decisions/041). Only a whole
 * answer (200) is kept: where the build publishes no releases, nothing is.
 */
export const keptDataPaths: readonly string[] = [scheduleFilePaths.releasesJson];

/** Their cache; a new name would leave the old cache behind. */
export const keptDataCacheName = "quillmere-programme-data-v1";

/** A data file the worker keeps (its path exactly: no other file, nothing under it). */
export const isKeptData = (sitePath: string) => keptDataPaths.includes(sitePath);

/** Headers the worker adds to a kept page: when it was stored, and its size in bytes. */
export const keptAtHeader = "X-Offline-Kept-At";
export const keptBytesHeader = "X-Offline-Kept-Bytes";

/** A page's address without its query or trailing slash: the key its copy is kept under. */
export function canonicalURL(address: string): string {
  const url = new URL(address);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return `${url.origin}${path}`;
}

/** A page's address, not a file's: its last segment has no extension. */
export function isPageAddress(sitePath: string): boolean {
  return !sitePath.split("/").pop()!.includes(".");
}

export interface KeptPage {
  url: string;
  bytes: number;
  keptAt: number;
}

/** The kept pages to delete so that the rest fit the limits: the least recently kept go first. */
export function pagesToEvict(
  pages: readonly KeptPage[],
  limits: Pick<typeof visitedPagesLimits, "maxEntries" | "maxBytes"> = visitedPagesLimits,
): string[] {
  const newestFirst = [...pages].sort((a, b) => b.keptAt - a.keptAt);
  let bytes = 0;
  const cut = newestFirst.findIndex((page, index) => {
    bytes += page.bytes;
    return index >= limits.maxEntries || bytes > limits.maxBytes;
  });
  return cut === -1 ? [] : newestFirst.slice(cut).map((page) => page.url);
}

/**
 * The pages a page's "keep these" message may have the worker fetch and keep: same-origin page
 * addresses that are not private, canonical, at most `keepPagesLimit`; nothing for any other
 * message. A page script cannot make the worker store the private area, another site or a file.
 */
export function pagesToKeep(data: unknown, origin: string): string[] {
  const message = data as { type?: unknown; paths?: unknown } | null;
  if (message?.type !== keepPagesMessageType || !Array.isArray(message.paths)) return [];
  const urls = new Set<string>();
  for (const path of message.paths.slice(0, keepPagesLimit)) {
    if (typeof path !== "string" || !path.startsWith("/")) continue;
    let url: URL;
    try {
      url = new URL(canonicalURL(new URL(path, origin).href));
    } catch {
      continue;
    }
    if (url.origin !== origin || isNeverCached(url.pathname) || !isPageAddress(url.pathname)) {
      continue;
    }
    urls.add(url.href);
  }
  return [...urls];
}

/** The private area's pages (their HTML holds only the gate; the data is encrypted). */
export const privatePages: readonly string[] = privateAreaPaths;

/**
 * Paths the service worker never caches nor answers: the private pages (with or without a
 * trailing slash, and any `.data` file of theirs), the encrypted data, the private graphics and
 * the content editor (/admin, docs/decisions/017), which must always come from the network.
 */
export function isNeverCached(sitePath: string): boolean {
  // The server decodes an address before it looks for the file: /%70rivate is /private.
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return true;
  }
  return [sitePath, decoded].some(
    (candidate) =>
      candidate === "/data/private.json" ||
      candidate.startsWith("/graphics/private_") ||
      isEditorPath(candidate) ||
      privatePages.some(
        (page) =>
          candidate === page ||
          candidate.startsWith(`${page}/`) ||
          candidate.startsWith(`${page}.`),
      ),
  );
}

/**
 * The resized copies of the photos (docs/decisions/012-responsive-images.md) are not precached:
 * there are about 800 of them. Offline, the worker answers a request for one with the original
 * photo, which is precached.
 */
export const generatedImagesPrefix = "/images/generated/";

/** "/images/generated/speakers/ada-240.avif" -> "speakers/ada"; null for any other path. */
export function generatedImageKey(sitePath: string): string | null {
  return parseGeneratedImagePath(sitePath)?.stem ?? null;
}

/** "/images/speakers/ada.webp" -> "speakers/ada": the key its resized copies share. */
export function originalImageKey(sitePath: string): string | null {
  const match = /^\/images\/(.+)\.\w+$/.exec(sitePath);
  return match && !sitePath.startsWith(generatedImagesPrefix) ? match[1]! : null;
}
