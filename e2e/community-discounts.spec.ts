import { expect, test, type Locator, type Page } from "./support/test.ts";
import { loadPrivateContent } from "../content/checked-content.ts";
import { routeManifest } from "../site/shared/routes/route-manifest.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { unlockPrivateArea } from "./support/private.ts";
import { fullTitle } from "./support/site.ts";

const { discounts } = loadPrivateContent();

const path = routeManifest.communityDiscounts.path;
const entries = discounts.entries;
const terms = `${discounts.percentOff}% off general tickets, limited to ${discounts.seatsPerOrganisation} seats per organisation.`;
const failure = (what: string) =>
  `Copy failed: your browser blocked the clipboard. Select the ${what} and copy it by hand.`;
const sections = [
  { heading: "PARTNERS", type: "partner" },
  { heading: "SPONSORS", type: "sponsor" },
  { heading: "SPEAKERS' ORGANISATIONS", type: "speaker" },
] as const;

/** The filled-in message, computed here independently of the page's code. */
function expectedMessage(entry: (typeof entries)[number]): string {
  return discounts.messageTemplate
    .replaceAll("{organization}", entry.organization)
    .replaceAll("{code}", entry.code)
    .replaceAll("{url}", entry.url)
    .replaceAll("{type}", entry.type)
    .replaceAll("{percentOff}", String(discounts.percentOff))
    .replaceAll("{seats}", String(discounts.seatsPerOrganisation));
}

const table = (page: Page) => page.getByRole("table", { name: "All community discount codes" });
const bodyRows = (page: Page) => table(page).locator("tbody tr");
const rowOf = (page: Page, organisation: string) =>
  bodyRows(page).filter({ has: page.getByRole("rowheader", { name: organisation, exact: true }) });
const cardOf = (page: Page, organisation: string) =>
  page
    .locator(".discount-card")
    .filter({ has: page.getByRole("heading", { name: organisation, exact: true }) });
const searchBox = (page: Page) =>
  page.getByRole("searchbox", { name: "Search organisations and codes" });
const copyButton = (scope: Locator, organisation: string) =>
  scope.getByRole("button", { name: `Copy code for ${organisation}`, exact: true });
const messageRegion = (page: Page) => page.getByRole("region", { name: "MESSAGE TEMPLATE" });

/** Fails the test on any uncaught page error. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function openUnlocked(page: Page) {
  await page.goto(path);
  await unlockPrivateArea(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Community Discounts");
}

test.describe("community discounts, locked", () => {
  test("asks for the password and shows no code", async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(fullTitle("Community Discounts"));
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    const text = await page.locator("body").innerText();
    for (const entry of entries) expect(text).not.toContain(entry.code);
  });

  test("the prerendered page carries no code and is kept out of search engines", async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // React writes the void element as <meta .../>, Astro as <meta ...>.
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    for (const entry of entries) {
      expect(html).not.toContain(entry.code);
      expect(html).not.toContain(entry.organization);
    }
  });

  test("has no axe violations", async ({ page }) => {
    test.slow(); // axe over the whole page takes a while
    await page.goto(path);
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("community discounts, unlocked", () => {
  test("states the terms and lists all codes in a captioned table", async ({ page }) => {
    await openUnlocked(page);
    await expect(page.getByText(terms)).toBeVisible();
    await expect(table(page).locator("caption")).toHaveText("All community discount codes");
    await expect(table(page).getByRole("columnheader")).toHaveText([
      "Organisation",
      "Type",
      "Code",
      "Link",
      "Copy",
    ]);
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(bodyRows(page).locator("th")).toHaveText(
      entries.map((entry) => entry.organization),
    );
    await expect(bodyRows(page).locator("code")).toHaveText(entries.map((entry) => entry.code));
    for (const entry of entries) {
      expect(entry.code).toBe(`${entry.organization.toUpperCase().replace(/[^A-Z0-9]/g, "")}20`);
    }
    const first = entries[0]!;
    const link = rowOf(page, first.organization).getByRole("link", {
      name: `Book tickets with the code for ${first.organization} (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute("href", first.url);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("status").filter({ hasText: "Showing all" })).toHaveText(
      "Showing all 25 organisations",
    );
  });

  test("has partner, sponsor and speaker card grids, each under its heading", async ({ page }) => {
    await openUnlocked(page);
    for (const section of sections) {
      const region = page.getByRole("region", { name: section.heading, exact: true });
      await expect(region.getByRole("heading", { level: 2 })).toHaveText(section.heading);
      const expected = entries.filter((entry) => entry.type === section.type);
      await expect(region.getByRole("listitem").getByRole("heading", { level: 3 })).toHaveText(
        expected.map((entry) => entry.organization),
      );
      await expect(region.locator("code")).toHaveText(expected.map((entry) => entry.code));
    }
  });

  test("search filters the table and the cards by organisation or code, case-insensitively", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await openUnlocked(page);
    await searchBox(page).fill("LaBs");
    const labs = entries.filter((entry) => entry.organization.toLowerCase().includes("labs"));
    await expect(bodyRows(page).locator("th")).toHaveText(labs.map((entry) => entry.organization));
    await expect(page.getByText(`Showing ${labs.length} of 25 organisations`)).toBeVisible();
    await expect(page.locator(".discount-card")).toHaveCount(labs.length);
    await expect(page.getByRole("region", { name: "PARTNERS", exact: true })).toContainText(
      "No partner organisation matches your search.",
    );

    await searchBox(page).fill("northwallinstituteoftech");
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(rowOf(page, "Northwall Institute of Technology")).toBeVisible();
    await expect(page.locator(".discount-card")).toHaveCount(1);

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.locator(".discount-card")).toHaveCount(25);
    expect(errors).toEqual([]);
  });

  test("shows a clear empty state, and odd or very long input breaks nothing", async ({ page }) => {
    const errors = collectPageErrors(page);
    await openUnlocked(page);
    for (const odd of [".*", "(", "[a-z]+", "\\", "$&", "<img src=x onerror=alert(1)>", "😀"]) {
      await searchBox(page).fill(odd);
      await expect(page.getByText("No matching organisations or codes")).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
      await expect(page.locator(".discount-card")).toHaveCount(0);
      await expect(page.getByText("No organisations match your search")).toBeVisible();
    }
    await expect(page.locator("img[src=x]")).toHaveCount(0);

    await searchBox(page).fill("z".repeat(10_000));
    await expect(searchBox(page)).toHaveValue("z".repeat(200));
    await expect(page.getByText("No matching organisations or codes")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(bodyRows(page)).toHaveCount(25);
    expect(errors).toEqual([]);
  });

  test("the message template is filled in for the chosen organisation", async ({ page }) => {
    await openUnlocked(page);
    const region = messageRegion(page);
    await expect(region.getByRole("figure")).toContainText(expectedMessage(entries[0]!));
    const chosen = entries.find((entry) => entry.type === "speaker")!;
    await region.getByRole("combobox", { name: "Organisation" }).selectOption(chosen.organization);
    await expect(region.getByRole("figure")).toContainText(`Message for ${chosen.organization}`);
    await expect(region.getByRole("figure")).toContainText(expectedMessage(chosen));
    await expect(region.getByRole("figure")).not.toContainText("{");
  });

  test("has no axe violations after a search", async ({ page }) => {
    test.slow(); // axe over the whole page takes a while
    await openUnlocked(page);
    await searchBox(page).fill("labs");
    await expect(page.getByText(/^Showing \d+ of 25 organisations$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await searchBox(page).fill("no such organisation");
    await expect(page.getByText("No matching organisations or codes")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("copying, clipboard allowed", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("copies a code from the table; Copied! shows, then resets after 2 s", async ({ page }) => {
    await openUnlocked(page);
    const entry = entries[3]!;
    const row = rowOf(page, entry.organization);
    const status = row.getByRole("status");
    // The page clocks how long the status shows: the test sees a change only when it next looks,
    // which on a busy machine was 0.7 s late.
    await status.evaluate((element) => {
      const changes: { status: string | null; at: number }[] = [];
      new MutationObserver(() =>
        changes.push({ status: element.getAttribute("data-status"), at: performance.now() }),
      ).observe(element, { attributeFilter: ["data-status"] });
      Object.assign(element, { statusChanges: changes });
    });
    await copyButton(row, entry.organization).click();
    await expect(status).toHaveText("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(entry.code);
    await expect(page.getByText("Copied!")).toHaveCount(1);
    await expect(status).toHaveText("", { timeout: 5_000 });
    const shownFor = await status.evaluate((element) => {
      const { statusChanges } = element as HTMLElement & {
        statusChanges: { status: string | null; at: number }[];
      };
      const shown = statusChanges.find((change) => change.status === "copied")!;
      const reset = statusChanges.find((change) => change.at > shown.at && change.status === null)!;
      return reset.at - shown.at;
    });
    expect(shownFor).toBeGreaterThan(1_500);
    expect(shownFor).toBeLessThan(4_000);
  });

  test("copies a code from a card, and a filtered one too", async ({ page }) => {
    await openUnlocked(page);
    const entry = entries.find((candidate) => candidate.type === "partner")!;
    await searchBox(page).fill(entry.code.toLowerCase());
    const card = cardOf(page, entry.organization);
    await copyButton(card, entry.organization).click();
    await expect(card.getByRole("status")).toHaveText("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(entry.code);
    await expect(rowOf(page, entry.organization).getByRole("status")).toHaveText("");
  });

  test("copies the filled-in message with its own feedback", async ({ page }) => {
    await openUnlocked(page);
    const region = messageRegion(page);
    const chosen = entries.find((entry) => entry.type === "partner")!;
    await region.getByRole("combobox", { name: "Organisation" }).selectOption(chosen.organization);
    await region.getByRole("button", { name: "Copy message" }).click();
    await expect(region.getByRole("status")).toHaveText("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expectedMessage(chosen));
    await expect(page.getByText("Copied!")).toHaveCount(1);
    await expect(region.getByRole("status")).toHaveText("", { timeout: 5_000 });
  });

  test("has no axe violations with copy feedback showing", async ({ page }) => {
    await openUnlocked(page);
    const entry = entries[0]!;
    await copyButton(rowOf(page, entry.organization), entry.organization).click();
    await expect(rowOf(page, entry.organization).getByRole("status")).toHaveText("Copied!");
    // The unlocked page passed whole after a search; the feedback is in the table.
    await expectNoAxeViolations(page, { within: table(page) });
  });
});

test.describe("copying, clipboard refused", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
  });

  test("a refused copy says so and never shows Copied!", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.clock.install();
    await openUnlocked(page);
    const entry = entries[1]!;
    const row = rowOf(page, entry.organization);
    await copyButton(row, entry.organization).click();
    await expect(row.getByRole("status")).toHaveText(failure("code"));
    await expect(page.getByText("Copied!")).toHaveCount(0);
    // The message stays long enough to read and act on.
    await page.clock.runFor(2_500);
    await expect(row.getByRole("status")).toHaveText(failure("code"));

    const card = cardOf(page, entry.organization);
    await copyButton(card, entry.organization).click();
    await expect(card.getByRole("status")).toHaveText(failure("code"));
    await expect(row.getByRole("status")).toHaveText("");

    const region = messageRegion(page);
    await region.getByRole("button", { name: "Copy message" }).click();
    await expect(region.getByRole("status")).toHaveText(failure("message"));
    await expect(page.getByText("Copied!")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("has no axe violations with the failure message showing", async ({ page }) => {
    await openUnlocked(page);
    const entry = entries[0]!;
    const card = cardOf(page, entry.organization);
    await copyButton(card, entry.organization).click();
    await expect(card.getByRole("status")).toHaveText(failure("code"));
    await expectNoAxeViolations(page, { within: card });
  });
});

test.describe("copying without a clipboard API", () => {
  test("says the copy failed instead of throwing", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
    });
    const errors = collectPageErrors(page);
    await openUnlocked(page);
    const entry = entries[2]!;
    const row = rowOf(page, entry.organization);
    await copyButton(row, entry.organization).click();
    await expect(row.getByRole("status")).toHaveText(failure("code"));
    await expect(page.getByText("Copied!")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("nothing overflows sideways and every code stays readable", async ({ page }) => {
    test.slow(); // axe over the whole page takes a while
    await openUnlocked(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const longest = entries.reduce((a, b) => (b.code.length > a.code.length ? b : a));
    await expect(rowOf(page, longest.organization).locator("code")).toBeVisible();
    await expect(copyButton(rowOf(page, longest.organization), longest.organization)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
