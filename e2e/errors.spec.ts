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
  // Replace the schedule's route module (the small file that names the route's exports; the
  // schedule's shared chunk has the same prefix) with one whose component throws while rendering.
  await page.route(/\/assets\/schedule-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!/export\s*\{[^}]*\bas default\b/.test(body) || body.length > 2_000) {
      return route.fulfill({ response, body });
    }
    return route.fulfill({
      contentType: "text/javascript",
      body: "export default function Schedule() { throw new Error('Exploding route for the test'); }",
    });
  });
  await page.goto("/schedule");
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
  // The first request for the schedule's planning code fails, as a chunk removed by a redeploy
  // would for a tab opened before it.
  await page.route(/\/assets\/planning-engine-[\w-]+\.js$/, (route) => {
    if (failedOnce) return route.continue();
    failedOnce = true;
    return route.fulfill({ status: 404, body: "gone" });
  });
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto("/schedule");
  await expect.poll(() => loads).toBe(2);
  expect(failedOnce).toBe(true);
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
  // The fresh page works: its planning controls are there.
  await expect(page.getByRole("button", { name: /to my agenda$/ }).first()).toBeVisible();
});
