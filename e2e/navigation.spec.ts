import { expect, test, type Page } from "./support/test.ts";
import { navItems } from "../site/shared/layout/navigation.ts";
import { privateAreaPaths } from "../site/shared/routes/route-manifest.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("navigation bar", () => {
  // The route manifest's links (its unit test holds them to the spec's).
  test("lists the spec's links in order, Register Now as a button-styled link", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(mainNav(page).getByRole("link")).toHaveText(navItems.map((item) => item.label));
    const callToAction = navItems.find((item) => item.isCallToAction)!;
    await expect(mainNav(page).getByRole("link", { name: callToAction.label })).toHaveClass(
      /button/,
    );
  });

  const activeCases: [string, string][] = [
    ["/", "Overview"],
    ["/schedule", "Schedule"],
    ["/speakers", "Speakers"],
    ["/partners", "Partners & Sponsors"],
    ...privateAreaPaths.map((path): [string, string] => [path, "Private Rooms"]),
  ];
  for (const [path, label] of activeCases) {
    test(`marks "${label}" as the current page on ${path}`, async ({ page }) => {
      await page.goto(path);
      const current = mainNav(page).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
    });
  }

  // Pages are documents of their own (docs/decisions/019): a link loads the next page at its top,
  // and its first Tab stop is the skip link, as on any new page.
  test("following a link loads the new page at its top, marked as the current page", async ({
    page,
  }) => {
    await page.goto("/");
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await mainNav(page).getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText("Team");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test.describe("small-screen menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with the toggle, closes on navigation", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Venue" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await mainNav(page).getByRole("link", { name: "Venue" }).click();
    await expect(page).toHaveURL(/\/venue$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Venue" })).toBeHidden();
  });

  test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Overview" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  for (const width of [320, 390, 768]) {
    test(`the toggle stays where it was when the menu opens and closes, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Menu" });
      const closed = await toggle.boundingBox();
      await toggle.click();
      await expect(mainNav(page).getByRole("link", { name: "Overview" })).toBeVisible();
      expect(await toggle.boundingBox()).toEqual(closed);
      await toggle.click();
      await expect(mainNav(page).getByRole("link", { name: "Overview" })).toBeHidden();
      expect(await toggle.boundingBox()).toEqual(closed);
    });
  }

  test("has no axe violations with the menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(mainNav(page).getByRole("link", { name: "Overview" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
