import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import ICAL from "ical.js";
import { loadContent } from "../content/checked-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

const { days, scheduleEvents } = loadContent();

const visiblePanel = (page: Page) => page.locator("[role=tabpanel]:not([hidden])");
const card = (page: Page, id: string) => page.locator(`article#${id}`);
const starButton = (page: Page, id: string) =>
  card(page, id).getByRole("button", { name: /to my agenda$/ });

// Two sessions on Tuesday that overlap in time, and one that overlaps neither.
const tuesday = scheduleEvents.filter((event) => event.day === 0);
const [first, second] = (() => {
  for (const a of tuesday) {
    const b = tuesday.find(
      (other) =>
        other.id !== a.id &&
        a.start < other.end &&
        other.start < a.end &&
        a.kind !== "registration" &&
        other.kind !== "registration",
    );
    if (b) return [a, b];
  }
  throw new Error("the content has no overlapping sessions to test clashes with");
})();
const alone = tuesday.find(
  (event) =>
    event.start >= "13:00" &&
    event.start !== first.start &&
    !(event.start < second.end && second.start < event.end) &&
    !(event.start < first.end && first.start < event.end),
)!;

test.describe("my agenda", () => {
  test("stars sessions by click and keyboard, keeps them across a reload, and lists them by day", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await starButton(page, first.id).click();
    await expect(starButton(page, first.id)).toHaveAttribute("aria-pressed", "true");
    await starButton(page, alone.id).focus();
    await page.keyboard.press("Enter");
    await expect(starButton(page, alone.id)).toHaveAttribute("aria-pressed", "true");
    const stored = await page.evaluate(() => localStorage.getItem("quillmere:agenda:v1"));
    expect(JSON.parse(stored!)).toEqual({ version: 1, sessions: [first.id, alone.id] });

    await page.reload();
    await expect(starButton(page, first.id)).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "My agenda (2)" }).click();
    await expect(page).toHaveURL(/view=agenda/);
    const agenda = page.getByRole("region", { name: "My agenda" });
    await expect(agenda.getByRole("heading", { level: 3 })).toHaveText(["Tuesday"]);
    await expect(agenda.locator("article")).toHaveCount(2);
    await expect(agenda).toContainText("no clashes");
  });

  test("flags a clash on both cards and in the agenda, naming the other session", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await starButton(page, first.id).click();
    await starButton(page, second.id).click();
    await expect(card(page, first.id).locator(".event-card__clash")).toContainText(second.title);
    await expect(card(page, second.id).locator(".event-card__clash")).toContainText(first.title);
    await page.getByRole("button", { name: /^My agenda/ }).click();
    const agenda = page.getByRole("region", { name: "My agenda" });
    await expect(agenda).toContainText("2 sessions, 2 with a clash");
    await expect(agenda.locator(".event-card__clash")).toHaveCount(2);
    await expectNoAxeViolations(page);
  });

  test("exports the agenda as one iCalendar file", async ({ page }) => {
    await page.goto("/schedule");
    await starButton(page, first.id).click();
    await starButton(page, alone.id).click();
    await page.getByRole("button", { name: /^My agenda/ }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my agenda (.ics)" }).click();
    const file = await (await download).path();
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(file, "utf8")));
    const summaries = calendar
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event).summary);
    expect(summaries.sort()).toEqual([first.title, alone.title].sort());
  });

  test("ignores corrupt stored data instead of crashing", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem("quillmere:agenda:v1", "{definitely not json"),
    );
    await page.goto("/schedule");
    await expect(page.getByRole("button", { name: "My agenda (0)" })).toBeVisible();
    await starButton(page, first.id).click();
    await expect(page.getByRole("button", { name: "My agenda (1)" })).toBeVisible();
  });

  test("works with storage blocked, with a quiet note", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("blocked", "SecurityError");
        },
      });
    });
    await page.goto("/schedule");
    await starButton(page, first.id).click();
    await expect(starButton(page, first.id)).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "My agenda (1)" }).click();
    await expect(
      page.getByText(
        "Your browser blocks storage, so your agenda lasts only while this page is open.",
      ),
    ).toBeVisible();
  });
});

test.describe("now and next (London clock)", () => {
  const wednesday = scheduleEvents.filter((event) => event.day === 1);
  const running = wednesday.find((event) => event.kind === "keynote")!;

  test("during day 2 the schedule opens on Wednesday, marks the session running now and the next ones", async ({
    page,
  }) => {
    const [hour, minute] = running.start.split(":").map(Number) as [number, number];
    await page.clock.setFixedTime(new Date(Date.UTC(2025, 9, 29, hour, minute + 5)));
    await page.goto("/schedule");
    await expect(visiblePanel(page).locator(".day-title")).toHaveText(/Wednesday/);
    await expect(card(page, running.id).locator(".event-card__status")).toHaveText("Happening now");
    await expect(page.locator(".event-card__status", { hasText: "Up next" }).first()).toBeVisible();
    await page.getByRole("button", { name: "Jump to now" }).click();
    await expect(page.locator("article.event-card--now").first()).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("in a break, nothing runs in the programme rooms but the next sessions are marked", async ({
    page,
  }) => {
    const lunch = wednesday.find((event) => event.kind === "lunch")!;
    const [hour, minute] = lunch.start.split(":").map(Number) as [number, number];
    await page.clock.setFixedTime(new Date(Date.UTC(2025, 9, 29, hour, minute + 10)));
    await page.goto("/schedule");
    await expect(card(page, lunch.id).locator(".event-card__status")).toHaveText("Happening now");
    const nextIds = wednesday.filter((event) => event.start === lunch.end).map((event) => event.id);
    for (const id of nextIds)
      await expect(card(page, id).locator(".event-card__status")).toHaveText("Up next");
  });

  test("before the summit nothing changes", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2025-10-01T09:00:00Z"));
    await page.goto("/schedule");
    await expect(visiblePanel(page).locator(".day-title")).toHaveText(/Tuesday/);
    await expect(page.locator(".event-card__status")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Jump to now" })).toHaveCount(0);
  });

  test("a day in the URL wins over today", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2025-10-29T10:00:00Z"));
    await page.goto("/schedule?day=thursday");
    await expect(visiblePanel(page).locator(".day-title")).toHaveText(/Thursday/);
  });
});

test.describe("filter and search", () => {
  const filterBar = (page: Page) =>
    page.getByRole("search", { name: "Search and filter the programme" });

  test("searches titles and speakers case-insensitively, keeps it in the URL, and resets", async ({
    page,
  }) => {
    const withSpeaker = scheduleEvents.find(
      (event) => event.day === 2 && event.speakers.length > 0 && !event.speakers[0]!.guest,
    )!;
    const name = withSpeaker.speakers[0]!.name;
    await page.goto("/schedule?day=thursday");
    await filterBar(page)
      .getByLabel("Search titles, speakers, chairs and descriptions")
      .fill(name.toUpperCase());
    await expect(page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(name.toUpperCase()).replace(/%20/g, "(\\+|%20)")}`),
    );
    // The address changes at once; the list re-renders in a transition just after, so wait on
    // the filter's status line before counting.
    await expect(filterBar(page).getByRole("status")).toContainText(/sessions? match/);
    await expect(visiblePanel(page).locator(`article#${withSpeaker.id}`)).toBeVisible();
    await expect
      .poll(() => visiblePanel(page).locator("article").count())
      .toBeLessThan(scheduleEvents.filter((event) => event.day === 2).length);

    await page.reload();
    await expect(filterBar(page).getByLabel(/Search titles/)).toHaveValue(name.toUpperCase());
    await filterBar(page).getByRole("button", { name: "Reset search and filters" }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(visiblePanel(page).locator("article")).toHaveCount(
      scheduleEvents.filter((event) => event.day === 2).length,
    );
  });

  test("filters by track, session type and room, with a clear empty state", async ({ page }) => {
    await page.goto("/schedule?day=wednesday");
    await filterBar(page).getByLabel("Room").selectOption("Penn Room");
    await expect(page).toHaveURL(/room=Penn\+Room/);
    const inPenn = scheduleEvents.filter(
      (event) =>
        event.day === 1 &&
        (event.location === "Penn Room" || event.breakoutRooms.some((b) => b.room === "Penn Room")),
    );
    await expect(visiblePanel(page).locator("article")).toHaveCount(inPenn.length);
    await filterBar(page).getByLabel("Session type").selectOption({ label: "Research Keynotes" });
    await expect(visiblePanel(page)).toContainText(
      "No sessions on Wednesday match your search and filters.",
    );
    await expect(filterBar(page).getByRole("status")).toHaveText(/No sessions match/);
    await expectNoAxeViolations(page);
    await filterBar(page).getByRole("button", { name: "Reset search and filters" }).click();
    await filterBar(page).getByLabel("Track").selectOption("AI Entrepreneurship & Applications");
    await filterBar(page)
      .getByRole("button", { name: /Thursday \d+/ })
      .click();
    await expect(visiblePanel(page).locator(".day-title")).toHaveText(/Thursday/);
  });

  test("treats odd search text as plain text", async ({ page }) => {
    await page.goto("/schedule");
    await filterBar(page)
      .getByLabel(/Search titles/)
      .fill(".*[(");
    await expect(filterBar(page).getByRole("status")).toHaveText(
      "No sessions match your search and filters.",
    );
  });
});

test("the schedule links its open data and calendar files", async ({ page, request }) => {
  await page.goto("/schedule");
  await expect(page.getByRole("link", { name: /schedule\.json/ })).toHaveAttribute(
    "href",
    "/schedule.json",
  );
  await expect(page.getByRole("link", { name: /schedule\.ics/ })).toHaveAttribute(
    "href",
    "/schedule.ics",
  );
  for (const path of [
    "/schedule.json",
    "/schedule.ics",
    `/calendar/${days[0]!.slug}.ics`,
    `/calendar/sessions/${first.id}.ics`,
  ]) {
    expect((await request.get(path)).status()).toBe(200);
  }
});
