// Another event, built from an import (issue 12): `npm run build:second-event` imports the
// pretalx-style fixture (Europe/Berlin, 24-27 October 2025, the clocks go back in the night of
// the 25th) into an emptied copy of the content and builds it into a folder outside the project
// (e2e/harness/second-event/second-event-build.ts: a BUILD_OUT outside the project). This spec serves
// that build and checks the core of the site. The seed's own /schedule.json is checked
// against the same schema at the end.
import { existsSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { c3vocValidator } from "../integrations/schedule-exports/c3voc-schema.ts";
import { secondEventBuild } from "./harness/second-event/second-event-build.ts";
import { createStaticSite } from "../server/static-site.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const buildDir = path.join(secondEventBuild, "client");

/** What breaks our statement of the c3voc schedule schema (the importer reads input with it too). */
function c3vocProblems(data: unknown): string[] {
  const validate = c3vocValidator();
  return validate(data)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer(createStaticSite({ root: buildDir }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test("a build outside the project arrives whole there, with nothing of the build's own", () => {
  for (const file of ["index.html", "404.html", "admin/index.html", "_headers", "sw.js"])
    expect(existsSync(path.join(buildDir, file)), file).toBe(true);
  expect(readdirSync(secondEventBuild)).toEqual(["client"]);
  // Astro renders the pages from a server build of its own, which it removes: only what is served.
  expect(readdirSync(buildDir).filter((entry) => entry.startsWith("."))).toEqual([]);
});

test.describe("a second event, imported from pretalx", () => {
  test("the home page names the event", async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Harbourlight Data Days");
    await expect(page.getByText("24-27 October 2025").first()).toBeVisible();
  });

  test("the schedule has the event's four days, in Berlin time, across the clock change", async ({
    page,
  }) => {
    await page.goto(`${origin}/schedule`);
    await expect(page.getByText("Four days. Registration opens daily")).toContainText(
      "Berlin time.",
    );
    const tabs = page.getByRole("tablist").first().getByRole("tab");
    await expect(tabs).toHaveText([
      "Friday 24 Oct",
      "Saturday 25 Oct",
      "Sunday 26 Oct",
      "Monday 27 Oct",
    ]);

    const friday = page.getByRole("tabpanel", { name: /Friday/ });
    const opening = friday.locator("article", { hasText: "Opening keynote: data with care" });
    await expect(opening).toContainText("09:00–10:00");
    await expect(opening.getByRole("link", { name: /Mira Holmqvist/ })).toBeVisible();
    // Parallel sessions in two rooms, non-Latin text, and a session with no speaker.
    await expect(friday.locator("article", { hasText: "10:30–11:15" })).toHaveCount(2);
    await expect(friday.getByRole("heading", { name: "データ品質の七つの習慣" })).toBeVisible();
    const lunch = friday.locator("article", { hasText: "Lunch" });
    await expect(lunch).toContainText("Terrasse");
    await expect(lunch.getByRole("list", { name: "Speakers" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Saturday 25 Oct" }).first().click();
    await expect(page).toHaveURL(/day=saturday/);
    const night = page.getByRole("tabpanel", { name: /Saturday/ }).locator("article", {
      hasText: "Night owls",
    });
    await expect(night).toContainText("23:30–02:30 next day");

    // A night session listed under Sunday stays on Sunday, after the evening, at 00:30.
    await page.getByRole("tab", { name: "Sunday 26 Oct" }).first().click();
    const sunday = page.getByRole("tabpanel", { name: /Sunday/ });
    await expect(sunday.locator("article").last()).toContainText("Midnight lightning round");
    await expect(sunday.locator("article").last()).toContainText("00:30–01:15 next day");
    // Its long sign-up address wraps: the page never scrolls sideways, even on a phone.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`${origin}/schedule?day=monday`);
    await expect(page.getByRole("tabpanel", { name: /Monday/ })).toContainText(
      "No scheduled events for this day.",
    );
    await expectNoAxeViolations(page);
  });

  test("the grid gives two sessions that overlap in one room a lane each, both readable", async ({
    page,
  }) => {
    await page.goto(`${origin}/schedule/friday/grid`);
    // The tool booked a hallway session into Saal Ada while its keynote still runs.
    await expect(page.getByRole("columnheader", { name: "Saal Ada" })).toHaveAttribute(
      "colspan",
      "2",
    );
    const keynote = page.locator("td", { hasText: "Opening keynote: data with care" });
    const hallway = page.locator("td", { hasText: "Hallway track: ask the keynote team" });
    // 09:00–10:00 runs through two rows: 09:00 and 09:30, when the hallway session starts.
    await expect(keynote).toHaveAttribute("rowspan", "2");
    await expect(hallway.getByRole("link")).toBeVisible();
    const [a, b] = [(await keynote.boundingBox())!, (await hallway.boundingBox())!];
    const apart = a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1;
    expect(apart, "the two cells sit side by side, not over each other").toBe(true);
    // The lunch, which nothing overlaps, spans both of Saal Ada's lanes and Raum Grace.
    await expect(page.locator("td", { hasText: "Lunch" })).toHaveAttribute("colspan", "3");
    // The lanes are what this grid adds to the template the crawl checks; the Congress-sized
    // Sunday's grid passes axe in congress-grid.spec.ts.
    await expectNoAxeViolations(page, { within: page.locator(".grid-view, .schedule-grid") });
    // The night session of Saturday is a row after midnight.
    await page.goto(`${origin}/schedule/sunday/grid`);
    await expect(page.getByRole("rowheader").last()).toHaveText("00:30 next day");
  });

  test("a speaker's page lists both sessions, with a photo served by the site", async ({
    page,
  }) => {
    await page.goto(`${origin}/speakers/2`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Teodor Wrzesiński");
    const programme = page.getByRole("list").filter({ hasText: "Night owls" });
    await expect(programme.getByRole("listitem")).toHaveCount(2);
    await expect(programme).toContainText("Saturday, 23:30–02:30 next day, Saal Ada");
    const photo = page.locator("img.speaker-profile__photo");
    await expect(photo).toHaveAttribute("src", /^\/images\/speakers\/teodor-wrzesinski/);
    await page.goto(`${origin}/speakers/3`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("山田 花子");
  });

  test("schedule.json follows the c3voc schema, in local time with offsets", async ({
    request,
  }) => {
    const data = (await (await request.get(`${origin}/schedule.json`)).json()) as {
      schedule: {
        conference: Record<string, unknown> & {
          days: { rooms: Record<string, { title: string; date: string; duration: string }[]> }[];
        };
      };
    };
    expect(c3vocProblems(data)).toEqual([]);
    const { conference } = data.schedule;
    expect(conference.time_zone_name).toBe("Europe/Berlin");
    expect(conference.daysCount).toBe(4);
    const events = conference.days.flatMap((day) => Object.values(day.rooms).flat());
    expect(events.find((event) => event.title.startsWith("Night owls"))).toMatchObject({
      date: "2025-10-25T23:30:00+02:00",
      duration: "04:00",
    });
    expect(events.find((event) => event.title.startsWith("Closing panel"))?.date).toBe(
      "2025-10-26T10:00:00+01:00",
    );
    // Listed under Sunday, as the tool lists it, at its real date.
    const sunday = Object.values(conference.days[2]!.rooms).flat();
    expect(sunday.find((event) => event.title === "Midnight lightning round")).toMatchObject({
      date: "2025-10-27T00:30:00+01:00",
      duration: "00:45",
    });
  });

  test("the calendar file has the right instants on both sides of the clock change", async ({
    request,
  }) => {
    const ics = (await (await request.get(`${origin}/schedule.ics`)).text()).replace(/\r\n /g, "");
    const event = (title: string) =>
      ics.split("BEGIN:VEVENT").find((block) => block.includes(`SUMMARY:${title}`)) ?? "";
    expect(event("Opening keynote: data with care")).toContain("DTSTART:20251024T070000Z");
    expect(event("Night owls: live-coding until the clocks go back")).toMatch(
      /DTSTART:20251025T213000Z[\s\S]*DTEND:20251026T013000Z|DTEND:20251026T013000Z[\s\S]*DTSTART:20251025T213000Z/,
    );
    expect(event("Closing panel: what we will measure next")).toContain("DTSTART:20251026T090000Z");
    expect(event("Midnight lightning round")).toContain("DTSTART:20251026T233000Z");
  });

  test.describe("in Lagos, on Berlin's clock after the change only (UTC+1 all year)", () => {
    test.use({ timezoneId: "Africa/Lagos" });

    test("a search that leaves only the same clocks says so; once cleared, the switch is offered", async ({
      page,
    }) => {
      const choice = page.getByRole("group", { name: "Show times in" });
      // Sunday after the change: 10:00 in Berlin and in Lagos.
      await page.goto(`${origin}/schedule?q=${encodeURIComponent("Closing panel")}`);
      await expect(
        page.getByText(
          "Times in Europe/Berlin, the event’s time zone: the same times as yours, Africa/Lagos.",
        ),
      ).toBeVisible();
      await expect(choice).toBeHidden();

      // Friday's sessions come back, on summer time: 09:00 in Berlin is 08:00 in Lagos.
      await page.getByRole("button", { name: "Reset search and filters" }).click();
      await expect(choice).toBeVisible();
      await expect(page.getByText("Times in Europe/Berlin, the event’s time zone.")).toBeVisible();
      const keynote = page.locator("article.event-card", {
        hasText: "Opening keynote: data with care",
      });
      await expect(keynote.locator(".event-card__when")).toContainText("09:00–10:00");
      await choice.getByRole("button", { name: "My time (Africa/Lagos)" }).click();
      await expect(page.locator("html")).toHaveAttribute("data-times-shown", "local");
      await expect(keynote.locator(".event-card__when")).toContainText("08:00–09:00");
    });
  });
});

test("the summit's own schedule.json follows the c3voc schema", async ({ request }) => {
  const data: unknown = await (await request.get("/schedule.json")).json();
  expect(c3vocProblems(data)).toEqual([]);
});
