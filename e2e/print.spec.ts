import { expect, test } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";

const { days } = loadContent();

test("printing the schedule gives a clean programme, each day from a new page", async ({
  page,
}) => {
  await page.goto("/schedule");
  await page.emulateMedia({ media: "print" });
  // No navigation chrome, and every day's programme, not only the chosen one.
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(page.getByRole("tablist")).toHaveCount(0);
  for (const day of days) {
    await expect(page.locator(".day-title", { hasText: day.name })).toBeVisible();
  }
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(3);
  // Each day begins at the top of a page.
  const breaks = await page
    .locator(".day-panel")
    .evaluateAll((panels) => panels.map((panel) => getComputedStyle(panel).breakBefore));
  expect(breaks).toEqual(["auto", "page", "page"]);
});
