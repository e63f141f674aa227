// The programme's history (docs/decisions/040-programme-history.md): /schedule/changes lists the
// sample's releases, newest first, each change a sentence linked to its session; /schedule links
// the page and its Atom feed; the feed is valid Atom and reads in a feed reader; releases.json is
// there for the programme's marks.
import { loadContent } from "../content/checked-content.ts";
import { atomProblems, readFeed } from "./harness/test-support/atom-feed.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/test.ts";

const { programmeHistory, settings } = loadContent();
const [latest] = programmeHistory.releases;

test.describe("the programme's changes", () => {
  test("lists the releases newest first, each change linked to its session, removed ones named", async ({
    page,
  }) => {
    const response = await page.goto("/schedule/changes");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programme changes");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Release 2: Monday, 20 October 2025",
      "Release 1: Monday, 15 September 2025",
    ]);
    const release = page.getByRole("region", { name: "Release 2: Monday, 20 October 2025" });
    await expect(release.locator("time")).toHaveText("09:00 London time");
    await expect(release.locator("time")).toHaveAttribute("datetime", latest!.time);
    await expect(release.getByRole("listitem")).toHaveText([
      "Talk: the chips behind the models: Moved from Tuesday 15:20, The Light to Tuesday 16:50, The Light",
      "Fireside chat: building trust in enterprise AI: Retitled from “Fireside chat: trust in enterprise AI”",
      "Panel: AI in health, from lab to clinic: Speakers: now Mei-Ling Cheng, Mateo Guzmán Ortiz, Grace Adeyemi-Clarke, Farid Karimi (was Mei-Ling Cheng, Mateo Guzmán Ortiz, Grace Adeyemi-Clarke)",
      "Founder demos: Added",
      "Book signing: The Careful Machine: Removed",
    ]);
    await expect(release.getByRole("link")).toHaveCount(4);
    await expect(
      release.getByRole("link", { name: "Talk: the chips behind the models" }),
    ).toHaveAttribute("href", "/sessions/tue-talk-chips");
    await expect(
      release.getByRole("link", { name: "Book signing: The Careful Machine" }),
    ).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Release 1: Monday, 15 September 2025" }),
    ).toContainText("the programme as first published, 50 sessions");
    // A change's link leads to its session's page.
    await release.getByRole("link", { name: "Founder demos" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Founder demos");
  });

  test("is static HTML: the same without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/schedule/changes");
    await expect(
      page.getByRole("listitem").filter({ hasText: "Founder demos: Added" }),
    ).toBeVisible();
    await context.close();
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/schedule/changes");
    await expectNoAxeViolations(page);
  });

  test("is linked from /schedule, which names its Atom feed in its head", async ({ page }) => {
    await page.goto("/schedule");
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute("href", "/schedule/changes.atom");
    await expect(alternate).toHaveAttribute("title", "Programme changes (Atom)");
    await page.getByRole("link", { name: "Programme changes" }).click();
    await expect(page).toHaveURL(/\/schedule\/changes$/);
  });

  test("publishes a valid Atom feed of the releases, which a feed reader reads", async ({
    request,
  }) => {
    const response = await request.get("/schedule/changes.atom");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/atom\+xml/);
    const xml = await response.text();
    expect(atomProblems(xml)).toEqual([]);
    const feed = readFeed(xml);
    expect(feed.meta.type).toBe("atom");
    expect(feed.items.map((item) => item.title)).toEqual([
      "Release 2: 5 changes",
      "Release 1: the programme as first published (50 sessions)",
    ]);
    expect(feed.items[0]!.url).toBe(`${settings.siteUrl}/schedule/changes#release-2`);
    expect(feed.items[0]!.content).toContain(
      `href="${settings.siteUrl}/sessions/thu-founder-demos"`,
    );
  });

  test("publishes releases.json for the marks of what changed since a visit", async ({
    request,
  }) => {
    const response = await request.get("/schedule/releases.json");
    expect(response.status()).toBe(200);
    const json = (await response.json()) as {
      releases: {
        number: number;
        time: string;
        changes: { session: string; kind: string; summary: string }[];
      }[];
    };
    expect(json.releases.map((release) => release.number)).toEqual([2, 1]);
    expect(json.releases[0]!.changes[0]).toEqual({
      session: "tue-talk-chips",
      kind: "moved",
      summary: "Moved from Tuesday 15:20, The Light to Tuesday 16:50, The Light",
    });
  });
});
