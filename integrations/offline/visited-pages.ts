// The worker's side of the visited pages' cache (docs/decisions/007): what it keeps of a fetched
// page, and how it keeps the cache within its bound. A module of its own so that it can be tested
// outside a service worker.
import {
  canonicalURL,
  isNeverCached,
  keptAtHeader,
  keptBytesHeader,
  pagesToEvict,
  visitedPagesLimits,
} from "./offline-rules.ts";

/**
 * A copy of a fetched page to keep, stamped with when it was kept and its size (what the bound
 * counts), or null: only a public page the precache does not hold already, fetched whole (200, our
 * own origin, not a redirect) and not larger than a fair share of the cache.
 */
export async function keptCopy(
  request: Pick<Request, "url">,
  response: Response,
  isPrecached: (url: string) => boolean,
): Promise<Response | null> {
  const url = canonicalURL(request.url);
  if (isNeverCached(new URL(url).pathname) || isPrecached(url)) return null;
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return null;
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return null;
  const body = await response.arrayBuffer();
  if (body.byteLength > visitedPagesLimits.largestPage) return null;
  // The body is decoded already, and its length may differ from the one on the wire.
  const headers = new Headers(response.headers);
  headers.delete("Content-Encoding");
  headers.delete("Content-Length");
  headers.set(keptAtHeader, String(Date.now()));
  headers.set(keptBytesHeader, String(body.byteLength));
  return new Response(body, { status: 200, statusText: response.statusText, headers });
}

let trimming: Promise<void> = Promise.resolve();

/**
 * Deletes the least recently kept pages beyond the bound, one trim at a time (two pages kept at
 * once must not each count the other's page as still there). A copy without our stamps counts as
 * the oldest and the largest allowed.
 */
export function trimVisitedPages(cache: Pick<Cache, "keys" | "match" | "delete">): Promise<void> {
  trimming = trimming
    .then(async () => {
      const pages = await Promise.all(
        (await cache.keys()).map(async (request) => {
          const headers = (await cache.match(request))?.headers;
          return {
            url: request.url,
            keptAt: Number(headers?.get(keptAtHeader)) || 0,
            bytes: Number(headers?.get(keptBytesHeader)) || visitedPagesLimits.largestPage,
          };
        }),
      );
      await Promise.all(pagesToEvict(pages).map((url) => cache.delete(url)));
    })
    // Storage that fails now is trimmed on the next page kept.
    .catch(() => {});
  return trimming;
}
