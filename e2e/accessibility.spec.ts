import { expect, test } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { routes } from "./support/site.ts";

test.describe("axe (WCAG 2.2 A/AA)", () => {
  // A redirect leaves at once: /register's test below holds it.
  for (const route of routes.filter((candidate) => candidate.kind !== "redirect")) {
    test(`${route.path} has no violations`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("/register has no violations (before it leaves)", async ({ page }) => {
    await page.route("https://tickets.quillmere-summit.example/**", (route) => route.abort());
    await page.addInitScript(() => {
      // Keep the page here long enough to check it: stop the meta refresh and the redirect.
      document.addEventListener("DOMContentLoaded", () => {
        document.querySelector('meta[http-equiv="refresh"]')?.remove();
      });
    });
    await page.route("**/register", async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<meta http-equiv="refresh"[^>]*>/, "")
        .replace(/<script[\s\S]*?<\/script>/g, "");
      await route.fulfill({ response, body });
    });
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "REGISTER NOW" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the not-found page has no violations", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
