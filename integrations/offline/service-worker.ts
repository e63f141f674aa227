// The site's service worker (docs/decisions/007-offline-service-worker.md). This file is not part
// of the app: `build-service-worker.ts` bundles it with the Workbox modules it imports and injects
// the precache list at `self.__WB_MANIFEST`, writing build/client/sw.js.
import { clientsClaim, type WorkboxPlugin } from "workbox-core";
import {
  addPlugins,
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import { visitedPagesCacheName } from "../../site/shared/lib/offline-pages.ts";
import {
  canonicalURL,
  generatedImageKey,
  isKeptData,
  isNeverCached,
  isPageAddress,
  keptDataCacheName,
  notFoundDocument,
  originalImageKey,
  pageNetworkTimeoutSeconds,
  pagesToKeep,
} from "./offline-rules.ts";
import { keptCopy, trimVisitedPages } from "./visited-pages.ts";

// The few parts of the worker's global scope used here (the project compiles against the DOM
// library, not the WebWorker one).
interface ExtendableMessageEvent {
  readonly data: unknown;
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  readonly __WB_MANIFEST: (PrecacheEntry | string)[];
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
};

// The first worker controls the page that installed it at once; there is no older version then.
clientsClaim();

/**
 * Pages: the network first, so an online visitor always gets the current deploy, and each page
 * fetched is kept in the visited pages' cache (if the precache does not hold it). If the network
 * fails or takes longer than the timeout: the precached copy, which matches the code the
 * precache holds; else the visited copy; for a page kept in neither, the not-found document.
 * Copies are kept under the page's canonical address, as in the precache.
 */
const visitedPages: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => canonicalURL(request.url),
  cacheWillUpdate: async ({ request, response }) =>
    keptCopy(request, response, (url) => getCacheKeyForURL(url) !== undefined),
  cacheDidUpdate: async () => trimVisitedPages(await caches.open(visitedPagesCacheName)),
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    (await matchPrecache(canonicalURL(request.url))) ?? cachedResponse ?? null,
  handlerDidError: async ({ request }) =>
    request.mode === "navigate" ? matchPrecache(notFoundDocument) : undefined,
};
const pages = new NetworkFirst({
  cacheName: visitedPagesCacheName,
  networkTimeoutSeconds: pageNetworkTimeoutSeconds,
  plugins: [visitedPages],
});

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    !isNeverCached(url.pathname) &&
    request.mode === "navigate" &&
    isPageAddress(url.pathname),
  pages,
);

// The data files pages read (the programme's releases): the network first, as for pages, then the
// last copy fetched; a file never fetched is a network error offline, which the page expects.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isKeptData(url.pathname),
  new NetworkFirst({
    cacheName: keptDataCacheName,
    networkTimeoutSeconds: pageNetworkTimeoutSeconds,
  }),
);

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown } | null;
  // A new version waits until a page asks it to take over ("Reload" in the update notice), so an
  // open page never runs with a mix of old and new chunks.
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  // A page asks to keep pages its visitor has not opened (the sessions in their agenda): fetched
  // one at a time, through the same strategy, so they are kept and bounded like visited pages.
  const urls = pagesToKeep(data, self.location.origin).filter((url) => !getCacheKeyForURL(url));
  if (urls.length === 0) return;
  event.waitUntil(
    (async () => {
      for (const url of urls) {
        await pages.handle({ event, request: new Request(url) }).catch(() => undefined);
      }
    })(),
  );
});

// Hashed assets and images: from the precache. The not-found document is kept even when the host
// answers it with status 404, as ours does; every other entry must load with a 2xx status.
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      response.ok || (response.status === 404 && new URL(request.url).pathname === notFoundDocument)
        ? response
        : null,
  },
]);
// Resized photos come from the network (and the browser's HTTP cache); offline, the precached
// original of the same photo stands in for any of its sizes and formats.
// (injectManifest replaces the one and only mention of the manifest in this file.)
const precacheList = self.__WB_MANIFEST;
const originals = new Map<string, string>();
for (const entry of precacheList) {
  const url = typeof entry === "string" ? entry : entry.url;
  const key = originalImageKey(new URL(url, self.location.origin).pathname);
  if (key) originals.set(key, url);
}
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && generatedImageKey(url.pathname) !== null,
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async ({ request }) => {
          const original = originals.get(generatedImageKey(new URL(request.url).pathname)!);
          return original ? matchPrecache(original) : undefined;
        },
      },
    ],
  }),
);

precacheAndRoute(precacheList);
cleanupOutdatedCaches();
// Everything else (the private area, its data and graphics, files we did not precache) is not
// handled here at all, so the browser asks the network as if there were no service worker.
