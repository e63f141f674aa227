// The site with scripts off: the prerendered HTML alone must be complete and navigable.
import { expect, test } from "./support/test.ts";

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  test("on a phone the header, with its menu open, scrolls away instead of covering the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/schedule/tuesday");
    const header = page.locator(".site-header");
    await expect(header.getByRole("link", { name: "Private Rooms" })).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThan(-100);
  });

  test("each day of the programme is readable from its link", async ({ page }) => {
    await page.goto("/schedule");
    const titles = await page.locator(".day-title").allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(3);
    for (const title of titles) {
      const dayName = title.split(",")[0]!;
      await page.goto(`/schedule?day=${dayName.toLowerCase()}`);
      const heading = page.getByRole("heading", { level: 2, name: title });
      await expect(heading).toBeVisible();
      // The day's sessions are on the page, not just its title.
      const panel = page.locator(".day-panel").filter({ has: heading });
      await expect(panel.locator("article.event-card").first()).toBeVisible();
    }
    // Controls that need a script are not offered.
    await expect(page.getByRole("search")).toBeHidden();
    await expect(page.getByRole("tablist")).toHaveCount(0);
  });

  test("the navigation is reachable on a phone-sized window", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Schedule", "Speakers", "Venue", "Private Rooms"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Venue", exact: true }).click();
    await expect(page).toHaveURL(/\/venue$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Venue");
  });

  test("the private area says it needs JavaScript, and offers no check or form that cannot work", async ({
    page,
  }) => {
    await page.goto("/private");
    await expect(page.getByText("so it needs JavaScript")).toBeVisible();
    await expect(page.getByText("Checking your access")).toBeHidden();
    await expect(page.getByLabel("Password", { exact: true })).toBeHidden();
    await expect(page.getByRole("button", { name: "Unlock" })).toBeHidden();
  });
});
