// The agenda as a link (docs/decisions/038-agenda-link.md): "Share or move my agenda" with its
// link, copy button and QR code; a shared agenda opened in another browser, added or put in the
// place of that browser's agenda; "Subscribe in your calendar" on a host without the feed's
// function (the local server serves none yet).
import jsQR from "jsqr";
import sharp from "sharp";
import { loadContent } from "../content/checked-content.ts";
import { agendaCode } from "../site/features/schedule/agenda-link/agenda-code.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { watchPolicies } from "./support/csp.ts";
import type { Browser } from "@playwright/test";
import { expect, test, waitForHydration, type Page } from "./support/test.ts";

const { days, scheduleEvents } = loadContent();
const talks = scheduleEvents.filter((event) => event.kind !== "registration");
// One session of each day, starred on three different programme pages.
const onDay = (day: number) => talks.find((event) => event.day === days[day]!.id)!;
const [tuesday, wednesday, thursday] = [onDay(0), onDay(1), onDay(2)];
const chosen = [tuesday, wednesday, thursday];
const other = talks.find((event) => event.day === 0 && event !== tuesday)!;

const star = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).getByRole("button", { name: /to my agenda$/ });
const storedIds = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem("quillmere:agenda:v1") ?? "null") as {
          sessions: string[];
        } | null
      )?.sessions ?? null,
  );
const titlesIn = (region: ReturnType<Page["getByRole"]>) =>
  region.locator("article .event-card__title").allTextContents();

/** A fresh browser context, as another device would be, with the tests' settings. */
async function otherDevice(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  return { context, page: await context.newPage() };
}

/** Opens a programme page in a page of a context the test made, ready to be used. */
async function openIn(page: Page, address: string) {
  await page.goto(address);
  await waitForHydration(page);
}

/** The QR code as the browser draws it, scanned: its text. */
async function scanQrCode(page: Page): Promise<string | undefined> {
  const png = await page.getByRole("img", { name: "QR code of your agenda link" }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

test.describe("sharing my agenda", () => {
  test("star three sessions, share the link and its QR code, add them in a fresh browser: the same three", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.slow(); // two browsers and four loads of the programme's pages
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Three programme pages: /schedule, a day's list and a day's grid.
    await page.goto("/schedule");
    await star(page, tuesday.id).click();
    await page.goto(`/schedule/${days[1]!.slug}`);
    await star(page, wednesday.id).click();
    await page.goto(`/schedule/${days[2]!.slug}/grid`);
    await star(page, thursday.id).click();
    await expect(star(page, thursday.id)).toHaveAttribute("aria-pressed", "true");

    await page.goto("/schedule");
    await page.getByRole("button", { name: "My agenda (3)" }).click();
    const agenda = page.getByRole("region", { name: "My agenda" });
    await expect(agenda.locator("article")).toHaveCount(3);
    // By keyboard: the dialog opens, holds the focus, and Escape gives it back.
    const share = agenda.getByRole("button", { name: "Share or move my agenda" });
    await share.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Share or move my agenda" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel("Link to your agenda");
    await expect(field).toBeFocused();
    const link = await field.inputValue();
    expect(link).toBe(
      `${baseURL}/schedule#agenda=${await agendaCode(chosen.map((event) => event.id))}`,
    );
    expect(await scanQrCode(page)).toBe(link);
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Link copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();

    // Another device: the link shows the three first, and changes nothing before the choice.
    const device = await otherDevice(browser);
    await openIn(device.page, link);
    const shared = device.page.getByRole("region", { name: "Shared agenda" });
    await expect(shared.getByRole("status")).toHaveText("This agenda link has 3 sessions.");
    expect((await titlesIn(shared)).sort()).toEqual(chosen.map((event) => event.title).sort());
    await expect(device.page.getByRole("button", { name: "My agenda (0)" })).toBeVisible();
    expect(await storedIds(device.page)).toBeNull();

    await shared.getByRole("button", { name: "Add to my agenda" }).click();
    await expect(shared.getByRole("status")).toHaveText(
      "Added 3 sessions to your agenda (3 sessions in all).",
    );
    expect(new URL(device.page.url()).hash).toBe("");
    await shared.getByRole("button", { name: "Show my agenda" }).click();
    const theirs = device.page.getByRole("region", { name: "My agenda" });
    await expect(theirs.locator("article")).toHaveCount(3);
    expect((await titlesIn(theirs)).sort()).toEqual(chosen.map((event) => event.title).sort());
    expect((await storedIds(device.page))?.sort()).toEqual(chosen.map((event) => event.id).sort());
    await device.context.close();
  });

  test("passes axe with the share dialog open and with a shared agenda shown", async ({ page }) => {
    test.slow(); // axe over the programme's page takes a while
    // The QR code and the dialogs are drawn under the pages' policy: no style attribute, no data:.
    const policyProblems = await watchPolicies(page);
    const ids = chosen.map((event) => event.id);
    await page.addInitScript(
      (sessions) =>
        localStorage.setItem("quillmere:agenda:v1", JSON.stringify({ version: 1, sessions })),
      ids,
    );
    await page.goto("/schedule?view=agenda");
    await page.getByRole("button", { name: "Share or move my agenda" }).click();
    const dialog = page.getByRole("dialog", { name: "Share or move my agenda" });
    await expect(dialog.getByRole("img", { name: "QR code of your agenda link" })).toBeVisible();
    await expectNoAxeViolations(page, { within: dialog });
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.goto(`/schedule#agenda=${await agendaCode([...ids, "removed-since"])}`);
    const shared = page.getByRole("region", { name: "Shared agenda" });
    await expect(shared.getByRole("status")).toHaveText("This agenda link has 3 sessions.");
    await expect(shared).toContainText("1 session of this link is no longer in the programme.");
    await expectNoAxeViolations(page, { within: shared });
    expect(policyProblems).toEqual([]);
  });

  test("Replace my agenda puts the shared sessions in the place of this browser's", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await star(page, other.id).click();
    const link = `/schedule#agenda=${await agendaCode([tuesday.id, wednesday.id])}`;
    await page.goto(link);
    const shared = page.getByRole("region", { name: "Shared agenda" });
    await expect(shared).toContainText(
      "Your agenda has 1 session. Nothing changes in it until you choose.",
    );
    await expect(shared.locator("article")).toHaveCount(2);
    await shared.getByRole("button", { name: "Replace my agenda" }).click();
    await expect(shared.getByRole("status")).toHaveText(
      "Your agenda now has the 2 shared sessions.",
    );
    await expect(star(page, other.id)).toHaveAttribute("aria-pressed", "false");
    await expect(star(page, tuesday.id)).toHaveAttribute("aria-pressed", "true");
    expect((await storedIds(page))?.sort()).toEqual([tuesday.id, wednesday.id].sort());
  });

  test("a link that is no agenda says so, and nothing else changes", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/schedule#agenda=1not-a-code");
    const shared = page.getByRole("region", { name: "Shared agenda" });
    await expect(shared.getByRole("status")).toHaveText("This agenda link is not valid.");
    await expect(shared.getByRole("button")).toHaveCount(0);
    // The programme works as ever.
    await star(page, other.id).click();
    await expect(page.getByRole("button", { name: "My agenda (1)" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("without JavaScript, a link shows the programme and no shared agenda", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/schedule#agenda=${await agendaCode([tuesday.id])}`);
    await expect(page.getByRole("heading", { name: tuesday.title }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Shared agenda" })).toHaveCount(0);
    await context.close();
  });

  test("fits a 320 px screen, with the shared agenda and with the share dialog", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/schedule#agenda=${await agendaCode(chosen.map((event) => event.id))}`);
    const shared = page.getByRole("region", { name: "Shared agenda" });
    await shared.getByRole("button", { name: "Add to my agenda" }).click();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shared.getByRole("button", { name: "Show my agenda" }).click();
    await page
      .getByRole("region", { name: "My agenda" })
      .getByRole("button", { name: "Share or move my agenda" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Share or move my agenda" });
    await expect(dialog.getByRole("img", { name: "QR code of your agenda link" })).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    // Still scannable at its smallest.
    expect(await scanQrCode(page)).toBe(
      await dialog.getByLabel("Link to your agenda").inputValue(),
    );
  });
});

test.describe("subscribing to my agenda", () => {
  test("on a host without the calendar function, says so and offers the download", async ({
    page,
  }) => {
    const probes: string[] = [];
    // Our server answers the feed (hosting/agenda-feed/); a file host answers it as a missing file.
    await page.route("**/agenda.ics?*", (route) => {
      probes.push(route.request().url());
      return route.fulfill({ status: 404, contentType: "text/html", body: "Not found" });
    });
    await page.goto("/schedule");
    await star(page, tuesday.id).click();
    await page.getByRole("button", { name: "My agenda (1)" }).click();
    const subscribe = page.getByRole("button", { name: "Subscribe in your calendar" });
    await subscribe.click();
    const dialog = page.getByRole("dialog", { name: "Subscribe in your calendar" });
    await expect(dialog.getByRole("status")).toHaveText(
      "Subscribing needs a host that runs the site's calendar function; download the file instead.",
    );
    expect(probes.map((url) => new URL(url).search)).toEqual(["?s=1"]);
    await expect(dialog.getByRole("link")).toHaveCount(0);
    await expectNoAxeViolations(page, { within: dialog });
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download my agenda (.ics)" }).click();
    expect((await download).suggestedFilename()).toBe("my-quillmere-agenda.ics");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(subscribe).toBeFocused();
    // Asked once a page.
    await subscribe.click();
    await expect(dialog.getByRole("status")).toContainText("Subscribing needs a host");
    expect(probes).toHaveLength(1);
  });

  test("where the host runs the feed, offers webcal: and the feed's address, which holds the agenda", async ({
    page,
  }) => {
    await page.goto("/schedule");
    await star(page, tuesday.id).click();
    await page.getByRole("button", { name: "My agenda (1)" }).click();
    await page.getByRole("button", { name: "Subscribe in your calendar" }).click();
    const dialog = page.getByRole("dialog", { name: "Subscribe in your calendar" });
    await expect(dialog.getByRole("status").first()).toHaveText(
      "Your calendar can follow your agenda's 1 session.",
    );
    const code = await agendaCode([tuesday.id]);
    const origin = new URL(page.url());
    await expect(
      dialog.getByRole("link", { name: "Subscribe in my calendar app" }),
    ).toHaveAttribute("href", `webcal://${origin.host}/agenda.ics?s=${code}`);
    const address = await dialog
      .getByLabel("Calendar address, for a calendar that asks for one")
      .inputValue();
    expect(address).toBe(`${origin.origin}/agenda.ics?s=${code}`);
    await expectNoAxeViolations(page, { within: dialog });
    const feed = await page.request.get(address);
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    const text = await feed.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(`UID:${tuesday.id}@`);
  });
});
