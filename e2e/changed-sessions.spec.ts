// "Changed since your last visit" (issue 32 point 4, docs/decisions/041): a visitor who starred a
// session under one release of the programme and comes back under a newer one is told what changed
// in their agenda. The build publishes the releases at /schedule/releases.json; these tests answer
// that address themselves, with release 1 and then release 2, which is what "comes back under
// release 2" is for the browser, without two builds.
import { loadContent } from "../content/checked-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { measureLayout } from "./support/layout-checks.ts";
import { expect, test, waitForHydration, type Page } from "./support/test.ts";
import type { BrowserContext } from "@playwright/test";

const { days, scheduleEvents } = loadContent();
const tuesday = days[0]!;
const [moved, cancelled] = scheduleEvents.filter(
  (event) => event.day === tuesday.id && event.kind !== "registration" && !event.cancelled,
);
const releasesPath = "/schedule/releases.json";
const seenKey = "quillmere:agenda:seen-release:v1";
const movedSummary = `Moved from Tuesday 14:00, Room A to Tuesday ${moved!.start}, ${moved!.location}`;
// As the pages show it: the file's times are the event's, named beside cards that may show others.
const movedNote = `${movedSummary} (Europe/London time)`;

const release1 = { number: 1, time: "2025-10-01T09:00:00+01:00", changes: [] };
const release2 = {
  number: 2,
  time: "2025-10-20T09:00:00+01:00",
  changes: [
    { session: moved!.id, kind: "moved", summary: movedSummary },
    { session: cancelled!.id, kind: "cancelled", summary: "Cancelled" },
  ],
};

/** From now on the host publishes these releases (newest first). */
async function publish(context: BrowserContext, ...releases: object[]) {
  await context.unroute(`**${releasesPath}`);
  await context.route(`**${releasesPath}`, (route) => route.fulfill({ json: { releases } }));
}

const star = (page: Page, id: string, title: string) =>
  page.locator(`article[id="${id}"]`).getByRole("button", { name: `Add “${title}” to my agenda` });
const seen = (page: Page) => page.evaluate((key) => localStorage.getItem(key), seenKey);
/** Whether the page has asked for the releases (it does once it has read the visitor's stars). */
const releasesFetched = (page: Page) =>
  page.evaluate(
    (path) => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(path)),
    releasesPath,
  );
const notice = (page: Page) => page.getByRole("region", { name: /in your agenda changed$/ });

/** Stars the session under release 1: the release the visitor then sees. */
async function starUnderRelease1(page: Page, context: BrowserContext) {
  await publish(context, release1);
  await page.goto("/schedule");
  await star(page, moved!.id, moved!.title).click();
  await expect(star(page, moved!.id, moved!.title)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => seen(page)).toBe("1");
}

/** A visitor who saw release 1, with these sessions starred, back under release 2. */
async function backUnderRelease2(page: Page, context: BrowserContext, ids: readonly string[]) {
  await publish(context, release2, release1);
  await page.goto("/venue");
  await page.evaluate(
    ([key, sessions]) => {
      localStorage.setItem(key, "1");
      localStorage.setItem("quillmere:agenda:v1", JSON.stringify({ version: 1, sessions }));
    },
    [seenKey, ids] as const,
  );
}

test.describe("changed since your last visit", () => {
  test("a session starred under release 1 shows under release 2 the notice and what moved, from what to what", async ({
    page,
    context,
  }) => {
    // Axe over the whole programme is slow on a busy machine.
    test.slow();
    await starUnderRelease1(page, context);
    // Nothing changed since the star.
    await expect(notice(page)).toHaveCount(0);

    await publish(context, release2, release1);
    await page.reload();
    const shown = notice(page);
    await expect(shown.getByRole("heading", { level: 2 })).toHaveText(
      "1 session in your agenda changed",
    );
    await expect(shown.getByRole("listitem")).toHaveText([`${moved!.title}: ${movedNote}`]);
    await expect(shown.getByRole("link", { name: moved!.title })).toHaveAttribute(
      "href",
      `/sessions/${moved!.id}`,
    );
    // The card says it in words, the old time and room and the new.
    await expect(page.locator(`article[id="${moved!.id}"] .agenda-change`)).toHaveText(
      `Changed: ${movedNote}`,
    );
    // A change to a session not in the agenda is not the visitor's news.
    await expect(page.locator(`article[id="${cancelled!.id}"] .agenda-change`)).toHaveCount(0);
    expect(await seen(page)).toBe("2");
    await expectNoAxeViolations(page);
  });

  test("the marks stay for the visit: in the agenda, on the grid and on the session's page", async ({
    page,
    context,
  }) => {
    await backUnderRelease2(page, context, [moved!.id]);
    await page.goto("/schedule");
    await expect(notice(page)).toBeVisible();
    await page.getByRole("button", { name: "My agenda (1)" }).click();
    await expect(
      page
        .getByRole("region", { name: "My agenda" })
        .locator(`[id="agenda-${moved!.id}"] .agenda-change`),
    ).toHaveText(`Changed: ${movedNote}`);

    await page.goto(`/schedule/${tuesday.slug}/grid`);
    await expect(page.locator(`td[id="${moved!.id}"] .agenda-change`)).toHaveText(
      `Changed: ${movedNote}`,
    );
    await expect(notice(page)).toBeVisible();

    await page.goto(`/sessions/${moved!.id}`);
    await expect(page.locator(".agenda-change")).toHaveText(
      `Changed since your last visit: ${movedNote}`,
    );
    await expectNoAxeViolations(page, { within: page.locator(".agenda-change") });
  });

  test("dismissed by keyboard, the notice stays away; the next visit shows nothing", async ({
    page,
    context,
  }) => {
    await backUnderRelease2(page, context, [moved!.id]);
    await page.goto("/schedule");
    await notice(page).getByRole("button", { name: "Dismiss" }).focus();
    await page.keyboard.press("Enter");
    await expect(notice(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeFocused();
    // The marks stay for the rest of the visit.
    await page.reload();
    await expect(page.locator(`article[id="${moved!.id}"] .agenda-change`)).toBeVisible();
    await expect(notice(page)).toHaveCount(0);

    // The next visit (a new tab) under the same release: nothing changed since.
    const next = await context.newPage();
    await next.goto("/schedule");
    await waitForHydration(next);
    await expect(next.locator('html[data-agenda-changes="none"]')).toBeAttached();
    await expect(star(next, moved!.id, moved!.title)).toHaveAttribute("aria-pressed", "true");
    await expect(next.locator(".agenda-change")).toHaveCount(0);
    await expect(notice(next)).toHaveCount(0);
  });

  test("a cancelled starred session stays in the agenda, marked, until removed", async ({
    page,
    context,
  }) => {
    await publish(context, release1);
    await page.goto("/schedule");
    await star(page, cancelled!.id, cancelled!.title).click();
    await expect.poll(() => seen(page)).toBe("1");
    await publish(context, release2, release1);
    await page.reload();
    await expect(notice(page).getByRole("listitem")).toHaveText([`${cancelled!.title}: Cancelled`]);
    await page.getByRole("button", { name: "My agenda (1)" }).click();
    const agenda = page.getByRole("region", { name: "My agenda" });
    await expect(agenda.locator(`[id="agenda-${cancelled!.id}"] .agenda-change`)).toHaveText(
      "Changed: Cancelled",
    );
    await agenda.getByRole("button", { name: `Add “${cancelled!.title}” to my agenda` }).click();
    await expect(page.getByRole("button", { name: "My agenda (0)" })).toBeVisible();
    await expect(agenda.locator("article")).toHaveCount(0);
  });

  test("nothing shows, and nothing breaks, without a releases file", async ({ page, context }) => {
    await context.route(`**${releasesPath}`, (route) => route.fulfill({ status: 404 }));
    await page.addInitScript(
      ([key, id]) => {
        localStorage.setItem(key, "1");
        localStorage.setItem("quillmere:agenda:v1", JSON.stringify({ version: 1, sessions: [id] }));
      },
      [seenKey, moved!.id] as const,
    );
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/schedule");
    await expect(page.locator('html[data-agenda-changes="none"]')).toBeAttached();
    expect(await releasesFetched(page)).toBe(true);
    await expect(page.getByRole("button", { name: "My agenda (1)" })).toBeVisible();
    await expect(page.locator(".agenda-change")).toHaveCount(0);
    await expect(notice(page)).toHaveCount(0);
    expect(await seen(page)).toBe("1");
    expect(errors).toEqual([]);
  });

  test("the notice and the marks fit a 320 px screen", async ({ page, context }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await publish(context, release2, release1);
    await page.addInitScript(
      ([key, ids]) => {
        localStorage.setItem(key, "1");
        localStorage.setItem("quillmere:agenda:v1", JSON.stringify({ version: 1, sessions: ids }));
      },
      [seenKey, [moved!.id, cancelled!.id]] as const,
    );
    for (const address of [
      "/schedule",
      `/schedule/${tuesday.slug}/grid`,
      `/sessions/${moved!.id}`,
    ]) {
      await page.goto(address);
      await expect(page.locator(".agenda-change").first()).toBeVisible();
      if (!address.startsWith("/sessions/")) {
        await expect(notice(page).getByRole("heading")).toHaveText(
          "2 sessions in your agenda changed",
        );
      }
      const layout = await measureLayout(page);
      expect(layout.scrollWidth, address).toBeLessThanOrEqual(layout.clientWidth);
      expect(
        layout.overlaps.filter((pair) => pair.includes("agenda-change")),
        address,
      ).toEqual([]);
    }
    await page.goto("/schedule");
    await expectNoAxeViolations(page, { within: notice(page) });
  });
});

test.describe("changed since your last visit, offline", () => {
  // The offline worker keeps the releases file; the other specs block it (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });
  test.slow();

  test("once the releases are kept, the marks show without a network", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    });
    await starUnderRelease1(page, context);
    await publish(context, release2, release1);
    await page.reload();
    await expect(notice(page)).toBeVisible();
    // The session's page, which the star had the worker keep, and the releases, which it kept.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const urls: string[] = [];
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
          }
          return urls.map((url) => new URL(url).pathname);
        }),
      )
      .toEqual(expect.arrayContaining([releasesPath, `/sessions/${moved!.id}`]));

    // No network, and no answer of the test's own: the kept copies are all there is.
    await context.unroute(`**${releasesPath}`);
    await context.setOffline(true);
    await page.reload();
    await expect(notice(page).getByRole("listitem")).toHaveText([`${moved!.title}: ${movedNote}`]);
    await expect(page.locator(`article[id="${moved!.id}"] .agenda-change`)).toHaveText(
      `Changed: ${movedNote}`,
    );
    await page.goto(`/sessions/${moved!.id}`);
    await expect(page.locator(".agenda-change")).toHaveText(
      `Changed since your last visit: ${movedNote}`,
    );
  });
});
