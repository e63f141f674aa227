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
  // The schedule's island gets props it cannot render (as a broken deploy might give it), so its
  // component throws while hydrating.
  await page.route("**/schedule", async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      // The old build: the props are JSON in a data block.
      .replace(
        /(<script type="application\/json" data-island-props="schedule">)[^<]*/,
        '$1{"days":"not a list"}',
      )
      // Astro: the props are the island element's `props` attribute, each value as [type, value].
      .replace(
        /(<astro-island\b[^>]*\scomponent-url="[^"]*schedule[^"]*"[^>]*\sprops=")[^"]*/,
        "$1{&quot;days&quot;:[0,&quot;not a list&quot;]}",
      );
    return route.fulfill({ response, body: html });
  });
  await page.goto("/schedule");
  await expect(
    page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the overview" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/is not a function|at \w+ \(/);
  expect(errors.join("\n")).toContain("The schedule island failed");
});

test("a stale chunk after a redeploy reloads the page instead of breaking it", async ({ page }) => {
  let failedOnce = false;
  // The first request for the schedule's planning code fails, as a chunk removed by a redeploy
  // would for a tab opened before it.
  // (island-planning-engine-<hash>.js in the old build, planning-engine.<hash>.js in Astro's.)
  await page.route(/\/assets\/(?:island-)?planning-engine[-.][\w-]+\.js$/, (route) => {
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
