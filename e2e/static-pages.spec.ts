// Pages that need no script ship none of React (docs/decisions/019): they load the page script
// alone. Only the schedule and the private rooms load React, to hydrate their island, and no page
// loads React Router (docs/decisions/020).
import { loadContent } from "../content/checked-content.ts";
import { hasIsland } from "../app/shared/routes/route-manifest.ts";
import { isHydratedPage } from "../scripts/bundle-budget.ts";
import { sitePages } from "../framework/build/route-pages.ts";
import { builtPages } from "./support/built-pages.ts";
import { expect, test, reactIsHydrated } from "./support/test.ts";

// /register leaves for the ticket shop at once; e2e/register.spec.ts covers it.
const pages = builtPages().filter((page) => !page.redirects);
const staticPages = pages.filter((page) => !isHydratedPage(page.path));
const hydratedPaths = pages.filter((page) => isHydratedPage(page.path)).map((page) => page.path);

/** The pages of the route manifest's island pages and private rooms, from the content. */
const islandPaths = sitePages(loadContent())
  .filter((sitePage) => hasIsland(sitePage.route.kind))
  .map((sitePage) => sitePage.path);

test("the static pages are the site's pages other than the schedule and the private area", () => {
  expect(staticPages.length).toBeGreaterThan(60);
  expect([...hydratedPaths].sort()).toEqual([...islandPaths].sort());
});

// In groups of 20 pages: both workers share them, each group has its own time budget, and a group
// loads its pages in one browser page (a new page per address would cost more than the loads).
const groupSize = 20;
const groups = Array.from({ length: Math.ceil(staticPages.length / groupSize) }, (_, index) =>
  staticPages.slice(index * groupSize, (index + 1) * groupSize),
);

for (const group of groups) {
  test(`static pages ${group[0]!.path} to ${group.at(-1)!.path} request no React chunk, only the page script, and do not hydrate`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const { path: sitePath } of group) {
      const scripts: string[] = [];
      const listener = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      };
      page.on("request", listener);
      await page.goto(sitePath);
      await page.waitForLoadState("networkidle");
      page.off("request", listener);
      // The page script, and the web-vitals part it imports once the page has loaded.
      expect(scripts.length, sitePath).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script, `${sitePath} loads only the page script`).toMatch(
          /^\/assets\/page-script-[\w-]+\.js$/,
        );
      }
      expect(await page.evaluate(() => "__reactRouterContext" in window), sitePath).toBe(false);
      expect(await reactIsHydrated(page)).toBe(false);
    }
  });
}

test("the schedule and the private rooms load React DOM and their island, not React Router", async ({
  page,
}) => {
  for (const sitePath of hydratedPaths) {
    const scripts: string[] = [];
    const listener = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    };
    page.on("request", listener);
    await page.goto(sitePath);
    await page.waitForLoadState("networkidle");
    page.off("request", listener);
    expect(scripts, sitePath).toContainEqual(
      expect.stringMatching(/^\/assets\/island-[\w-]+\.js$/),
    );
    for (const script of scripts) {
      expect(script, `${sitePath} loads the page script and island code only`).toMatch(
        /^\/assets\/(?:page-script|island)-[\w-]+\.js$/,
      );
    }
    expect(await page.evaluate(() => "__reactRouterContext" in window), sitePath).toBe(false);
    await expect(page.locator("[data-island][data-island-hydrated]"), sitePath).toHaveCount(1);
    expect(await reactIsHydrated(page), sitePath).toBe(true);
  }
});
