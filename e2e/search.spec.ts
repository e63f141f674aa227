// The site's search (issue 33, point 2; docs/decisions/043-site-search.md): one search over the
// sessions, the speakers and the other public pages, from every page's header, whose index loads
// only once a visitor searches and never holds the private area.
import { loadContent } from "../content/checked-content.ts";
import { privateAreaPaths } from "../site/shared/routes/route-manifest.ts";
import { resultsPerPage } from "../site/features/search/search-controls.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { watchPolicies } from "./support/csp.ts";
import { expect as baseExpect, test, type Page } from "./support/test.ts";

// The first search of a page loads the index (a script, WebAssembly, chunks): on a busy machine,
// seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const { speakers, scheduleEvents } = loadContent();

// A speaker whose organisation no other speaker shares, who speaks in more than one session.
const sessionsOf = (id: number) =>
  scheduleEvents.filter((event) => event.speakers.some((speaker) => speaker.id === id));
const speaker = speakers.find(
  (candidate) =>
    candidate.organization &&
    speakers.filter((other) => other.organization === candidate.organization).length === 1 &&
    sessionsOf(candidate.id).length > 1,
)!;
const organisation = speaker.organization!;
const theirSessions = sessionsOf(speaker.id);

const isIndexFile = (url: string) => new URL(url).pathname.startsWith("/pagefind/");

const field = (page: Page) =>
  page.getByRole("searchbox", { name: "Search sessions, speakers and pages" });
const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const status = (page: Page) => page.locator("[data-search-status]");

/** The search page, once its script is wired up. */
async function openSearch(page: Page, address = "/search") {
  await page.goto(address);
  await expect(page.locator("form[data-search-ready]")).toHaveCount(1);
}

test.describe("the site's search", () => {
  test("is linked from the header of every page, outside the menu on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const address of ["/", `/sessions/${theirSessions[0]!.id}`, "/private", "/nothing-here"]) {
      await page.goto(address);
      const link = page.locator(".site-header").getByRole("link", { name: "Search" });
      await expect(link, address).toBeVisible();
      await expect(link).toHaveAttribute("href", "/search");
    }
  });

  test("fetches nothing of the index until the visitor searches", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/");
    await openSearch(page);
    await field(page).focus();
    expect(requested.filter(isIndexFile)).toEqual([]);
    await field(page).fill(organisation);
    await expect(results(page).getByRole("listitem").first()).toBeVisible();
    expect(requested.filter(isIndexFile).length).toBeGreaterThan(0);
  });

  test("finds a speaker and their sessions by the speaker's organisation, by keyboard alone, and passes axe", async ({
    page,
  }) => {
    const policyProblems = await watchPolicies(page);
    await openSearch(page);
    await field(page).focus();
    await page.keyboard.type(organisation);
    await page.keyboard.press("Enter");
    await expect(status(page)).toContainText(`for “${organisation}”`);
    const list = results(page);
    const speakerResult = list
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: speaker.name, exact: true }) });
    await expect(speakerResult).toContainText(`Speaker ${speaker.title ?? ""}`.trim());
    await expect(speakerResult).toContainText(organisation);
    await expect(speakerResult.getByRole("link")).toHaveAttribute(
      "href",
      `/speakers/${speaker.id}`,
    );
    for (const session of theirSessions) {
      const sessionResult = list
        .getByRole("listitem")
        .filter({ has: page.locator(`a[href="/sessions/${session.id}"]`) });
      await expect(sessionResult, session.title).toContainText("Session");
      await expect(sessionResult).toContainText(`${session.start}–${session.end}`);
      await expect(sessionResult).toContainText(session.location);
    }
    await expect(list.locator("mark").first()).toBeVisible();
    // Every result is shown at once: nothing more to ask for.
    const found = Number((await status(page).textContent())?.match(/^(\d+) results? /)?.[1]);
    expect(found).toBeLessThanOrEqual(resultsPerPage);
    await expect(list.getByRole("listitem")).toHaveCount(found);
    await expect(page.getByRole("button", { name: "Show more results" })).toBeHidden();
    // The address holds the search, to share.
    expect(new URL(page.url()).searchParams.get("q")).toBe(organisation);
    await expectNoAxeViolations(page);
    expect(policyProblems).toEqual([]);

    // From the field, past the Search button, to the first result, and on to its page.
    await field(page).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const first = list.getByRole("link").first();
    await expect(first).toBeFocused();
    const href = await first.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("runs the search in a shared address", async ({ page }) => {
    await openSearch(page, `/search?q=${encodeURIComponent(speaker.name)}`);
    await expect(field(page)).toHaveValue(speaker.name);
    await expect(
      results(page).getByRole("link", { name: speaker.name, exact: true }).first(),
    ).toBeVisible();
  });

  test("never finds the private area's pages or data", async ({ page }) => {
    await openSearch(page);
    // The rooms' names, a word of the locked page, a discount code, and a hashtag that only the
    // private data has (the social media calendar's posts).
    for (const query of [
      "Ticket Analytics",
      "Social Media Calendar",
      "password",
      "BRIGHTMOORLABS20",
      "londonaiweek",
    ]) {
      await field(page).fill(query);
      await expect(status(page)).toContainText(`for “${query}”`);
      const hrefs = await results(page)
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      for (const href of hrefs) expect(privateAreaPaths, `${query}: ${href}`).not.toContain(href);
      // Pagefind also finds the words inside a long one ("london", "week"), the private text never
      // (a page holding the very word would come first).
      if (/^[A-Z0-9]+$|^[a-z]+$/.test(query)) {
        await expect(results(page)).not.toContainText(new RegExp(query, "i"));
      }
    }
  });

  test("answers odd text with a message, never an error", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("dialog", (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await openSearch(page);
    for (const query of ['<script>alert("x")</script>', "(.*)+[?\\", "🦜🦜", "x".repeat(500)]) {
      await field(page).fill(query);
      await expect(status(page), query).toContainText(/results? for “|No results/);
    }
    await field(page).fill("   ");
    await expect(status(page)).toHaveText("");
    await expect(page.getByRole("list", { name: "Search results" })).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe("the search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("says that it needs JavaScript and links to the lists of sessions and speakers", async ({
    page,
  }) => {
    await page.goto("/search");
    await expect(page.getByText("Search needs JavaScript")).toBeVisible();
    await expect(page.getByRole("search")).toBeHidden();
    // No control that needs the script shows.
    await expect(page.getByRole("button", { name: "Show more results" })).toBeHidden();
    await expect(page.getByRole("link", { name: "schedule", exact: true })).toHaveAttribute(
      "href",
      "/schedule",
    );
    await expect(page.getByRole("link", { name: "speakers", exact: true })).toHaveAttribute(
      "href",
      "/speakers",
    );
  });
});
