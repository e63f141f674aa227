// What a browser context asks the network for, recorded as it happens, with nothing leaving the
// machine: requests to other origins are answered locally.
import type { BrowserContext } from "@playwright/test";

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
