// The `test` every spec uses: Playwright's, with a `page` whose goto() and reload() return once the
// page is interactive: its page script ready (on a programme page, its controls started) and,
// where the page has an island, the island hydrated. The site reads from its HTML first and is
// wired up afterwards: the page script runs once the HTML is parsed, and an island hydrates once
// its code has arrived (docs/decisions/034), so a click right after the load event could hit a
// page not yet wired up.
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, Locator, Page } from "@playwright/test";

/**
 * Waits until the page script has wired the page up and, on a page with an island, React has
 * hydrated it (most pages load no React at all).
 */
export async function waitForHydration(page: Page): Promise<void> {
  const hasScript = await page.locator('script[type="module"]').count();
  if (hasScript === 0) return;
  // Strict: a page that never gets ready fails here, by name. A test that stops the JavaScript on
  // purpose loads its pages with Playwright's own `test`, as e2e/hydration.spec.ts does.
  await page
    .waitForFunction(
      () => {
        if (document.documentElement.dataset.pageScript !== "ready") return false;
        // An Astro island loses its `ssr` attribute once hydrated; one that waits to be visible
        // (client:visible) is not waited for.
        const astroIslandsPending = document.querySelector(
          'astro-island[ssr]:is([client="load"], [client="idle"])',
        );
        return astroIslandsPending === null;
      },
      undefined,
      { timeout: 20_000 },
    )
    .catch((error: Error) => {
      throw new Error(`${page.url()} never became interactive: ${error.message}`);
    });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await provide(page);
  },
});

/** Whether React runs anywhere in the page: a root of its own, or a node it rendered. */
export function reactIsHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body, body *")].some((element) =>
      Object.keys(element).some(
        (key) => key.startsWith("__reactContainer$") || key.startsWith("__reactFiber$"),
      ),
    ),
  );
}
