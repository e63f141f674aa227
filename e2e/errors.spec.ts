import { expect, test } from "./support/test.ts";

test("an unknown URL shows the not-found page inside the site layout, with a way home", async ({
  page,
}) => {
  const response = await page.goto("/this/page/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the overview" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a route that throws shows 'Unexpected Application Error!' in the layout, without a stack trace", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  // Replace the team page's module with one whose component throws while rendering.
  await page.route(/\/assets\/team-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "export default function Team() { throw new Error('Exploding route for the test'); }",
    }),
  );
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the overview" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Exploding route for the test");
  await expect(page.locator("main")).not.toContainText(/at \w+ \(/);
  expect(errors.join("\n")).toContain("Exploding route for the test");
});

test("a stale chunk after a redeploy reloads the page instead of breaking it", async ({ page }) => {
  let failedOnce = false;
  // The first request for the venue module fails, as a chunk removed by a redeploy would.
  await page.route(/\/assets\/venue-[\w-]+\.js$/, (route) => {
    if (failedOnce) return route.continue();
    failedOnce = true;
    return route.fulfill({ status: 404, body: "gone" });
  });
  await page.goto("/");
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  const reloaded = page.waitForEvent("load");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Venue" }).click();
  await reloaded;
  expect(failedOnce).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  // The fresh page works: the same link now opens the venue page.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Venue" }).click();
  await expect(page).toHaveURL(/\/venue$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Venue");
});
