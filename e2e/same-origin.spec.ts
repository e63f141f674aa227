import { expect, test, type BrowserContext, type Page } from "./support/test.ts";
import { isPublicPage, routeManifest } from "../app/shared/routes/route-manifest.ts";
import { journalRoutes } from "./support/journal-routes.ts";
import { afterLayout } from "./support/layout-checks.ts";
import { routes } from "./support/site.ts";

// No request leaves the site's origin on a public page: no CDN, web font, analytics or image host.
// The one exception is the OpenStreetMap frame on /venue, and only once it scrolls into view
// (docs/decisions/012-responsive-images.md).

const mapOrigin = "https://www.openstreetmap.org";
// The public pages and the private area's locked hub; not the rooms behind it, nor a redirect
// (/register forwards to the ticket shop).
const pages = [
  ...routes
    .filter((route) => isPublicPage(route.kind) || route.path === routeManifest.privateHub.path)
    .map((route) => route.path),
  journalRoutes.find((route) => route.path.startsWith("/community/"))!.path,
  journalRoutes.find((route) => route.path.startsWith("/contributor/"))!.path,
  "/no-such-page",
];

// Tall enough for a real page, short enough that the venue map starts below the fold.
test.use({ viewport: { width: 1280, height: 600 } });

/** Every request of the browser context, page and frames alike, as it is made. */
async function recordRequests(context: BrowserContext) {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  // Nothing leaves the machine even if a check below fails: answer other origins locally.
  await context.route(
    (url) => !url.protocol.startsWith("http") || !url.host.startsWith("localhost"),
    (route) => route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title>" }),
  );
  return urls;
}

/** Scrolls down a screen at a time, giving lazy images and frames time to load. */
async function scrollToBottom(page: Page) {
  for (let step = 0; step < 100; step += 1) {
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atBottom) break;
    await page.mouse.wheel(0, 500);
    // The frames after the scroll, where lazy images and frames that came into view start.
    await afterLayout(page);
  }
  await expect.poll(() => shownImagesComplete(page)).toBe(true);
}

/** Every image on screen or scrolled past has finished (images in hidden tabs never load). */
const shownImagesComplete = (page: Page) =>
  page.evaluate(() =>
    [...document.images].every((image) => !image.checkVisibility() || image.complete),
  );

const isFont = (url: string) => /\.(?:woff2?|ttf|otf|eot)(?:[?#]|$)/i.test(url);

for (const sitePath of pages) {
  test(`${sitePath} requests nothing from another origin`, async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const urls = await recordRequests(context);
    await page.goto(sitePath);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await scrollToBottom(page);
    const foreign = urls.filter(
      (url) => !url.startsWith(`${origin}/`) && !/^(?:data|blob):/.test(url),
    );
    if (sitePath === "/venue") {
      expect(foreign.length, foreign.join("\n")).toBeGreaterThan(0);
      for (const url of foreign)
        expect(url).toMatch(new RegExp(`^${mapOrigin}/export/embed\\.html`));
    } else {
      expect(foreign).toEqual([]);
    }
    // The site uses the system's fonts: no web font is ever fetched, from anywhere.
    expect(urls.filter(isFont)).toEqual([]);
  });
}

test("the venue map is requested only once it scrolls into view", async ({ page, context }) => {
  const urls = await recordRequests(context);
  const mapRequests = () => urls.filter((url) => url.startsWith(`${mapOrigin}/`));
  await page.goto("/venue");
  const map = page.getByTitle(/^Map showing/);
  await expect(map).toBeAttached();
  // The page script ready, every eager image settled, and the map below the fold: it must not have
  // loaded.
  await expect.poll(() => shownImagesComplete(page)).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await map.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
    await page.evaluate(() => window.innerHeight),
  );
  expect(mapRequests()).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect.poll(mapRequests).toHaveLength(1);
  await expect(map).toHaveAttribute(
    "src",
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
  );
});
