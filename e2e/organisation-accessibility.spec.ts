import { expect, test, type Page } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { pagesAxedByTheCrawl } from "./support/built-pages.ts";
import { communityRoutes } from "./support/community-routes.ts";

const { journalCategories } = loadContent();

// axe (WCAG 2.2 A/AA) on every page of the organisation pages, in each tab and disclosure state.
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

// The first page of each route passes axe in the crawl (e2e/crawl.spec.ts), as loaded.
const axedByTheCrawl = pagesAxedByTheCrawl("/no-such-page");
const pagesAsLoaded = ["/partners", "/sideevents", ...communityRoutes.map((route) => route.path)];

test.describe("axe on the organisation pages", () => {
  test("the crawl covers some of them; the rest are checked here", () => {
    expect(pagesAsLoaded.filter((path) => axedByTheCrawl.has(path)).length).toBeGreaterThan(0);
  });

  for (const path of pagesAsLoaded.filter((path) => !axedByTheCrawl.has(path))) {
    test(`${path} has no violations`, async ({ page }) => {
      await open(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test("/becomeasponsor has no violations in any tab", async ({ page }) => {
    await open(page, "/becomeasponsor");
    await expectNoAxeViolations(page);
    // Then each tab: choosing one changes the tabs and their panel.
    for (const name of ["Who Attends", "Benefits", "Sponsorship Tiers", "Overview"]) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tabpanel", { name })).toBeVisible();
      await expectNoAxeViolations(page, {
        within: page.getByRole("tablist").or(page.getByRole("tabpanel", { name })),
      });
    }
  });

  test("/team has no violations with every disclosure closed and open", async ({ page }) => {
    test.slow(); // axe over the whole page, twice
    await open(page, "/team");
    await expectNoAxeViolations(page);
    // The disclosures are native <details> (team.spec.ts opens them by their summaries): all of
    // them open at once here, for axe to check the open state.
    const count = await page
      .locator(".team-card details")
      .evaluateAll(
        (disclosures) =>
          disclosures.map((disclosure) => ((disclosure as HTMLDetailsElement).open = true)).length,
      );
    expect(count).toBeGreaterThan(0);
    await expect(page.locator(".team-card details:not([open])")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("/community has no violations in any category", async ({ page }) => {
    await open(page, "/community");
    for (const category of [...journalCategories].reverse()) {
      await page.locator(".category-picker__button").filter({ hasText: category.name }).click();
      await expect(page.locator(".journal-main:visible h2")).toHaveText(category.name);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("axe on the organisation pages on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/partners", "/becomeasponsor", "/team", "/sideevents", "/community"]) {
    test(`${path} has no violations at 390 px`, async ({ page }) => {
      await open(page, path);
      await expectNoAxeViolations(page);
    });
  }
});
