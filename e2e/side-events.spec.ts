import { expect, test } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import { settings } from "./support/site.ts";

const { getInvolved, networkingGallery, sideEvents } = loadContent();

const byDate = [...sideEvents].sort((a, b) => a.date.localeCompare(b.date));

test.describe("side events page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/sideevents");
  });

  test("is a real table with a caption and the four column headers", async ({ page }) => {
    const table = page.getByRole("table", { name: /Side events/ });
    await expect(table.locator("caption")).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText([
      "Event",
      "Venue",
      "Date & Time",
      "Registration",
    ]);
    await expect(table.getByRole("rowheader")).toHaveCount(sideEvents.length);
  });

  test("sorts the events by date, earliest first", async ({ page }) => {
    const names = page.getByRole("table").getByRole("rowheader").locator(".side-events__name");
    await expect(names).toHaveText(byDate.map((event) => event.event));
    const dates = await page
      .getByRole("table")
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort());
  });

  test("Register opens the registration page in a new tab; other rows say Coming Soon", async ({
    page,
  }) => {
    for (const event of byDate) {
      const row = page.getByRole("row").filter({ hasText: event.event });
      if (event.registrationLink) {
        const link = row.getByRole("link", {
          name: `Register for ${event.event} (opens in a new tab)`,
        });
        await expect(link).toHaveAttribute("href", event.registrationLink);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      } else {
        await expect(row.getByText("Coming Soon")).toBeVisible();
        await expect(row.getByRole("link")).toHaveCount(0);
      }
    }
  });

  test("shows the networking gallery and the Get Involved note", async ({ page }) => {
    const gallery = page.getByRole("region", { name: "NETWORKING GALLERY" });
    await expect(gallery.locator("figcaption")).toHaveText(
      networkingGallery.map((item) => item.caption),
    );
    await expect(gallery.getByRole("img")).toHaveCount(3);
    for (const city of ["London", "Boston", "Croatia"]) await expect(gallery).toContainText(city);
    const note = page.getByRole("region", { name: getInvolved.heading });
    await expect(note).toContainText(getInvolved.text);
    await expect(note.getByRole("link")).toHaveAttribute(
      "href",
      `mailto:${settings.contacts.general}`,
    );
  });
});

test.describe("side events on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keeps the table semantics while the rows are stacked", async ({ page }) => {
    await page.goto("/sideevents");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveCount(4);
    await expect(table.getByRole("row")).toHaveCount(sideEvents.length + 1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
