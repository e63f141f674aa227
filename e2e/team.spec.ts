import { expect, test } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import { abortImage } from "./support/images.ts";
import { settings } from "./support/site.ts";

const { teamMembers } = loadContent();

// docs/product/specification.md §5, restated: Chief, CEO or CSO -> Executive Team; Session Chair ->
// Session Chairs.
const isExecutive = (title: string) => /Chief|CEO|CSO/.test(title);
const sections = [
  ["Executive Team", teamMembers.filter((member) => isExecutive(member.title))],
  [
    "Session Chairs",
    teamMembers.filter(
      (member) => !isExecutive(member.title) && member.title.includes("Session Chair"),
    ),
  ],
  [
    "Core Team",
    teamMembers.filter(
      (member) => !isExecutive(member.title) && !member.title.includes("Session Chair"),
    ),
  ],
] as const;

test.describe("team page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/team");
  });

  test("groups the team by title under ORGANIZING TEAM", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ORGANIZING TEAM");
    await expect(page.locator(".team-section > h2")).toHaveText(
      sections.map(([heading]) => heading),
    );
    for (const [heading, members] of sections) {
      const section = page.getByRole("region", { name: heading });
      // The name links out; its text also says "(opens in a new tab)" to screen readers.
      await expect(section.locator(".team-card__name")).toContainText(
        members.map((member) => member.name),
      );
      await expect(section.locator(".team-card")).toHaveCount(members.length);
    }
  });

  test("a card shows photo, linked name, title and links", async ({ page }) => {
    const member = teamMembers.find((candidate) => candidate.website && candidate.twitter)!;
    const card = page.locator(".team-card").filter({ hasText: member.name });
    await expect(card.locator("img")).toHaveAttribute("src", member.image);
    const name = card.getByRole("heading", { level: 3 }).getByRole("link");
    await expect(name).toHaveAttribute("href", member.link);
    await expect(name).toHaveAttribute("rel", "noopener noreferrer");
    await expect(card.locator(".team-card__title")).toHaveText(member.title);
    const links = card.getByRole("list", { name: `Links for ${member.name}` }).getByRole("link");
    await expect(links.first()).toHaveAttribute("href", member.link);
    await expect(card.getByRole("link", { name: /^Personal Website/ })).toHaveAttribute(
      "href",
      member.website!,
    );
    await expect(card.getByRole("link", { name: /^Twitter/ })).toHaveAttribute(
      "href",
      `https://x.com/${member.twitter}`,
    );
    const github = teamMembers.find((candidate) => candidate.github)!;
    await expect(
      page
        .locator(".team-card")
        .filter({ hasText: github.name })
        .getByRole("link", { name: /^GitHub/ }),
    ).toHaveAttribute("href", `https://github.com/${github.github}`);
  });

  test("Bio & Experience and Hobbies & Interests open and close as native disclosures", async ({
    page,
  }) => {
    const member = teamMembers[0]!;
    const card = page.locator(".team-card").filter({ hasText: member.name });
    const bio = card.locator("details").filter({ hasText: "Bio & Experience" });
    const summary = bio.locator("summary");
    const panel = bio.locator(".disclosure__panel");
    await expect(bio).not.toHaveAttribute("open");
    await expect(panel).toBeHidden();
    await summary.click();
    await expect(bio).toHaveAttribute("open");
    await expect(panel).toBeVisible();
    await expect(panel).toHaveText(member.detailedBio);
    // By keyboard: the summary is focusable, and Enter closes it again.
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(bio).not.toHaveAttribute("open");
    await expect(panel).toBeHidden();

    await card.locator("summary", { hasText: "Hobbies & Interests" }).click();
    await expect(card.getByText(member.hobbies!)).toBeVisible();
  });

  test('hobbies fall back to "Various interests"', async ({ page }) => {
    const member = teamMembers.find((candidate) => !candidate.hobbies)!;
    const card = page.locator(".team-card").filter({ hasText: member.name });
    await card.locator("summary", { hasText: "Hobbies & Interests" }).click();
    await expect(card.getByText("Various interests")).toBeVisible();
  });

  test("the CONTACT THE TEAM card lists two addresses", async ({ page }) => {
    const contact = page.getByRole("region", { name: "CONTACT THE TEAM" });
    await expect(contact.getByRole("link")).toHaveText([
      settings.contacts.team,
      settings.contacts.general,
    ]);
    await expect(contact.getByRole("link").first()).toHaveAttribute(
      "href",
      `mailto:${settings.contacts.team}`,
    );
  });
});

test("a team photo that fails to load falls back to the default logo", async ({ page }) => {
  const member = teamMembers[0]!;
  await abortImage(page, member.image);
  await page.goto("/team");
  const photo = page.locator(".team-card").filter({ hasText: member.name }).locator("img");
  await expect(photo).toHaveAttribute("src", settings.defaultImage);
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test.describe("team page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the disclosures open with no script: they are <details>", async ({ page }) => {
    await page.goto("/team");
    const member = teamMembers[0]!;
    const card = page.locator(".team-card").filter({ hasText: member.name });
    await card.locator("summary", { hasText: "Bio & Experience" }).click();
    await expect(card.getByText(member.detailedBio)).toBeVisible();
    await card.locator("summary", { hasText: "Hobbies & Interests" }).click();
    await expect(card.getByText(member.hobbies!)).toBeVisible();
  });
});
