// A page per day (issue 20): /schedule/<day>, prerendered with that day's sessions only, readable
// without JavaScript; the other days are links to their pages.
import { loadContent } from "../content/checked-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const { days, scheduleEvents, tracks } = loadContent();
const [tuesday, wednesday, thursday] = days;
const ofDay = (day: number) => scheduleEvents.filter((event) => event.day === day);
const noOverflow = () =>
  document.documentElement.scrollWidth - document.documentElement.clientWidth;

test.describe("a day's own page", () => {
  // axe once a state, not once a width: here at the phone's (the crawl's pass over the first page
  // of each route is at the laptop's).
  const axeWidth = 320;
  for (const width of [320, 768, 1366]) {
    test(`shows that day's sessions and links to the other days at ${width} px${width === axeWidth ? ", and passes axe" : ""}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(`/schedule/${wednesday!.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/^Schedule: Wednesday, 29 October 2025 \| /);
      await expect(
        page.getByRole("heading", { level: 2, name: "Wednesday, 29 October 2025" }),
      ).toBeVisible();
      await expect(page.locator(".event-list > li")).toHaveCount(ofDay(wednesday!.id).length);
      const nav = page.getByRole("navigation", { name: "Navigate to Another Day:" }).first();
      await expect(nav.getByRole("link")).toHaveText([
        "Tuesday 28 Oct",
        "Wednesday 29 Oct",
        "Thursday 30 Oct",
      ]);
      await expect(nav.getByRole("link", { name: "Wednesday 29 Oct" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      // No tabs that would promise panels the page does not hold.
      await expect(page.getByRole("tab", { name: /Oct/ })).toHaveCount(0);
      expect(await page.evaluate(noOverflow)).toBe(0);
      if (width === axeWidth) await expectNoAxeViolations(page);
    });
  }

  test("goes to another day's page, and an old ?day= link reaches its day", async ({ page }) => {
    await page.goto(`/schedule/${wednesday!.slug}`);
    await page.getByRole("link", { name: "Thursday 30 Oct" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${thursday!.slug}$`));
    await expect(page.locator(".event-list > li")).toHaveCount(ofDay(thursday!.id).length);
    await page.goto(`/schedule/${wednesday!.slug}?day=${tuesday!.slug}`);
    await expect(page).toHaveURL(new RegExp(`/schedule/${tuesday!.slug}$`));
  });

  test("a track of another day opens that day's page", async ({ page }) => {
    const track = tracks.find((candidate) => candidate.days[0] === thursday!.id)!;
    await page.goto(`/schedule/${wednesday!.slug}`);
    await page.getByRole("button", { name: new RegExp(track.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${thursday!.slug}$`));
  });

  test("stars on two days' pages make one agenda", async ({ page }) => {
    const first = ofDay(tuesday!.id).find((event) => event.kind === "keynote")!;
    const second = ofDay(wednesday!.id).find((event) => event.kind === "keynote")!;
    for (const [day, event] of [
      [tuesday!, first],
      [wednesday!, second],
    ] as const) {
      await page.goto(`/schedule/${day.slug}`);
      await page.getByRole("button", { name: `Add “${event.title}” to my agenda` }).click();
      await expect(
        page.getByRole("button", { name: `Add “${event.title}” to my agenda` }),
      ).toHaveAttribute("aria-pressed", "true");
    }
    await page.goto("/schedule");
    await expect(page.getByRole("button", { name: "My agenda (2)" })).toBeVisible();
  });

  test("a session's page leads back to its day's page, at its card", async ({ page }) => {
    const event = ofDay(thursday!.id)[3]!;
    await page.goto(`/sessions/${event.id}`);
    await page.getByRole("link", { name: "← Thursday in the schedule" }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${thursday!.slug}#${event.id}$`));
    await expect(page.locator(`article#${event.id}`)).toBeInViewport();
  });
});

test.describe("a day's own page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads its day from the HTML alone", async ({ page }) => {
    await page.goto(`/schedule/${thursday!.slug}`);
    await expect(
      page.getByRole("heading", { level: 2, name: "Thursday, 30 October 2025" }),
    ).toBeVisible();
    const titles = page.locator(".event-card__title");
    await expect(titles).toHaveCount(ofDay(thursday!.id).length);
    await expect(titles.first()).toHaveText(ofDay(thursday!.id)[0]!.title);
    await expect(page.getByText(ofDay(tuesday!.id)[1]!.title)).toHaveCount(0);
  });
});
