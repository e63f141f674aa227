import { expect, test, type Page } from "./support/test.ts";
import { loadPrivateContent } from "../content/checked-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { unlockPrivateArea } from "./support/private.ts";
import { fullTitle } from "./support/site.ts";

const { socialCalendar } = loadPrivateContent();

const posts = socialCalendar.posts;
const withTheme = (word: string) =>
  posts.filter((post) => post.Theme.toLowerCase().includes(word.toLowerCase()));
const countLine = (count: number) => `${count} social media posts showing`;
const emptyMessage = "No spotlight content matching your filters.";

/** Posts used by name below; each theme is unique in the calendar. */
const amara = posts.find(
  (post) => post.Theme === "Speaker spotlight: Amara Okafor-Reid" && post.Platform === "LinkedIn",
)!;
const panelist = posts.find((post) => post.Theme === "Panelist spotlight: Lucas Brennan-Achebe")!;
const lumenfield = posts.find((post) => post.Theme === "Sponsor spotlight: Lumenfield AI")!;
const thanks = posts.find((post) => post.Theme === "Thank you to our sponsors and partners")!;
const volunteers = posts.find((post) => post.Theme === "Volunteer call")!;

async function openCalendar(page: Page) {
  await page.goto("/socialcontent");
  await unlockPrivateArea(page);
  await expect(page.getByText(countLine(posts.length))).toBeVisible();
}

const card = (page: Page, theme: string) => page.getByRole("article", { name: theme, exact: true });
const row = (page: Page, theme: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: theme, exact: true }) });
const headingsOf = (page: Page, level: number) =>
  page.locator("main").getByRole("heading", { level });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

test.describe("social content, locked", () => {
  test("asks for the password, keeps the page out of search engines, and passes axe", async ({
    page,
  }) => {
    await page.goto("/socialcontent");
    await expect(page).toHaveTitle(fullTitle("Social Media Calendar"));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByText(/social media posts? showing/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("social content, unlocked", () => {
  test("shows every post as a card, grouped by date in order, and passes axe", async ({ page }) => {
    test.slow(); // axe over a page of 41 posts takes a while
    await openCalendar(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SOCIAL MEDIA CALENDAR");
    await expect(button(page, "Cards")).toHaveAttribute("aria-pressed", "true");
    const dates = [...new Set(posts.map((post) => post.Date))];
    await expect(headingsOf(page, 2)).toHaveText(dates);
    await expect(page.getByRole("article")).toHaveCount(posts.length);
    await expect(button(page, "View All")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("combobox", { name: "Platform" })).toHaveValue("All");
    await expectNoAxeViolations(page);
  });

  test("labels types from the theme the same way in both views", async ({ page }) => {
    await openCalendar(page);
    const expectations = [
      [panelist.Theme, "Speaker"],
      [lumenfield.Theme, "Sponsor"],
      [thanks.Theme, "Sponsor"],
      ["Partner spotlight: Open Weights Guild", "Partner"],
      [volunteers.Theme, "Other"],
    ] as const;
    for (const [theme, type] of expectations) {
      await expect(card(page, theme).locator(".type-badge")).toHaveText(type);
    }
    await button(page, "Table").click();
    for (const [theme, type] of expectations) {
      await expect(row(page, theme).locator(".type-badge")).toHaveText(type);
    }
  });

  test("shows handles as display names, and unknown handles as written", async ({ page }) => {
    await openCalendar(page);
    const venue = card(page, "Venue announcement").first();
    await venue.getByRole("button", { name: /^Show Full/ }).click();
    await expect(venue).toContainText("Thanks to @friendshouse_events for hosting us again.");
    const spotlight = card(page, amara.Theme).first();
    await expect(spotlight).toContainText(
      "Our first keynote speaker: Amara Okafor-Reid, Director of AI Safety Research at Northwall Institute of Technology.",
    );
    await expect(spotlight).not.toContainText("@amara_okafor");
  });

  test("search covers copy, date and theme, case-insensitively, as plain text", async ({
    page,
  }) => {
    await openCalendar(page);
    const search = page.getByRole("searchbox", { name: "Search" });
    const cases: [string, number][] = [
      ["DECEPTIVE BEHAVIOUR", 1], // copy
      ["mon 22 sep 2025", 2], // date
      ["venue ANNOUNCEMENT", 2], // theme
      [
        "Amara Okafor-Reid",
        posts.filter((p) => /amara_okafor|Amara Okafor-Reid/.test(p.Copy + p.Theme)).length,
      ], // shown names
    ];
    for (const [query, count] of cases) {
      await search.fill(query);
      await expect(
        page.getByText(new RegExp(`^${count} social media posts? showing$`)),
      ).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(count);
    }
    for (const pattern of [".*", "[a-z]+", "^Save"]) {
      await search.fill(pattern);
      await expect(page.getByText(emptyMessage)).toBeVisible();
      await expect(page.getByText(countLine(0))).toBeVisible();
    }
    await search.fill("");
    await expect(page.getByText(countLine(posts.length))).toBeVisible();
  });

  test("filters by platform", async ({ page }) => {
    await openCalendar(page);
    const platform = page.getByRole("combobox", { name: "Platform" });
    for (const name of ["Bluesky", "Instagram", "LinkedIn", "Twitter"]) {
      await platform.selectOption(name);
      const expected = posts.filter((post) => post.Platform === name).length;
      await expect(page.getByText(countLine(expected))).toBeVisible();
      await expect(page.locator(".post-card__platform")).toHaveText(Array(expected).fill(name));
    }
    await platform.selectOption("All");
    await expect(page.getByText(countLine(posts.length))).toBeVisible();
  });

  test("spotlight buttons filter by theme word; the active one again returns to View All", async ({
    page,
  }) => {
    await openCalendar(page);
    for (const type of ["Speaker", "Sponsor", "Partner"]) {
      await button(page, type).click();
      await expect(button(page, type)).toHaveAttribute("aria-pressed", "true");
      await expect(button(page, "View All")).toHaveAttribute("aria-pressed", "false");
      const expected = withTheme(type);
      await expect(page.getByText(countLine(expected.length))).toBeVisible();
      await expect(headingsOf(page, 3)).toHaveText(expected.map((post) => post.Theme));
    }
    await button(page, "Partner").click();
    await expect(button(page, "View All")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(countLine(posts.length))).toBeVisible();
    await button(page, "Sponsor").click();
    await button(page, "View All").click();
    await expect(button(page, "Sponsor")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByText(countLine(posts.length))).toBeVisible();
  });

  test("combined filters can leave nothing: the empty state", async ({ page }) => {
    await openCalendar(page);
    await page.getByRole("combobox", { name: "Platform" }).selectOption("Bluesky");
    await button(page, "Sponsor").click();
    await expect(page.getByText(emptyMessage)).toBeVisible();
    await expect(page.getByText(countLine(0))).toBeVisible();
    await button(page, "Table").click();
    await expect(page.getByText(emptyMessage)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("cards preview 150 characters; Show Full / Show Less toggle each post on its own", async ({
    page,
  }) => {
    await openCalendar(page);
    const first = card(page, amara.Theme).first();
    const second = card(page, lumenfield.Theme);
    const firstCopy = first.locator(".post-copy");
    const preview = (await firstCopy.textContent())!;
    expect(preview.endsWith("…")).toBe(true);
    await expect(firstCopy).not.toContainText("what evaluations can and cannot tell us");

    await first.getByRole("button", { name: /^Show Full/ }).click();
    await expect(firstCopy).toContainText("what evaluations can and cannot tell us.");
    expect((await firstCopy.textContent())!.startsWith(preview.slice(0, -1))).toBe(true);
    await expect(first.getByRole("button", { name: /^Show Less/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(second.getByRole("button", { name: /^Show Full/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(second.locator(".post-copy")).not.toContainText("live demos");
    await first.getByRole("button", { name: /^Show Less/ }).click();
    await expect(firstCopy).toHaveText(preview);
    await expect(
      card(page, volunteers.Theme).getByRole("button", { name: /^Show Full/ }),
    ).toHaveCount(volunteers.Copy.length > 150 ? 1 : 0);
  });

  test("the table view: 100-character previews, Show Full / Hide, at most 3 handle tags, and axe", async ({
    page,
  }) => {
    test.slow(); // axe over a page of 41 posts takes a while
    await openCalendar(page);
    await button(page, "Table").click();
    await expect(button(page, "Table")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("article")).toHaveCount(0);
    const table = page.getByRole("table", { name: "Social media posts, earliest first" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Date",
      "Platform",
      "Type",
      "Theme",
      "Copy",
      "Handles",
      "Actions",
    ]);
    await expect(table.getByRole("row")).toHaveCount(posts.length + 1);

    const thanksRow = row(page, thanks.Theme);
    await expect(thanksRow.locator(".handle-tag")).toHaveText([
      "Brightmoor Labs",
      "Hollowcrest Compute",
      "Lumenfield AI",
      "+11 more",
    ]);
    const copy = thanksRow.locator(".post-copy");
    await expect(copy).toHaveText(
      "The Quillmere AI Summit is run by a non-profit, and it happens because of the organisations that…",
    );
    await thanksRow.getByRole("button", { name: /^Show Full/ }).click();
    await expect(copy).toContainText("Student tickets, travel grants and the free side events");
    await expect(thanksRow.getByRole("button", { name: /^Hide/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(
      row(page, lumenfield.Theme).getByRole("button", { name: /^Show Full/ }),
    ).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page, { within: page.getByRole("table") });
    await thanksRow.getByRole("button", { name: /^Hide/ }).click();
    await expect(copy).not.toContainText("Student tickets");
  });
});

test.describe("copying a post", () => {
  test("with clipboard permission: Copy Text / Copied! for 2 s, and the clipboard holds the copy", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openCalendar(page);
    const post = card(page, panelist.Theme);
    const clickedAt = Date.now();
    await post.getByRole("button", { name: /^Copy Text/ }).click();
    const copied = post.getByRole("button", { name: /^Copied!/ });
    await expect(copied).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Copied to the clipboard" }),
    ).toHaveText(
      `Copied to the clipboard: ${panelist.Theme} (${panelist.Platform}, ${panelist.Date}).`,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(panelist.Copy);
    await expect(post.getByRole("button", { name: /^Copy Text/ })).toBeVisible({ timeout: 5000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000);

    await button(page, "Table").click();
    const tableRow = row(page, volunteers.Theme);
    await tableRow.getByRole("button", { name: /^Copy\s*:/ }).click();
    await expect(tableRow.getByRole("button", { name: /^Copied\s*:/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(volunteers.Copy);
    await expect(tableRow.getByRole("button", { name: /^Copy\s*:/ })).toBeVisible({
      timeout: 5000,
    });
  });

  test("when the clipboard refuses: a clear failure message, never Copied, and axe passes", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Clipboard.prototype.writeText = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
    await openCalendar(page);
    const post = card(page, panelist.Theme);
    await post.getByRole("button", { name: /^Copy Text/ }).click();
    await expect(post.getByText(/^Copy failed: the browser did not allow access/)).toBeVisible();
    await expect(post.getByRole("button", { name: /^Copy Text/ })).toBeVisible();
    await expect(page.getByText(/Copied/)).toHaveCount(0);
    await expectNoAxeViolations(page, { within: post });

    await button(page, "Table").click();
    const tableRow = row(page, volunteers.Theme);
    await tableRow.getByRole("button", { name: /^Copy\s*:/ }).click();
    await expect(tableRow.getByText(/^Copy failed/)).toBeVisible();
    await expect(page.getByText(/Copied/)).toHaveCount(0);
    // The table as a whole is checked once, in its own state (above); here, the row that failed.
    await expectNoAxeViolations(page, { within: tableRow });
  });

  test("when the browser has no clipboard: a clear failure message", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });
    });
    await openCalendar(page);
    const post = card(page, volunteers.Theme);
    await post.getByRole("button", { name: /^Copy Text/ }).click();
    await expect(post.getByText(/^Copy failed: this browser does not offer/)).toBeVisible();
    await expect(page.getByText(/Copied/)).toHaveCount(0);
  });
});

test.describe("loading and errors", () => {
  test("shows the error when the calendar's code cannot load", async ({ page }) => {
    // The old build names the chunk island-calendar-screen-<hash>.js, Astro calendar-screen.<hash>.js.
    await page.route(/\/assets\/(?:island-)?calendar-screen[-.][^/]+\.js$/, (route) =>
      route.abort(),
    );
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/socialcontent");
    await unlockPrivateArea(page);
    await expect(
      page.getByRole("alert").filter({ hasText: "Error loading calendar:" }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/social media posts? showing/)).toHaveCount(0);
    expect(errors.join("\n")).toContain("The social media calendar failed");
  });
});
