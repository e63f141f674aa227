// The `test` every spec uses: Playwright's, with a `page` whose goto() and reload() return once the
// page has hydrated. The site paints from its HTML first and starts its JavaScript after the first
// paint (docs/decisions/014), so the browser's load event no longer means "interactive"; a click
// before hydration would hit static HTML, which is not what these tests are about.
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";
export type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";

/** Waits until React has hydrated the page's <main> (or rendered it afresh, on 404.html). */
export async function waitForHydration(page: Page): Promise<void> {
  const hasBootScript = await page
    .locator('script[type="module"]')
    .count()
    .catch(() => 0);
  if (hasBootScript === 0) return;
  // Some tests stop the JavaScript on purpose (a stale chunk, a redirect away): after a few
  // seconds, hand the page over as it is and let the test's own assertions judge it.
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector("main");
        return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
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
