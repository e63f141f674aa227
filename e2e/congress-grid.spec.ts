// A grid for a Congress (issue 33, point 3; docs/decisions/044-grid-for-a-congress.md): the second
// event's Sunday holds 64 rooms (e2e/harness/second-event/congress-day.ts, added to its import by
// `npm run build:second-event`). This spec serves that build, as e2e/second-event.spec.ts does, and
// checks the choice of rooms kept in the address, compact, the line at the time it is now, the
// table's headers, and the way to the grid and through it on a phone, by touch.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { minutesOfDay } from "../content/schema/clock-time.ts";
import { congressRooms, congressSessions } from "./harness/second-event/congress-day.ts";
import { secondEventBuild } from "./harness/second-event/second-event-build.ts";
import { createStaticSite } from "../server/static-site.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer(createStaticSite({ root: path.join(secondEventBuild, "client") }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const gridPath = "/schedule/sunday/grid";
/** The fixture's own two rooms of the Sunday, before the generated ones (the venue's order). */
const sundayRooms = ["Saal Ada", "Raum Grace", ...congressRooms];
const chosen = ["Saal 3", "Raum 5", "Lounge 2"];

const grid = (page: Page) => page.getByRole("region", { name: /Sunday/ });
const roomHeaders = (page: Page) => grid(page).locator("thead th:not(.schedule-grid__corner)");
const roomsSummary = (page: Page) => page.locator("summary", { hasText: "Rooms shown" });
const noOverflow = () =>
  document.documentElement.scrollWidth - document.documentElement.clientWidth;

/** Waits for the page's script (its stars show), after which the controls act at once. */
async function ready(page: Page) {
  await expect(page.locator(":root[data-programme-script='ready']")).toHaveCount(1);
}

/** The table's headers, as a screen reader meets them: every header has its scope. */
async function expectTableHeaders(page: Page, rooms: readonly string[]) {
  const table = grid(page).getByRole("table");
  await expect(table.locator("thead th")).toHaveText(["Time", ...rooms]);
  for (const room of rooms) {
    await expect(table.getByRole("columnheader", { name: room, exact: true })).toBeVisible();
  }
  const scopes = await table
    .locator("th")
    .evaluateAll((cells) =>
      cells.map(
        (cell) => `${cell.parentElement!.parentElement!.tagName} ${cell.getAttribute("scope")}`,
      ),
    );
  expect(new Set(scopes)).toEqual(new Set(["THEAD col", "TBODY row"]));
  await expect(table.getByRole("rowheader").first()).toHaveText(/^\d\d:\d\d/);
  // Sessions are cells of the table, not boxes laid over it.
  await expect(table.locator("tbody td.grid-session").first()).toBeVisible();
}

for (const width of [320, 1366]) {
  test.describe(`the grid of a 64-room day at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test("choosing three rooms shows three columns and keeps them in the address", async ({
      page,
    }) => {
      await page.goto(`${origin}${gridPath}`);
      await ready(page);
      await expect(roomHeaders(page)).toHaveCount(sundayRooms.length);
      expect(sundayRooms.length).toBeGreaterThanOrEqual(60);

      await roomsSummary(page).click();
      for (const room of chosen) {
        await page.getByRole("checkbox", { name: room, exact: true }).check();
      }
      await expect(page.getByRole("radio", { name: "The rooms I choose below" })).toBeChecked();
      // In the venue's order, whatever the order they were ticked in.
      const inOrder = sundayRooms.filter((room) => chosen.includes(room));
      await expectTableHeaders(page, inOrder);
      await expect(
        page.getByRole("status").filter({ hasText: "Showing 3 chosen rooms." }),
      ).toBeVisible();
      await expect(roomsSummary(page)).toContainText("3 chosen");
      const query = new URL(page.url()).searchParams;
      expect(query.get("show")).toBe("chosen");
      expect(query.getAll("rooms")).toEqual(chosen);
      // Every session of those rooms is in the grid, and no other room's.
      const inRooms = congressSessions.filter((session) => chosen.includes(session.room));
      await expect(grid(page).locator("td.grid-session")).toHaveCount(inRooms.length);
      expect(await page.evaluate(noOverflow)).toBe(0);
      // The form and the grid this choice changed (the rest of the page is the second event's
      // grid page, which e2e/second-event.spec.ts checks whole).
      await expectNoAxeViolations(page, { within: page.locator(".grid-view, .schedule-grid") });
    });

    test("an address with three rooms shows them, and the other days' grids keep them", async ({
      page,
    }) => {
      // The address is the choice: a reload or a link shows the same three columns.
      const query = new URLSearchParams({ show: "chosen" });
      for (const room of chosen) query.append("rooms", room);
      await page.goto(`${origin}${gridPath}?${query}`);
      await ready(page);
      const inOrder = sundayRooms.filter((room) => chosen.includes(room));
      await expectTableHeaders(page, inOrder);
      await roomsSummary(page).click();
      for (const room of chosen) {
        await expect(page.getByRole("checkbox", { name: room, exact: true })).toBeChecked();
      }
      // The other days' grids keep it too; the list does not need it.
      const saturday = page
        .getByRole("navigation", { name: "Navigate to Another Day:" })
        .first()
        .getByRole("link", { name: "Saturday 25 Oct" });
      await expect(saturday).toHaveAttribute(
        "href",
        /^\/schedule\/saturday\/grid\?show=chosen&rooms=Saal\+3/,
      );
      await expect(page.getByRole("link", { name: "List", exact: true })).toHaveAttribute(
        "href",
        "/schedule/sunday",
      );

      // "All rooms" brings every column back, and leaves the address without the choice shown.
      await page.getByRole("radio", { name: /^All rooms/ }).check();
      await expect(roomHeaders(page)).toHaveCount(sundayRooms.length);
      await expect(page).not.toHaveURL(/show=/);
    });

    test("the now line sits at the event's time, and the rooms in use now are one choice", async ({
      page,
    }) => {
      // 12:20 in Berlin on the Sunday (after the clocks went back: UTC+1).
      await page.clock.setFixedTime(new Date("2025-10-26T12:20:00+01:00"));
      await page.goto(`${origin}${gridPath}`);
      await ready(page);
      await grid(page).scrollIntoViewIfNeeded();
      await expectLineAt(grid(page), 12 * 60 + 20);

      const now = 12 * 60 + 20;
      const inUse = congressSessions
        .filter((session) => {
          const from = minutesOfDay(session.start);
          return from <= now && now < from + session.minutes;
        })
        .map((session) => session.room);
      expect(inUse.length).toBeGreaterThan(3);
      await roomsSummary(page).click();
      await page.getByRole("radio", { name: "Rooms in use now" }).check();
      await expect(page).toHaveURL(/[?&]show=now/);
      await expect(roomHeaders(page)).toHaveText(
        sundayRooms.filter((room) => inUse.includes(room)),
      );
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: `Showing the ${inUse.length} rooms in use now.` }),
      ).toBeVisible();
      // The line follows the grid drawn again.
      await expectLineAt(grid(page), now);
      // Compact: narrower columns and smaller type, kept in the address too.
      const wide = await roomHeaders(page)
        .first()
        .evaluate((cell) => cell.getBoundingClientRect().width);
      await page.getByRole("checkbox", { name: "Compact" }).check();
      await expect(page).toHaveURL(/[?&]compact=1/);
      await expect
        .poll(() =>
          roomHeaders(page)
            .first()
            .evaluate((cell) => cell.getBoundingClientRect().width),
        )
        .toBeLessThan(wide);
      await expectLineAt(grid(page), now);
      await expectNoAxeViolations(page, { within: page.locator(".grid-view, .schedule-grid") });
    });
  });
}

/** The line's top edge is where the time falls between its row's top and the next row's. */
async function expectLineAt(box: Locator, minutes: number) {
  // It is drawn while the grid is on screen (a grid far off screen is not laid out).
  await box.scrollIntoViewIfNeeded();
  const line = box.locator(".schedule-grid__now");
  await expect(line).toBeAttached();
  await expect(line).not.toHaveAttribute("hidden");
  await expect
    .poll(() =>
      box.evaluate((element, at) => {
        const rows = [...element.querySelectorAll("tbody tr")];
        const clock = (row: Element) => {
          const [hours, mins] = row.querySelector("th time")!.textContent!.split(":").map(Number);
          return hours! * 60 + mins!;
        };
        const index = rows.findIndex(
          (row, i) => clock(row) <= at && (rows[i + 1] ? clock(rows[i + 1]!) > at : true),
        );
        const row = rows[index]!.getBoundingClientRect();
        const next = rows[index + 1] ? clock(rows[index + 1]!) : clock(rows[index]!) + 15;
        const expected =
          row.top + ((at - clock(rows[index]!)) / (next - clock(rows[index]!))) * row.height;
        const line = element.querySelector(".schedule-grid__now")!.getBoundingClientRect();
        return Math.abs(line.top - expected);
      }, minutes),
    )
    .toBeLessThanOrEqual(2);
}

test('"Jump to now" with nothing shown running now or next goes to the now line', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2025-10-26T12:20:00+01:00"));
  const now = 12 * 60 + 20;
  type Session = (typeof congressSessions)[number];
  const start = (session: Session) => minutesOfDay(session.start);
  const nextStart = Math.min(...congressSessions.map(start).filter((minutes) => minutes > now));
  const onlyIn = (room: string, test: (session: Session) => boolean) =>
    congressSessions.filter((session) => session.room === room).every(test);
  // A room whose sessions are over, and one whose sessions start after the next ones: the grid's
  // rows span 12:20, but no cell shown runs now or is next.
  const over = congressRooms.find((room) =>
    onlyIn(room, (session) => start(session) + session.minutes <= now),
  );
  const later = congressRooms.find((room) => onlyIn(room, (session) => start(session) > nextStart));
  expect(over && later).toBeTruthy();
  const query = new URLSearchParams({ show: "chosen" });
  query.append("rooms", over!);
  query.append("rooms", later!);
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.goto(`${origin}${gridPath}?${query}`);
  await ready(page);
  await page.getByRole("button", { name: "Jump to now" }).click();
  const box = grid(page);
  await expect(box).toBeFocused();
  await expectLineAt(box, now);
  // The line is in the box's view, and its label sits on it in the time column, off every title.
  const { lineTop, boxTop, boxBottom, labelRight, labelBottom, timeColumnRight } =
    await box.evaluate((element) => {
      const line = element.querySelector(".schedule-grid__now")!;
      const frame = element.getBoundingClientRect();
      return {
        lineTop: line.getBoundingClientRect().top,
        boxTop: frame.top,
        boxBottom: frame.bottom,
        labelRight: line.querySelector("span")!.getBoundingClientRect().right,
        labelBottom: line.querySelector("span")!.getBoundingClientRect().bottom,
        timeColumnRight: element.querySelector("tbody th")!.getBoundingClientRect().right,
      };
    });
  expect(lineTop).toBeGreaterThan(boxTop);
  expect(lineTop).toBeLessThan(boxBottom);
  expect(labelRight).toBeLessThanOrEqual(timeColumnRight);
  // On the line (its 2 px), not across it: a label across the line covered the row's time.
  expect(labelBottom - lineTop).toBeGreaterThanOrEqual(0);
  expect(labelBottom - lineTop).toBeLessThanOrEqual(3);
});

test("without JavaScript the grid shows every room, and no choice that needs a script", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}${gridPath}?show=chosen&rooms=Saal+3`);
  await expect(roomHeaders(page)).toHaveCount(sundayRooms.length);
  await expect(page.locator("form.grid-view")).toBeHidden();
  await context.close();
});

test("on a phone the day opens as the list; the grid is one tap away and works by touch", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 320, height: 640 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${origin}/schedule/sunday`);
  await expect(page.locator("ol.event-list")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.getByRole("link", { name: "Room × time grid" }).tap();
  await expect(page).toHaveURL(new RegExp(`${gridPath}$`));
  await ready(page);
  const box = grid(page);
  await box.scrollIntoViewIfNeeded();
  // A swipe to the left, then one up, inside the box scroll the grid, not the page. (Chromium
  // keeps a swipe to one axis: two swipes.)
  const frame = (await box.boundingBox())!;
  const pageScroll = await page.evaluate(() => window.scrollY);
  const touch = await page.context().newCDPSession(page);
  const swipe = async (dx: number, dy: number) => {
    const x = Math.round(frame.x + frame.width / 2);
    const y = Math.round(frame.y + frame.height / 2);
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++) {
      const point = { x: x + (dx * step) / 10, y: y + (dy * step) / 10 };
      await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    }
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await swipe(-200, 0);
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await swipe(0, -200);
  await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  expect(await page.evaluate(noOverflow)).toBe(0);
  // The room row stays at the top of the box while it scrolls.
  const headerTop = await box.evaluate(
    (element) =>
      element.querySelector("thead th:nth-child(2)")!.getBoundingClientRect().top -
      element.getBoundingClientRect().top,
  );
  expect(Math.abs(headerTop)).toBeLessThanOrEqual(2);
  // A tap on a session opens its page: one further along, brought to the middle of the box.
  const link = box.locator("td.grid-session a").nth(10);
  await link.evaluate((element) => element.scrollIntoView({ block: "center", inline: "center" }));
  const href = (await link.getAttribute("href"))!;
  await link.tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await context.close();
});
