// The pages the offline worker keeps beyond its precache (docs/decisions/007): every public page
// the visitor fetched, and the page of every session in their agenda. The worker
// (integrations/offline/service-worker.ts) is the only one that writes that cache, so that its
// bound holds; the pages only ask it to, and read the cache to ask only for what is missing. Shared
// code, not a feature of its own: the schedule's agenda and the page script both ask.

/** The worker's cache of visited pages; a new name would leave the old cache behind. */
export const visitedPagesCacheName = "quillmere-visited-pages-v1";

/** The message a page posts to the worker: `{ type, paths }`, site paths of pages to keep. */
export const keepPagesMessageType = "KEEP_PAGES";

/**
 * At most this many pages per message, and per page load: a long agenda must not turn an idle
 * moment into a download of its every session.
 */
export const keepPagesLimit = 30;

export interface KeepPagesMessage {
  type: typeof keepPagesMessageType;
  paths: string[];
}

export function sessionPagePath(id: string): string {
  return `/sessions/${encodeURIComponent(id)}`;
}

/** What keepPagesOffline needs of the browser; tests pass a fake. */
export interface KeepPagesEnvironment {
  origin: string;
  caches?: Pick<CacheStorage, "open">;
  serviceWorker?: Pick<ServiceWorkerContainer, "getRegistration" | "ready">;
}

function browserEnvironment(): KeepPagesEnvironment {
  return {
    origin: location.origin,
    // Reading `caches` throws where storage is blocked (an opaque origin): called inside a try.
    caches: typeof caches === "undefined" ? undefined : caches,
    serviceWorker: navigator.serviceWorker,
  };
}

/**
 * Asks the offline worker to keep these pages (the most recent last: only the last
 * `keepPagesLimit` count) unless its cache already holds them. Does nothing where there is no
 * worker (development, a browser that blocks it) or no Cache API, and never fails: storage that
 * is blocked or full only means the pages are not kept.
 */
export async function keepPagesOffline(
  paths: readonly string[],
  environment?: KeepPagesEnvironment,
): Promise<void> {
  try {
    const { origin, caches, serviceWorker } = environment ?? browserEnvironment();
    if (!caches || !serviceWorker || paths.length === 0) return;
    // No registration: `ready` would never settle.
    if (!(await serviceWorker.getRegistration())) return;
    const cache = await caches.open(visitedPagesCacheName);
    const missing: string[] = [];
    for (const path of paths.slice(-keepPagesLimit)) {
      if (!(await cache.match(new URL(path, origin).href))) missing.push(path);
    }
    if (missing.length === 0) return;
    const message: KeepPagesMessage = { type: keepPagesMessageType, paths: missing };
    (await serviceWorker.ready).active?.postMessage(message);
  } catch {
    // Blocked storage: the pages stay online only, with nothing to tell the visitor.
  }
}
