import { expect, test, type Page } from "./support/test.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { settings } from "./support/site.ts";

/** Answers the ticketing page locally, so nothing leaves the machine. */
async function stubTicketing(page: Page) {
  const ticketingOrigin = new URL(settings.ticketingUrl).origin;
  await page.route(`${ticketingOrigin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<title>Tickets</title><h1>Ticketing stub</h1>",
    }),
  );
}

test("/register sends the browser to the ticketing page", async ({ page }) => {
  await stubTicketing(page);
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Register Now" })
    .click();
  await page.waitForURL(settings.ticketingUrl);
  await expect(page.getByRole("heading", { name: "Ticketing stub" })).toBeVisible();
});

test("/register shows the redirect message and a fallback link", async ({ request }) => {
  const html = await (await request.get("/register")).text();
  expect(html).toContain("REGISTER NOW");
  expect(html).toContain("Redirecting you to our ticketing platform...");
  expect(html).toContain(`<a href="${settings.ticketingUrl}">click here</a>`);
  expect(html).toContain(
    `<noscript><meta http-equiv="refresh" content="0;url=${settings.ticketingUrl}"></noscript>`,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/register still reaches the ticketing page through the meta refresh", async ({ page }) => {
    await stubTicketing(page);
    await page.goto("/register");
    await page.waitForURL(settings.ticketingUrl);
    await expect(page.getByRole("heading", { name: "Ticketing stub" })).toBeVisible();
  });
});

test("/register has no axe violations (before it leaves)", async ({ page }) => {
  await stubTicketing(page);
  await page.route("**/register", async (route) => {
    const response = await route.fetch();
    // Keep the page here long enough to check it: no meta refresh, no redirecting script.
    const body = (await response.text())
      .replace(/<meta http-equiv="refresh"[^>]*>/, "")
      .replace(/<script[\s\S]*?<\/script>/g, "");
    await route.fulfill({ response, body });
  });
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "REGISTER NOW" })).toBeVisible();
  await expectNoAxeViolations(page);
});
