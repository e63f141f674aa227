// What a browser context asks the network for, recorded as it happens, with nothing leaving the
// machine: requests to other origins are answered locally.
import { expect, type BrowserContext, type Page, type Request } from "@playwright/test";

/** Every request of the browser context, page and frames alike, as it is made. */
export async function recordRequests(context: BrowserContext): Promise<string[]> {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  // Nothing leaves the machine even if a check fails: answer other origins locally.
  await context.route(
    (url) => !url.protocol.startsWith("http") || !url.host.startsWith("localhost"),
    (route) => route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title>" }),
  );
  return urls;
}

/** The requests that left the site's origin (data: and blob: URLs stay in the page). */
export function foreignRequests(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => !url.startsWith(`${origin}/`) && !/^(?:data|blob):/.test(url));
}

export const isFont = (url: string) => /\.(?:woff2?|ttf|otf|eot)(?:[?#]|$)/i.test(url);

/**
 * Watches the site's own requests from now on; `quiet()` waits until none has been in flight for
 * 500 ms: every lazy part of the page has arrived. Playwright's "networkidle" counts frames too,
 * and a frame whose foreign navigation the test answered or refused (the venue's map) now and then
 * kept it from ever coming (microsoft/playwright#42598; it failed CI once on /venue).
 */
export function watchSiteRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  // The site is served from this machine (playwright.config.ts).
  const isSite = (request: Request) => new URL(request.url()).hostname === "localhost";
  page.on("request", (request) => {
    if (!isSite(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return {
    quiet: () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, {
          message: "the site's requests never settled",
          intervals: [100],
          timeout: 30_000,
        })
        .toBe(true),
  };
}
