// The site's service worker (docs/decisions/007-offline-service-worker.md). This file is not part
// of the app: `build-service-worker.ts` bundles it with the Workbox modules it imports and injects
// the precache list at `self.__WB_MANIFEST`, writing build/client/sw.js.
import { clientsClaim, cacheNames, type WorkboxPlugin } from "workbox-core";
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
import {
  generatedImageKey,
  isNeverCached,
  notFoundDocument,
  originalImageKey,
  pageNetworkTimeoutSeconds,
} from "./offline-rules.ts";

// The few parts of the worker's global scope used here (the project compiles against the DOM
// library, not the WebWorker one).
declare const self: {
  readonly __WB_MANIFEST: (PrecacheEntry | string)[];
  readonly location: { readonly origin: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
};

// A new version waits until a page asks it to take over ("Reload" in the update notice), so an
// open page never runs with a mix of old and new chunks.
self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
});
// The first worker controls the page that installed it at once; there is no older version then.
clientsClaim();

// A page's address without its query or trailing slash: the key its HTML is precached under.
function canonicalURL(address: string): string {
  const url = new URL(address);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return `${url.origin}${path}`;
}

/**
 * Pages: the network first, so an online visitor always gets the current
 * deploy; if it fails or takes longer than the timeout, the copy in the precache; for a page we
 * did not keep, the not-found document. Nothing fetched here is ever stored.
 */
const precacheFallback: WorkboxPlugin = {
  cacheWillUpdate: async () => null,
  cacheKeyWillBeUsed: async ({ request, mode }) =>
    mode === "read" ? (getCacheKeyForURL(canonicalURL(request.url)) ?? request) : request,
  handlerDidError: async ({ request }) =>
    request.mode === "navigate" ? matchPrecache(notFoundDocument) : undefined,
};

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    !isNeverCached(url.pathname) &&
    // A page address (no file extension).
    request.mode === "navigate" &&
    !url.pathname.split("/").pop()!.includes("."),
  new NetworkFirst({
    cacheName: cacheNames.precache,
    networkTimeoutSeconds: pageNetworkTimeoutSeconds,
    plugins: [precacheFallback],
  }),
);

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
