import { expect, test, type Page } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const { days, scheduleEvents, sessionTypes, rooms } = loadContent();

const dayTitle = (page: Page) => page.locator("[role=tabpanel]:not([hidden]) .day-title");
const topTabs = (page: Page) => page.getByRole("tablist").first();

/** Waits until the chosen day's title has settled about 150 px below the top of the viewport. */
async function expectDayTitleNearOffset(page: Page) {
  await expect
    .poll(
      () => dayTitle(page).evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      {
        timeout: 5_000,
      },
    )
    .toBeGreaterThanOrEqual(140);
  await expect
    .poll(() =>
      dayTitle(page).evaluate((element) => Math.round(element.getBoundingClientRect().top)),
    )
    .toBeLessThanOrEqual(160);
}

test.describe("schedule", () => {
  test("opens on Tuesday with the day's events, in the prerendered HTML too", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/schedule")).text();
    expect(html).toContain("Tuesday, 28 October 2025");
    await page.goto("/schedule");
    await expect(dayTitle(page)).toHaveText("Tuesday, 28 October 2025");
    await expect(topTabs(page).getByRole("tab", { selected: true })).toHaveText(/Tuesday/);
    const tuesdayEvents = scheduleEvents.filter((event) => event.day === 0);
    await expect(page.locator("[role=tabpanel]:not([hidden]) .event-list > li")).toHaveCount(
      tuesdayEvents.length,
    );
  });

  test("a day tab switches the day, keeps it in the URL and scrolls the title to 150 px", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await topTabs(page)
      .getByRole("tab", { name: /Wednesday/ })
      .click();
    await expect(page).toHaveURL(/\?day=wednesday$/);
    await expect(dayTitle(page)).toHaveText("Wednesday, 29 October 2025");
    await expectDayTitleNearOffset(page);
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", /wednesday/);
  });

  test("arrow keys move between day tabs and select them", async ({ page }) => {
    await page.goto("/schedule");
    await topTabs(page)
      .getByRole("tab", { name: /Tuesday/ })
      .focus();
    await page.keyboard.press("ArrowRight");
    await expect(topTabs(page).getByRole("tab", { name: /Wednesday/ })).toBeFocused();
    await expect(dayTitle(page)).toHaveText(/Wednesday/);
    await expectDayTitleNearOffset(page);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(topTabs(page).getByRole("tab", { name: /Thursday/ })).toBeFocused();
    await expect(page).toHaveURL(/\?day=thursday$/);
  });

  test("a track opens its day", async ({ page }) => {
    await page.goto("/schedule");
    await page.getByRole("button", { name: /AI Entrepreneurship & Applications/ }).click();
    await expect(dayTitle(page)).toHaveText(/Thursday/);
    await expectDayTitleNearOffset(page);
  });

  test("a session type opens its day", async ({ page }) => {
    const type = sessionTypes.find((candidate) => candidate.id === 5)!;
    await page.goto("/schedule");
    await page.getByRole("button", { name: new RegExp(type.name) }).click();
    await expect(dayTitle(page)).toHaveText(/Wednesday/);
    await expectDayTitleNearOffset(page);
  });

  test("the second 'Navigate to Another Day:' block switches the day too", async ({ page }) => {
    await page.goto("/schedule");
    await expect(page.getByText("Navigate to Another Day:")).toHaveCount(2);
    await page
      .getByRole("tablist")
      .nth(1)
      .getByRole("tab", { name: /Thursday/ })
      .click();
    await expect(dayTitle(page)).toHaveText(/Thursday/);
    await expectDayTitleNearOffset(page);
  });

  test("the URL's day survives a reload and an unknown day falls back to Tuesday", async ({
    page,
  }) => {
    await page.goto("/schedule?day=thursday");
    await expect(dayTitle(page)).toHaveText(/Thursday/);
    await page.reload();
    await expect(dayTitle(page)).toHaveText(/Thursday/);
    await page.goto("/schedule?day=caturday");
    await expect(dayTitle(page)).toHaveText(/Tuesday/);
  });

  test("scrolls instantly under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Every scroll position the page passes through, frame by frame.
    await page.addInitScript(() => {
      const record = window as unknown as { positions: number[] };
      record.positions = [];
      const sample = () => {
        if (record.positions.at(-1) !== window.scrollY) record.positions.push(window.scrollY);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto("/schedule");
    const tab = topTabs(page).getByRole("tab", { name: /Thursday/ });
    await tab.scrollIntoViewIfNeeded();
    // From here on: where the page is, then what the click does.
    await page.evaluate(() => {
      (window as unknown as { positions: number[] }).positions = [window.scrollY];
    });
    await tab.click();
    const positions = () =>
      page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    await expect.poll(async () => (await positions()).length).toBeGreaterThanOrEqual(2);
    const top = await dayTitle(page).evaluate((element) =>
      Math.round(element.getBoundingClientRect().top),
    );
    expect(Math.abs(top - 150)).toBeLessThanOrEqual(10);
    // Instant: from where it was straight to the day, with no smooth steps between.
    const passed = await positions();
    expect(passed, passed.join(", ")).toHaveLength(2);
  });

  test("speaker names link to their pages; a guest's name is inert", async ({ page }) => {
    const guestEvent = scheduleEvents.find((event) =>
      event.speakers.some((speaker) => speaker.guest),
    )!;
    const guest = guestEvent.speakers.find((speaker) => speaker.guest)!;
    const day = days[guestEvent.day]!;
    await page.goto(`/schedule?day=${day.slug}`);
    const card = page.locator(`#${guestEvent.id}`);
    await expect(card).toContainText(guest.name);
    await expect(card.getByRole("link", { name: new RegExp(guest.name) })).toHaveCount(0);

    const withLinks = scheduleEvents.find(
      (event) => event.day === guestEvent.day && event.speakers.some((s) => !s.guest),
    )!;
    const linked = page.locator(`#${withLinks.id}`).locator('a[href^="/speakers/"]').first();
    const href = await linked.getAttribute("href");
    await linked.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("shows registration hours, room allocations, notes, the interview room and floor plans", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await expect(page.locator(".page-header")).toContainText("07:00-08:40");
    const allocations = page.getByRole("region", { name: "ROOM ALLOCATIONS" });
    await expect(allocations.locator(".room-card")).toHaveCount(rooms.length);
    await expect(allocations.locator(".room-card").first()).toContainText(
      /USAGE.*CATERING.*PURPOSE/s,
    );
    await expect(page.getByText("All sessions have personalised check-in links.")).toBeVisible();
    const interview = page.getByRole("region", { name: "INTERVIEW ROOM SCHEDULE" });
    await expect(interview).toContainText("TBC");
    await expect(interview.getByRole("link")).toHaveAttribute("href", /^mailto:/);
    const plans = page.getByRole("region", { name: "VENUE FLOOR PLAN" });
    await expect(plans.locator("figure")).toHaveCount(4);
    await expect(plans.locator("figure h3")).toHaveText([
      "Second floor",
      "First floor",
      "Ground floor",
      "Lower ground floor",
    ]);
    await expect(plans.locator(".floor-key li")).toHaveText([
      "Toilets",
      "Accessible toilets",
      "Stairs",
      "Lifts",
      "Accessible lift",
      "Café",
      "Bookshop",
      "Library",
    ]);
  });

  for (const day of days) {
    test(`has no axe violations on ${day.name}`, async ({ page }) => {
      await page.goto(`/schedule?day=${day.slug}`);
      await expect(dayTitle(page)).toHaveText(new RegExp(day.name));
      await expectNoAxeViolations(page);
    });
  }
});
