import { expect, test } from "./support/test.ts";
import { settings } from "./support/site.ts";

test.describe("home page", () => {
  test("shows the hero with title, dates, venue and Register Now", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section.hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(settings.summitName);
    await expect(hero).toContainText(settings.dates.label);
    await expect(hero).toContainText("Friends House, Euston, London");
    await expect(hero.getByRole("link", { name: "Register Now" })).toHaveAttribute(
      "href",
      "/register",
    );
  });

  test("lists the featured speakers in exactly the spec's order", async ({ page }) => {
    await page.goto("/");
    const links = page
      .getByRole("region", { name: "Featured speakers" })
      .locator('a[href^="/speakers/"]');
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    expect(hrefs).toEqual(
      [1, 7, 2, 4, 45, 3, 6, 8, 5, 58, 43, 33, 34, 37, 40, 41].map((id) => `/speakers/${id}`),
    );
  });

  test("has the history, the three tracks with their days, the schedule preview and quick links", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "How we got here" })).toBeVisible();
    const tracks = page.getByRole("region", { name: "Three days, three tracks" });
    await expect(tracks.locator(".track-card")).toHaveText([
      /Tue 28 Oct\s*AI Research Breakthroughs & Infrastructure/,
      /Wed 29 Oct\s*AI Safety, Enterprise & Society/,
      /Thu 30 Oct\s*AI Entrepreneurship & Applications/,
    ]);
    const preview = page.getByRole("region", { name: "Schedule highlights" });
    await expect(preview.getByRole("link", { name: "View the full schedule" })).toHaveAttribute(
      "href",
      "/schedule",
    );
    const quickLinks = page.getByRole("region", { name: "Find your way" }).getByRole("link");
    await expect(quickLinks).toHaveText(["Partners & Sponsors", "Organizing Team", "Venue"]);
  });

  test("a featured speaker tile opens that speaker's page", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Featured speakers" })
      .locator('a[href="/speakers/45"]')
      .click();
    await expect(page).toHaveURL(/\/speakers\/45$/);
  });
});
