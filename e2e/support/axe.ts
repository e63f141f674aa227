import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeScope {
  /**
   * Only these elements: for a state that changes one part of a page (a message shown, a tab
   * chosen, a dialog open) once the whole page has passed axe in another test or step. Axe over a
   * large page takes seconds on a busy machine; the part that changed is what the step adds.
   */
  within?: Locator;
}

const scopeAttribute = "data-axe-scope";

/** Runs axe over the page (or the part `within`) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, { within }: AxeScope = {}) {
  // Legacy mode runs axe in the page itself. The default opens a blank page after each run to
  // merge the frames' results, and injects axe there again: 0.6-1 s more per run (1.7-2.0 s
  // against 1.0-1.1 s on /schedule, quiet), over ~100 runs a suite. It leaves out only frames
  // from another origin, and the site's only frame is the map's, OpenStreetMap's own page. The
  // option is deprecated for axe 5; without it the runs only take longer (docs/decisions/031).
  const builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();
  if (within) {
    // A part drawn by a script (a notice, a dialog) may not be there yet: wait for it, then mark it.
    await expect(within.first(), "the part of the page to check is there").toBeAttached();
    const marked = await within.evaluateAll(
      (elements, attribute) =>
        elements.map((element) => element.setAttribute(attribute, "")).length,
      scopeAttribute,
    );
    expect(marked, "the part of the page to check is there").toBeGreaterThan(0);
    builder.include(`[${scopeAttribute}]`);
  }
  const results = await builder.analyze();
  if (within) {
    await page.evaluate(
      (attribute) =>
        document
          .querySelectorAll(`[${attribute}]`)
          .forEach((element) => element.removeAttribute(attribute)),
      scopeAttribute,
    );
  }
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
