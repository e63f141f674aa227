import type { PrivateDatasets } from "../content/schema/private.ts";
import { envelopePath } from "../site/features/private-area/load-private-data.ts";
import { encryptDatasets } from "../integrations/private-data/encrypt.ts";
import { testFixturePassword } from "./support/private.ts";
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

test("an island that throws shows 'Unexpected Application Error!' in the layout, without a stack trace", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  // The private data decrypts, but in a shape the analytics room cannot render (as a broken deploy
  // might give it), so the room's component throws once unlocked.
  const envelope = await encryptDatasets(testFixturePassword, {
    social: {},
    analytics: {},
    discounts: {},
    graphics: {},
  } as unknown as PrivateDatasets);
  await page.route(`**${envelopePath}`, (route) => route.fulfill({ json: envelope }));
  await page.goto("/analytics");
  await page.getByLabel("Password", { exact: true }).fill(testFixturePassword);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the overview" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/is not a function|at \w+ \(/);
  expect(errors.join("\n")).toContain("The analytics island failed");
});

test("a stale chunk after a redeploy reloads the page instead of breaking it", async ({ page }) => {
  let failedOnce = false;
  // The first request for the programme's controls fails, as a chunk removed by a redeploy would
  // for a tab opened before it.
  await page.route(/\/assets\/programme-controls-[\w-]+\.js$/, (route) => {
    if (failedOnce) return route.continue();
    failedOnce = true;
    return route.fulfill({ status: 404, body: "gone" });
  });
  // Counted by the page's own requests: the reload may come before the first copy's load event.
  let documents = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents++;
  });
  await page.goto("/schedule");
  await expect.poll(() => documents).toBe(2);
  expect(failedOnce).toBe(true);
  // The fresh page works: its planning controls are there.
  await expect(page.getByRole("button", { name: /to my agenda$/ }).first()).toBeVisible();
});
