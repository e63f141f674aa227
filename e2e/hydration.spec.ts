// The page a visitor sees before, during and after hydration, on a phone-speed CPU (4x slower):
// nothing that was on screen disappears, and nothing typed is lost.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, type Page } from "@playwright/test";
import { initialScripts } from "../tools/checks/bundle-budget.ts";
import { builtSiteDir } from "./support/built-pages.ts";
import { testFixturePassword } from "./support/private.ts";
import { watchSiteRequests } from "./support/requests.ts";
import { expect, waitForHydration } from "./support/test.ts";

// These tests load pages themselves: the shared `test` would wait for hydration in goto().
const test = base;

async function throttleCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Holds the JavaScript files whose path matches until `release()`: the page shows its HTML (and
 * runs its inline scripts) but cannot hydrate, or a lazy part's code arrives last.
 */
async function holdScripts(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith(".js") && pattern.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * The modules that start the island of a built page, read from its HTML: the island's component
 * and React's client (`component-url`, `renderer-url`). Held, they keep the island from hydrating;
 * the page script, a plain deferred module (holding it would hold DOMContentLoaded too), still
 * runs. The page script shares chunks with the islands, so "everything but the page script" would
 * hold it too.
 */
function islandEntries(htmlFile: string): RegExp {
  const html = readFileSync(path.join(builtSiteDir, htmlFile), "utf8");
  const entries = [
    ...html.matchAll(/\s(?:component-url|renderer-url)="(\/assets\/[^"]+\.js)"/g),
  ].map(([, entry]) => entry!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (entries.length === 0) throw new Error(`${htmlFile} names no island`);
  return new RegExp(`^(?:${entries.join("|")})$`);
}

/**
 * The scripts a built page loads after its initial ones (its scripts and everything they import
 * statically, tools/checks/bundle-budget.ts) and after the programme's controls, which the page
 * script loads at once on a programme page: lazy parts, the web-vitals report.
 */
function laterScripts(htmlFile: string): RegExp {
  const read = (file: string) => readFileSync(path.join(builtSiteDir, file), "utf8");
  const initial = initialScripts(read(htmlFile), read).map((file) =>
    path.posix.basename(file).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  return new RegExp(
    `^/assets/(?!(?:${[...initial, "programme-controls-[\\w-]+\\.js"].join("|")})$)`,
  );
}

/** Records the document's height every 25 ms from the first byte of HTML on. */
async function sampleHeights(page: Page) {
  await page.addInitScript(() => {
    const heights: number[] = [];
    (window as unknown as { heights: number[] }).heights = heights;
    const sample = () => {
      if (document.body) heights.push(document.documentElement.scrollHeight);
    };
    setInterval(sample, 25);
    document.addEventListener("DOMContentLoaded", sample);
  });
}

const pageTypes = [
  "/",
  "/schedule",
  "/schedule?day=thursday",
  "/speakers",
  "/speakers/1",
  "/partners",
  "/becomeasponsor",
  "/team",
  "/venue",
  "/sideevents",
  "/community",
  "/community/outsourcing-effort-to-compute",
  "/contributor/mira-castellanos",
  "/private",
  "/no-such-page",
];

test.describe("throttled loads (4x CPU)", () => {
  test.describe.configure({ timeout: 90_000 });
  // The venue's map embed is another site: nothing leaves the machine.
  test.beforeEach(async ({ page, baseURL }) => {
    const { origin } = new URL(baseURL!);
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
  });

  for (const sitePath of pageTypes) {
    test(`${sitePath} never gets shorter while it loads and hydrates`, async ({ page }) => {
      await sampleHeights(page);
      await throttleCpu(page);
      const requests = watchSiteRequests(page);
      await page.goto(sitePath, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      // Every lazy part of the page has arrived (and hydrated) once the network is quiet.
      await requests.quiet();
      const heights = await page.evaluate(
        () => (window as unknown as { heights: number[] }).heights,
      );
      expect(heights.length).toBeGreaterThan(3);
      // Content that was on screen stays: the height only ever grows (1 px for rounding).
      const drops = heights
        .map((height, index) => ({ from: heights[index - 1] ?? 0, to: height }))
        .filter(({ from, to }) => to < from - 1);
      expect(drops, `heights while loading: ${[...new Set(heights)].join(", ")}`).toEqual([]);
    });
  }

  test("a password typed and sent before hydration is kept, and unlocks once the page is ready", async ({
    page,
  }) => {
    await throttleCpu(page);
    const release = await holdScripts(page, islandEntries("private/index.html"));
    await page.goto("/private", { waitUntil: "domcontentloaded" });
    const password = page.getByLabel("Password", { exact: true });
    await password.click();
    await page.keyboard.type(testFixturePassword);
    await page.keyboard.press("Enter");
    // Not sent anywhere by the browser itself: the page is still here, the password too.
    await expect(page).toHaveURL(/\/private$/);
    release();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 30_000 });
  });

  test("a password typed before hydration survives it", async ({ page }) => {
    await throttleCpu(page);
    const release = await holdScripts(page, islandEntries("private/index.html"));
    const requests = watchSiteRequests(page);
    await page.goto("/private", { waitUntil: "domcontentloaded" });
    const password = page.getByLabel("Password", { exact: true });
    await password.click();
    await page.keyboard.type("typed early");
    release();
    await waitForHydration(page);
    await requests.quiet();
    await expect(password).toHaveValue("typed early");
    // The form now works: Unlock answers (wrong password) instead of staying silent.
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
  });

  test("the schedule's reference sections stay on screen when the page's later scripts arrive last", async ({
    page,
  }) => {
    await sampleHeights(page);
    await throttleCpu(page);
    // The reference sections are the page's static HTML; everything the page loads after its
    // initial scripts and its controls (lazy parts, the web-vitals report) is held.
    const release = await holdScripts(page, laterScripts("schedule/index.html"));
    const requests = watchSiteRequests(page);
    await page.goto("/schedule", { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "VENUE FLOOR PLAN" })).toBeVisible();
    release();
    // The planning layer has run on the page: each card's star shows.
    await expect(page.getByRole("button", { name: /to my agenda$/ }).first()).toBeVisible({
      timeout: 20_000,
    });
    await requests.quiet();
    const heights = await page.evaluate(() => (window as unknown as { heights: number[] }).heights);
    const drops = heights.filter((height, index) => height < (heights[index - 1] ?? 0) - 1);
    expect(drops, `heights while loading: ${[...new Set(heights)].join(", ")}`).toEqual([]);
  });

  test("the schedule's track cards and filters answer once its controls run, however late its other scripts arrive", async ({
    page,
  }) => {
    // Whatever the schedule loads after its initial scripts is held: lazy parts, the web-vitals
    // report.
    const release = await holdScripts(page, laterScripts("schedule/index.html"));
    await throttleCpu(page);
    await page.goto("/schedule", { waitUntil: "domcontentloaded" });
    // Ready while its later scripts are still held: the controls run on its static HTML.
    await expect(page.locator('html[data-programme-script="ready"]')).toBeAttached({
      timeout: 20_000,
    });
    await page.getByRole("button", { name: /AI Entrepreneurship & Applications/ }).click();
    await expect(page.locator("[role=tabpanel]:not([hidden]) .day-title")).toHaveText(/Thursday/);
    await page.getByRole("search").getByLabel("Room").selectOption("Penn Room");
    await expect(page).toHaveURL(/room=Penn\+Room/);
    release();
  });

  test("search text typed as soon as the schedule appears is kept and filters", async ({
    page,
  }) => {
    await throttleCpu(page);
    const requests = watchSiteRequests(page);
    await page.goto("/schedule", { waitUntil: "domcontentloaded" });
    const search = page.getByLabel("Search titles, speakers, chairs and descriptions");
    await search.click();
    await page.keyboard.type("safety");
    await waitForHydration(page);
    await requests.quiet();
    await expect(search).toHaveValue("safety");
    await expect(page).toHaveURL(/[?&]q=safety/);
    const status = page.getByRole("search").getByRole("status");
    await expect(status).toHaveText(/sessions? match/);
    // Enter keeps the page (no reload) and the filter.
    await search.press("Enter");
    await expect(search).toHaveValue("safety");
    await expect(status).toHaveText(/sessions? match/);
  });

  test("Enter in the search field before hydration still filters", async ({ page }) => {
    await throttleCpu(page);
    await page.goto("/schedule", { waitUntil: "domcontentloaded" });
    const search = page.getByLabel("Search titles, speakers, chairs and descriptions");
    await search.click();
    await page.keyboard.type("keynote");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]q=keynote/);
    await waitForHydration(page);
    await expect(page.getByRole("search").getByRole("status")).toHaveText(/sessions? match/, {
      timeout: 20_000,
    });
  });
});

test.describe("while the HTML arrives", () => {
  // The parser may stop after an inline box's start tag and lay the page out before its text
  // comes: the line that holds a button (or the grid's rooms summary) must not be taller then than
  // once it is filled, or the page gets shorter as it loads (a 5 px drop on /partners, seen by the
  // heights sampled above).
  test("a button's or the rooms summary's line is no taller before its text arrives", async ({
    page,
  }) => {
    for (const sitePath of ["/", "/partners", "/sideevents", "/schedule/wednesday/grid"]) {
      await page.goto(sitePath);
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".button, .grid-view__rooms > summary")]
          .filter((box) => getComputedStyle(box.parentElement!).display === "block")
          .map((box) => {
            const line = box.parentElement!;
            const filled = line.getBoundingClientRect().height;
            const contents = [...box.childNodes];
            box.replaceChildren();
            const empty = line.getBoundingClientRect().height;
            box.append(...contents);
            return { box: box.textContent!.trim(), filled, empty };
          }),
      );
      expect(
        lines.length,
        `buttons or summaries on a line of their own on ${sitePath}`,
      ).toBeGreaterThan(0);
      expect(
        lines.filter(({ filled, empty }) => empty > filled + 0.5),
        `lines taller without their box's text on ${sitePath}`,
      ).toEqual([]);
    }
  });
});

test.describe("before any script has run", () => {
  test("a link to a day shows that day, and only that day", async ({ page }) => {
    // The app's modules never arrive: only the prerendered HTML and its inline script run.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/schedule?day=thursday");
    const shown = page.locator(".day-panel:visible");
    await expect(shown).toHaveCount(1);
    await expect(shown.locator(".day-title")).toHaveText(/^Thursday/);
  });
});
