import { expect, test } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import { settings } from "./support/site.ts";

const { partners } = loadContent();

const groups = [
  ["GOLD SPONSORS", "gold"],
  ["SILVER SPONSORS", "silver"],
  ["OFFICIAL PARTNERS", "official"],
] as const;

test.describe("partners page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/partners");
  });

  test("shows the heading and the three categories in order", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("PARTNERS & SPONSORS");
    const headings = page.locator(".partner-group h2");
    await expect(headings).toHaveText(groups.map(([heading]) => heading));
  });

  for (const [heading, category] of groups) {
    test(`lists every ${category} partner from the content under ${heading}`, async ({ page }) => {
      const expected = partners.filter((partner) => partner.category === category);
      const region = page.getByRole("region", { name: heading });
      await expect(region.getByRole("listitem").filter({ has: page.locator("h3") })).toHaveCount(
        expected.length,
      );
      await expect(region.locator("h3")).toHaveText(expected.map((partner) => partner.name));
    });
  }

  test("a card links its logo and Visit Website to the partner's site in a new tab, with socials", async ({
    page,
  }) => {
    const partner = partners.find((candidate) => candidate.instagram)!;
    const card = page.locator(".partner-card").filter({ hasText: partner.name }).first();
    const logo = card.getByRole("link", { name: `${partner.name} website` });
    await expect(logo).toHaveAttribute("href", partner.website);
    await expect(logo).toHaveAttribute("target", "_blank");
    await expect(logo).toHaveAttribute("rel", "noopener noreferrer");
    await expect(card.getByRole("img")).toHaveAttribute("src", partner.logo);
    const visit = card.getByRole("link", { name: /^Visit Website/ });
    await expect(visit).toHaveAttribute("href", partner.website);
    await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
    await expect(card.getByRole("link", { name: /^LinkedIn/ })).toHaveAttribute(
      "href",
      partner.linkedin,
    );
    await expect(card.getByRole("link", { name: /^Twitter/ })).toHaveAttribute(
      "href",
      `https://x.com/${partner.twitter}`,
    );
    await expect(card.getByRole("link", { name: /^Instagram/ })).toHaveAttribute(
      "href",
      `https://www.instagram.com/${partner.instagram}`,
    );
    await expect(card).toContainText(partner.description);
  });

  test("a partner without Instagram shows no Instagram link", async ({ page }) => {
    const partner = partners.find((candidate) => !candidate.instagram)!;
    const card = page.locator(".partner-card").filter({ hasText: partner.name }).first();
    await expect(card.getByRole("link", { name: /^(LinkedIn|Twitter|Instagram)/ })).toHaveCount(2);
  });

  test("has the two notes with both contact addresses, the packages button and the tickets line", async ({
    page,
  }) => {
    await expect(page.getByRole("heading", { name: "FOR SPONSORS & PARTNERS" })).toBeVisible();
    const interest = page.getByRole("region", {
      name: "ANY OF YOUR NETWORKS INTERESTED IN SPONSORING?",
    });
    for (const address of [settings.contacts.sponsorship, settings.contacts.partnerships]) {
      await expect(interest.getByRole("link", { name: address }).first()).toHaveAttribute(
        "href",
        `mailto:${address}`,
      );
    }
    await expect(interest).toContainText("20% off general tickets");
    await expect(interest).toContainText("group tickets");
    await interest.getByRole("link", { name: "View Sponsorship Packages" }).click();
    await expect(page).toHaveURL(/\/becomeasponsor$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("BECOME A SPONSOR");
  });
});
