import { expect, test, type Page } from "./support/test.ts";
import { watchSiteRequests } from "./support/requests.ts";
import { routes, settings } from "./support/site.ts";

// Issue 20: nothing the visitor does not see may start before the page has painted. The
// web-vitals chunk once started with the page script, before the first paint, and Lighthouse
// counted it in the speaker page's LCP; the summit's logo was requested twice on every page load
// (by the header's <img>, and by the browser for the tab icon). Decision 048: the page script
// itself starts after the first contentful paint.

const speakerPath = routes.find((route) => /^\/speakers\/\d+$/.test(route.path))!.path;

/** Page types with and without an island, and with and without photos in the first screen. */
const pages = ["/", speakerPath, "/schedule", "/speakers", "/venue", "/private"];

const isVitalsChunk = (url: string) => /\/assets\/[^/]*web-vitals[^/]*\.js$/.test(url);

interface PaintTimeline {
  vitalsRequested: number;
  firstContentfulPaint: number | null;
  largestContentfulPaint: number | null;
  loadEventEnd: number;
}

/** When the web-vitals chunk was requested, next to the page's paints and its load event (ms). */
async function paintTimeline(page: Page): Promise<PaintTimeline> {
  await page.waitForFunction(
    () => performance.getEntriesByType("resource").some((entry) => /web-vitals/.test(entry.name)),
    undefined,
    { timeout: 10_000 },
  );
  return page.evaluate(async () => {
    const vitals = performance
      .getEntriesByType("resource")
      .find((entry) => /\/assets\/[^/]*web-vitals[^/]*\.js$/.test(entry.name))!;
    const paint = performance
      .getEntriesByType("paint")
      .find((entry) => entry.name === "first-contentful-paint");
    // LCP entries are not in the performance timeline's getEntries*: a buffered observer sees them.
    const lcp = await new Promise<PerformanceEntry[]>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        observer.disconnect();
        resolve(list.getEntries());
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
      setTimeout(() => resolve([]), 1_000);
    });
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return {
      vitalsRequested: vitals.startTime,
      firstContentfulPaint: paint?.startTime ?? null,
      largestContentfulPaint: lcp.length ? Math.max(...lcp.map((entry) => entry.startTime)) : null,
      loadEventEnd: navigation!.loadEventEnd,
    };
  });
}

for (const sitePath of pages) {
  test(`${sitePath} loads web vitals only after its first paint and its load event`, async ({
    page,
  }) => {
    await page.goto(sitePath);
    const timeline = await paintTimeline(page);
    const summary = JSON.stringify(timeline);
    expect(timeline.firstContentfulPaint, summary).not.toBeNull();
    expect(timeline.vitalsRequested, summary).toBeGreaterThan(timeline.firstContentfulPaint!);
    expect(timeline.vitalsRequested, summary).toBeGreaterThanOrEqual(timeline.loadEventEnd);
    // The largest paint so far (Lighthouse's LCP) came before it too.
    if (timeline.largestContentfulPaint !== null)
      expect(timeline.vitalsRequested, summary).toBeGreaterThan(timeline.largestContentfulPaint);
  });

  test(`${sitePath} asks for its page script only after its first contentful paint`, async ({
    page,
  }) => {
    await page.goto(sitePath);
    await expect(page.locator("html")).toHaveAttribute("data-page-script", "ready");
    const timeline = await page.evaluate(() => ({
      pageScriptRequested: performance
        .getEntriesByType("resource")
        .find((entry) => /\/assets\/page-script-[\w-]+\.js$/.test(entry.name))?.startTime,
      firstContentfulPaint: performance
        .getEntriesByType("paint")
        .find((entry) => entry.name === "first-contentful-paint")?.startTime,
    }));
    const summary = JSON.stringify(timeline);
    expect(timeline.firstContentfulPaint, summary).toBeDefined();
    expect(timeline.pageScriptRequested, summary).toBeGreaterThan(timeline.firstContentfulPaint!);
  });

  test(`${sitePath} never requests the summit's logo: the tab icon is in the page, the header draws it`, async ({
    page,
  }) => {
    const requests = watchSiteRequests(page);
    const logoRequests: string[] = [];
    let vitalsRequests = 0;
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === settings.defaultImage) logoRequests.push(request.resourceType());
      if (isVitalsChunk(url.pathname)) vitalsRequests += 1;
    });
    for (const load of ["first load", "reload"]) {
      logoRequests.length = 0;
      vitalsRequests = 0;
      if (load === "first load") await page.goto(sitePath);
      else await page.reload();
      // The browser reads the tab icon around the load event; the web-vitals chunk comes after
      // that, and then the page is quiet.
      await expect.poll(() => vitalsRequests).toBe(1);
      await requests.quiet();
      // The tab icon is a data: URL in the page (docs/decisions/050); the header draws the logo.
      expect(logoRequests, load).toEqual([]);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
        "href",
        /^data:image\/svg\+xml,/,
      );
      await expect(page.locator(".site-header__brand svg")).toBeVisible();
      await expect(page.locator(".site-header img")).toHaveCount(0);
    }
  });
}

test("no page preloads the logo (React preloads an <img> it renders early)", async ({
  request,
}) => {
  for (const sitePath of pages) {
    const html = await (await request.get(sitePath)).text();
    const preloads = html.match(/<link[^>]*rel="preload"[^>]*>/g) ?? [];
    expect(
      preloads.filter((link) => link.includes(`href="${settings.defaultImage}"`)),
      sitePath,
    ).toEqual([]);
  }
});
