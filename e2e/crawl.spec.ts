// One crawl of the built site: every prerendered page (and the not-found page) is loaded once, at
// a phone's width, then widened to a tablet's and a laptop's, and everything that can be seen of a
// page from outside is checked on that one load:
// - layout at 320, 768 and 1366 px: nothing scrolls sideways, no image is blown up beyond its file,
//   no text runs into other text, a detail page's heading is in the first screen, and a picture
//   keeps its width while the HTML arrives;
// - scripts: a page loads the page script and what it imports, and nothing of React
//   (docs/decisions/019); the programme's pages also load their controls (docs/decisions/036); the
//   private rooms load their island and hydrate it (docs/decisions/034); a page with times, the
//   time zone switch's converter (docs/decisions/042);
// - requests: nothing leaves the site's origin but the venue's map frame, and no web font is
//   fetched (docs/decisions/012-responsive-images.md);
// - policy: the page's inline scripts and styles run under its own Content-Security-Policy with no
//   violation (docs/decisions/008; e2e/nginx.spec.ts checks that nginx sends our server's headers);
// - errors: no script error and nothing on the console's error channel;
// - axe (WCAG 2.2 A/AA) on the first page of every route, at the laptop width.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../content/checked-content.ts";
import { hasInteractiveParts, routeFor } from "../site/shared/routes/route-manifest.ts";
import { initialScripts, isInteractivePage } from "../tools/checks/bundle-budget.ts";
import { pageHtml } from "../integrations/offline/build-service-worker.ts";
import { sitePages } from "../site/shared/routes/route-pages.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import {
  builtPages,
  builtSiteDir,
  isDetailPage,
  pagesAxedByTheCrawl,
} from "./support/built-pages.ts";
import { watchPolicies } from "./support/csp.ts";
import {
  afterLayout,
  gridsThatStretchAFirstPicture,
  loadAllImages,
  measureHeading,
  measureLayout,
} from "./support/layout-checks.ts";
import { foreignRequests, isFont, recordRequests } from "./support/requests.ts";
import { expect, reactIsHydrated, test, type Page } from "./support/test.ts";

const windows = [
  { width: 320, height: 640 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;

const notFoundPath = "/no-such-page";

// /register leaves for the ticket shop at once; e2e/register.spec.ts covers it.
const pages = builtPages().filter((page) => !page.redirects);
const interactivePaths = pages
  .filter((page) => isInteractivePage(page.path))
  .map((page) => page.path);

/** The pages of the route manifest's programme pages and private rooms, from the content. */
const manifestInteractivePaths = sitePages(loadContent())
  .filter((sitePage) => hasInteractiveParts(sitePage.route.kind))
  .map((sitePage) => sitePage.path);

/** The first page of each route: axe checks one page per route (a template and its content). */
const axePaths = pagesAxedByTheCrawl(notFoundPath);

test("the static pages are the site's pages other than the schedule and the private area", () => {
  expect(pages.length - interactivePaths.length).toBeGreaterThan(60);
  expect([...interactivePaths].sort()).toEqual([...manifestInteractivePaths].sort());
  // Every route of the manifest that the content gives a page is crawled, axe included.
  expect(new Set([...axePaths].map((sitePath) => routeFor(sitePath).id)).size).toBeGreaterThan(15);
});

/** What a visitor's browser did while one page was open. */
interface PageWatch {
  requests: string[];
  policyProblems: string[];
  errors: string[];
}

/** Layout at each width, loaded once at the narrowest and widened as a visitor widens a window. */
async function checkLayout(page: Page, sitePath: string) {
  for (const size of windows) {
    await page.setViewportSize(size);
    await afterLayout(page);
    const at = `${sitePath} at ${size.width} px`;
    if (isDetailPage(sitePath)) {
      const h1 = await measureHeading(page);
      expect(h1, `${at}: the page has an h1`).not.toBeNull();
      expect(h1!.bottom, `${at}: the h1 is in the first screen`).toBeLessThanOrEqual(
        h1!.windowHeight,
      );
    }
    // The pictures pick their larger files as the window widens (srcset and sizes follow it).
    await loadAllImages(page);
    const layout = await measureLayout(page);
    expect(layout.scrollWidth, `${at}: nothing scrolls sideways`).toBeLessThanOrEqual(
      layout.clientWidth,
    );
    expect(layout.blurryImages, `${at}: images drawn within their pixels`).toEqual([]);
    expect(layout.overlaps, `${at}: no text overlaps other text`).toEqual([]);
    // Removes and puts back the items of picture grids, in their order: last at each width.
    expect(
      await gridsThatStretchAFirstPicture(page),
      `${at}: a picture keeps its width while the HTML arrives`,
    ).toEqual([]);
  }
}

const readBuilt = (file: string) => readFileSync(path.join(builtSiteDir, file), "utf8");
const assetNamed = (prefix: string) =>
  `/assets/${readdirSync(path.join(builtSiteDir, "assets")).find((name) => name.startsWith(`${prefix}-`))}`;
/** The web-vitals report, which the page script loads once the page has painted. */
const webVitals = assetNamed("web-vitals");
/** The programme's controls and what they import, which the page script loads on its pages. */
const programmeControls = initialScripts(
  `<script type="module" src="${assetNamed("programme-controls")}"></script>`,
  readBuilt,
);

/** The time zone switch's converter, which the page script loads on a page with times (decision 042). */
const zoneSwitch = initialScripts(
  `<script type="module" src="${assetNamed("zone-switch")}"></script>`,
  readBuilt,
);

/** The lazy parts the given modules import dynamically, with what those import statically. */
function lazyParts(modules: string[]): string[] {
  const lazy = modules.flatMap((module) =>
    [...readBuilt(module).matchAll(/import\(\s*[`"']\.\/([\w-]+\.js)[`"']\s*\)/g)].map(
      ([, file]) => `/assets/${file}`,
    ),
  );
  return initialScripts(lazy.map((file) => `<script src="${file}"></script>`).join(""), readBuilt);
}

/**
 * The scripts a page loaded: those its HTML names and what they import, the web-vitals report
 * and, on a programme page, its controls; React only in a private room, whose island it hydrates
 * (and whose locked screen may load a lazy part of it).
 */
async function checkScripts(page: Page, sitePath: string, scripts: string[]) {
  expect(scripts, `${sitePath} loads the page script`).toContainEqual(
    expect.stringMatching(/^\/assets\/page-script-[\w-]+\.js$/),
  );
  const kind = routeFor(sitePath).kind;
  const html = readBuilt(kind === "not-found" ? "404.html" : pageHtml(sitePath));
  const initial = initialScripts(html, readBuilt);
  const hasTimes = html.includes("data-zone-switch=");
  const allowed = new Set([
    ...initial,
    webVitals,
    ...(kind === "programme-page" ? programmeControls : []),
    ...(kind === "private-room" ? lazyParts(initial) : []),
    ...(hasTimes ? zoneSwitch : []),
  ]);
  // A page with times loads the converter; a page without, nothing of it.
  if (hasTimes) {
    expect(scripts, `${sitePath} loads the time zone switch`).toEqual(
      expect.arrayContaining(zoneSwitch),
    );
  }
  if (kind === "programme-page") {
    expect(scripts, `${sitePath} loads its controls`).toEqual(
      expect.arrayContaining(programmeControls),
    );
  }
  for (const script of scripts)
    expect([...allowed], `${sitePath} loads ${script}`).toContain(script);
  if (kind === "private-room") {
    await expect(page.locator("astro-island"), sitePath).toHaveCount(1);
    await expect(page.locator("astro-island[ssr]"), `${sitePath} is hydrated`).toHaveCount(0);
    expect(await reactIsHydrated(page), `${sitePath} is hydrated`).toBe(true);
  } else {
    expect(await reactIsHydrated(page), `${sitePath} runs no React`).toBe(false);
  }
}

/** Nothing from another origin but the venue's map frame, and no web font from anywhere. */
function checkRequests(sitePath: string, urls: string[], origin: string) {
  const foreign = foreignRequests(urls, origin);
  if (sitePath === "/venue") {
    for (const url of foreign)
      expect(url).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
  } else {
    expect(foreign, `${sitePath} requests nothing from another origin`).toEqual([]);
  }
  expect(urls.filter(isFont), `${sitePath} fetches no web font`).toEqual([]);
}

async function crawl(page: Page, sitePath: string, watch: PageWatch, origin: string) {
  const firstRequest = watch.requests.length;
  const firstProblem = watch.policyProblems.length;
  const firstError = watch.errors.length;
  await page.setViewportSize(windows[0]);
  await page.goto(sitePath);
  await expect(page.locator("h1").first(), `${sitePath} has an h1`).toBeVisible();

  await checkLayout(page, sitePath);
  // Down to the end of the page, as a reader scrolls: lazy frames start there.
  // At once: the site scrolls smoothly (global.css), and a smooth scroll held each page ~0.7 s.
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await afterLayout(page);
  if (axePaths.has(sitePath)) await expectNoAxeViolations(page);

  const requests = watch.requests.slice(firstRequest);
  const scripts = requests
    .filter((url) => url.startsWith(`${origin}/`) && /\.m?js(?:[?#]|$)/.test(url))
    .map((url) => new URL(url).pathname);
  await checkScripts(page, sitePath, scripts);
  checkRequests(sitePath, requests, origin);
  expect(watch.policyProblems.slice(firstProblem), `${sitePath}: CSP violations`).toEqual([]);
  expect(watch.errors.slice(firstError), `${sitePath}: script and console errors`).toEqual([]);
}

// In groups: both workers share them, each group has its own time budget, and a group loads its
// pages one after another in one browser page (a new page per address would cost more).
const crawled = [...pages.map((page) => page.path), notFoundPath];
const groupSize = 8;
const groups = Array.from({ length: Math.ceil(crawled.length / groupSize) }, (_, index) =>
  crawled.slice(index * groupSize, (index + 1) * groupSize),
);

for (const group of groups) {
  test(`crawl ${group[0]} to ${group.at(-1)}`, async ({ page, context, baseURL }) => {
    test.setTimeout(40_000 + group.length * 20_000);
    const origin = new URL(baseURL!).origin;
    const watch: PageWatch = {
      requests: await recordRequests(context),
      policyProblems: await watchPolicies(page),
      errors: [],
    };
    page.on("pageerror", (error) => watch.errors.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      // The not-found page is answered with its status, 404, which the console reports.
      if (page.url().endsWith(notFoundPath) && /status of 404/.test(text)) return;
      // CSP reports go to the policy list above.
      if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(text)) return;
      watch.errors.push(`${page.url()}: ${text}`);
    });
    for (const sitePath of group) await crawl(page, sitePath, watch, origin);
  });
}

// Pictures for a person to look at (the closing note of issue 14 describes them): a test can pass
// while a page looks wrong. Written to test-results/layout-screenshots/.
test("screenshots of the speaker page and the schedule for review", async ({ page }, testInfo) => {
  const shots = [
    { sitePath: "/speakers/1", width: 1366, height: 768 },
    { sitePath: "/speakers/1", width: 390, height: 844 },
    { sitePath: "/schedule", width: 320, height: 640 },
  ];
  for (const { sitePath, width, height } of shots) {
    await page.setViewportSize({ width, height });
    await page.goto(sitePath);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    const name = `${sitePath.replace(/\W+/g, "-").replace(/^-/, "")}-${width}.png`;
    const body = await page.screenshot({ path: `test-results/layout-screenshots/${name}` });
    await testInfo.attach(name, { body, contentType: "image/png" });
  }
});
