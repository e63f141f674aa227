// "Your time or the event's" (issue 33, point 1; docs/decisions/042): every page with times has a
// switch between the event's zone and the visitor's, and names the zone in use. The summit is in
// London, on GMT in late October 2025: Tokyo is 9 hours ahead, so the afternoon's sessions move to
// the next date there.
import { loadContent } from "../content/checked-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test, type Page } from "./support/test.ts";

const { scheduleEvents } = loadContent();
// Tuesday 16:50-17:30 in London: 01:50-02:30 on Wednesday in Tokyo.
const talk = scheduleEvents.find((event) => event.id === "tue-talk-chips")!;
const inTokyo = "01:50–02:30 Wed 29 Oct";
const eventLine = "Times in Europe/London, the event’s time zone.";
const tokyoLine = "Times in your time zone, Asia/Tokyo.";

/** Waits until the page's times are in the chosen zone (zone-switch.ts marks <html>). */
const timesShown = (page: Page, choice: "event" | "local") =>
  expect(page.locator("html")).toHaveAttribute("data-times-shown", choice);

const noOverflow = () =>
  document.documentElement.scrollWidth - document.documentElement.clientWidth;

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("a card, the agenda, the grid and the session's page show Tokyo's times and dates, chosen by keyboard, kept on reload", async ({
    page,
  }) => {
    test.slow(); // four pages, a reload and two axe passes: 30 s of the default 45 on a slow machine
    await page.goto("/schedule/tuesday");
    await timesShown(page, "event");
    const card = page.locator(`article#${talk.id}`);
    await expect(card.locator(".event-card__when")).toContainText("16:50–17:30");
    await expect(page.getByText(eventLine)).toBeVisible();

    const choice = page.getByRole("group", { name: "Show times in" });
    const mine = choice.getByRole("button", { name: "My time (Asia/Tokyo)" });
    await expect(choice.getByRole("button", { name: "Event’s time" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await mine.focus();
    await page.keyboard.press("Enter");
    await expect(mine).toHaveAttribute("aria-pressed", "true");
    await timesShown(page, "local");
    await expect(page.getByText(tokyoLine)).toBeVisible();
    await expect(card.locator(".event-card__when")).toContainText(inTokyo);
    // The morning's first sessions stay on Tuesday there: no date.
    await expect(page.locator("article#tue-opening-keynote .event-card__when")).toContainText(
      /18:00–18:40(?! Wed)/,
    );
    expect(new URL(page.url()).searchParams.get("time")).toBe("local");
    await expectNoAxeViolations(page, { within: page.locator(".page-header") });

    // The agenda's copy of the card.
    await card.getByRole("button", { name: /add .* to my agenda/i }).click();
    await page.getByRole("button", { name: "My agenda (1)" }).click();
    const agenda = page.getByRole("region", { name: "My agenda" });
    await expect(agenda.locator(".event-card__when")).toContainText(inTokyo);

    await page.reload();
    await timesShown(page, "local");
    await expect(card.locator(".event-card__when")).toContainText(inTokyo);
    await expect(page.getByText(tokyoLine)).toBeVisible();

    // The grid: the session's cell, and the rows' times.
    await page.getByRole("button", { name: "Full programme" }).click();
    await page.getByRole("link", { name: "Room × time grid" }).click();
    await page.waitForURL(/\/schedule\/tuesday\/grid/);
    await timesShown(page, "local");
    const cell = page.locator(`td#${talk.id}`);
    await expect(cell.locator(".grid-session__when")).toContainText(inTokyo);
    await expect(page.locator("th[scope=row]", { hasText: "01:50" })).toContainText("Wed 29 Oct");
    await expect(page.getByText(tokyoLine)).toBeVisible();

    // The session's page names the day of its times there.
    await page.goto(`/sessions/${talk.id}`);
    await timesShown(page, "local");
    await expect(page.locator("dl.facts")).toContainText(
      "When: Wednesday, 29 October 2025, 01:50–02:30",
    );
    await expect(page.getByText(tokyoLine)).toBeVisible();
    await expectNoAxeViolations(page);

    // Back to the event's time: the built words again, the address without the choice.
    await page.getByRole("button", { name: "Event’s time" }).click();
    await timesShown(page, "event");
    await expect(page.locator("dl.facts")).toContainText(
      "When: Tuesday, 28 October 2025, 16:50–17:30",
    );
    await expect(page.getByText(eventLine)).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
  });

  test("a speaker's sessions follow the choice", async ({ page }) => {
    const speaker = talk.speakers[0]!.id!;
    await page.goto(`/speakers/${speaker}?time=local`);
    await timesShown(page, "local");
    await expect(page.locator(".appearances li", { hasText: talk.title })).toContainText(
      "Wednesday, 29 October 2025, 01:50–02:30",
    );
    await expect(page.getByText(tokyoLine)).toBeVisible();
  });

  test("a search that matches nothing as the page opens still offers the switch", async ({
    page,
  }) => {
    // The filters take every card out before the switch starts: no time to compare is no proof.
    await page.goto("/schedule/tuesday?q=no-such-session-anywhere");
    await expect(page.getByText("No sessions match your search and filters.")).toBeVisible();
    await timesShown(page, "event");
    await expect(page.locator("[data-zone-line]")).toHaveText(eventLine);
    await page.getByRole("button", { name: "My time (Asia/Tokyo)" }).click();
    await timesShown(page, "local");
    await page.getByLabel(/Search titles/).fill("");
    await expect(page.locator(`article#${talk.id} .event-card__when`)).toContainText(inTokyo);
  });

  test("the switch fits 320 px, converted, with its focus visible", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/schedule/tuesday?time=local");
    await timesShown(page, "local");
    expect(await page.evaluate(noOverflow)).toBe(0);
    const mine = page.getByRole("button", { name: "My time (Asia/Tokyo)" });
    await mine.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const outline = await mine.evaluate((button) => getComputedStyle(button).outlineStyle);
    expect(outline).toBe("solid");
    const box = await mine.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  });
});

test.describe("a shared link", () => {
  test.use({ timezoneId: "America/New_York" });

  test("with ?time=local shows each visitor's own zone, storage or none", async ({
    page,
    context,
  }) => {
    // A visitor whose browser keeps nothing: the address alone carries the choice.
    await context.addInitScript(() => {
      const blocked = () => {
        throw new DOMException("blocked", "SecurityError");
      };
      Storage.prototype.getItem = blocked;
      Storage.prototype.setItem = blocked;
    });
    await page.goto(`/sessions/${talk.id}?time=local`);
    await timesShown(page, "local");
    // New York is on summer time until 2 November: 4 hours behind London's GMT.
    await expect(page.locator("dl.facts")).toContainText(
      "When: Tuesday, 28 October 2025, 12:50–13:30",
    );
    await expect(page.getByText("Times in your time zone, America/New_York.")).toBeVisible();
    // The next page keeps it, without storage.
    await page.getByRole("link", { name: /in the schedule/ }).click();
    await page.waitForURL(/\/schedule\/tuesday\?time=local/);
    await timesShown(page, "local");
    await expect(page.locator(`article#${talk.id} .event-card__when`)).toContainText("12:50–13:30");
  });
});

test.describe("where the visitor's zone is the event's", () => {
  test.use({ timezoneId: "Europe/London" });

  test("there is no switch, and the page says so", async ({ page }) => {
    await page.goto("/schedule/tuesday");
    await timesShown(page, "event");
    await expect(
      page.getByText("Times in Europe/London, the event’s time zone and yours."),
    ).toBeVisible();
    await expect(page.getByRole("group", { name: "Show times in" })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, timezoneId: "Asia/Tokyo" });

  test("times are the event's, and named", async ({ page }) => {
    for (const path of ["/schedule/tuesday", `/sessions/${talk.id}`]) {
      await page.goto(`${path}?time=local`);
      await expect(page.getByText(eventLine)).toBeVisible();
      await expect(page.getByText("16:50–17:30").first()).toBeVisible();
      await expect(page.getByRole("group", { name: "Show times in" })).toHaveCount(0);
      // The instant is in the HTML, machine-readable.
      await expect(page.locator(`time[datetime="2025-10-28T16:50:00+00:00"]`).first()).toHaveText(
        "16:50",
      );
    }
  });
});
