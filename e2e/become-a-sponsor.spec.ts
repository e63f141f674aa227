import { expect, test, type Page } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import { settings } from "./support/site.ts";

const { sponsorship } = loadContent();

const tabNames = ["Overview", "Who Attends", "Benefits", "Sponsorship Tiers"];
const pounds = (amount: number) => `£${amount.toLocaleString("en-GB")}`;
const tab = (page: Page, name: string) => page.getByRole("tab", { name });

test.describe("become-a-sponsor page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/becomeasponsor");
  });

  test("has the four tabs, Overview selected and its panel shown", async ({ page }) => {
    await expect(
      page.getByRole("tablist", { name: "Sponsorship offer" }).getByRole("tab"),
    ).toHaveText(tabNames);
    await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName("Overview");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(sponsorship.overview.heading);
  });

  test("switches panels by click", async ({ page }) => {
    await tab(page, "Who Attends").click();
    await expect(tab(page, "Who Attends")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Who Attends");
    await expect(page.getByRole("tabpanel")).toContainText(
      sponsorship.whoAttends.audiences[0]!.label,
    );
    await tab(page, "Benefits").click();
    await expect(page.getByRole("tabpanel")).toContainText(sponsorship.benefits[0]!.title);
    await expect(page.getByText(sponsorship.overview.heading)).toBeHidden();
  });

  test("moves between tabs with the arrow keys, Home and End", async ({ page }) => {
    await tab(page, "Overview").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Who Attends")).toBeFocused();
    await expect(tab(page, "Who Attends")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Who Attends");
    await page.keyboard.press("End");
    await expect(tab(page, "Sponsorship Tiers")).toBeFocused();
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("Sponsorship Tiers");
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Overview")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Sponsorship Tiers")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "true");
    // One tab stop: Tab leaves the tab list for the panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("shows every tier and price exactly as the content in the Sponsorship Tiers tab", async ({
    page,
  }) => {
    await tab(page, "Sponsorship Tiers").click();
    const panel = page.getByRole("tabpanel", { name: "Sponsorship Tiers" });
    const groups = [
      ["Sponsor Tiers", sponsorship.tiers.sponsorTiers],
      ["Ticket Grant Partners", sponsorship.tiers.ticketGrantPartners],
      ["Corporate Grants", sponsorship.tiers.corporateGrants],
      ["Dedicated Sponsorships", sponsorship.tiers.dedicatedSponsorships],
    ] as const;
    for (const [heading, tiers] of groups) {
      const group = panel.getByRole("region", { name: heading });
      await expect(group.locator(".package-card__name")).toHaveText(tiers.map((tier) => tier.name));
      await expect(group.locator(".package-card__price")).toHaveText(
        tiers.map((tier) => pounds(tier.price)),
      );
    }
    for (const price of [
      "£60,000",
      "£30,000",
      "£10,000",
      "£5,000",
      "£20,000",
      "£14,000",
      "£6,000",
      "£40,000",
    ]) {
      await expect(panel.getByText(price, { exact: true }).first()).toBeVisible();
    }
    await expect(panel).toContainText("Maximum 1 sponsor");
    await expect(panel).toContainText("12 VIP tickets");
  });

  test("inquiry buttons mail the sponsorship address with a subject naming the tier", async ({
    page,
  }) => {
    await tab(page, "Sponsorship Tiers").click();
    const cases = [
      ["Inquire about Platinum Sponsor", "Sponsorship inquiry: Platinum Sponsor (£60,000)"],
      [
        "Inquire about Gold Ticket Grant Partner",
        "Sponsorship inquiry: Gold Ticket Grant Partner (£20,000)",
      ],
      [
        "Inquire about Premium Corporate Grant",
        "Sponsorship inquiry: Premium Corporate Grant (£40,000)",
      ],
      [
        "Inquire about Team dinner sponsorship",
        "Sponsorship inquiry: Team dinner sponsorship (£5,000)",
      ],
    ];
    for (const [name, subject] of cases) {
      const href = await page.getByRole("link", { name }).getAttribute("href");
      expect(href?.startsWith(`mailto:${settings.contacts.sponsorship}?subject=`)).toBe(true);
      expect(new URL(href!).searchParams.get("subject")).toBe(subject);
    }
  });

  test("has the contact section under the tabs", async ({ page }) => {
    const contact = page.getByRole("region", { name: sponsorship.contact.heading });
    await expect(contact).toContainText(sponsorship.contact.text);
    await expect(contact.getByRole("link")).toHaveAttribute(
      "href",
      `mailto:${settings.contacts.sponsorship}`,
    );
  });
});

test.describe("become-a-sponsor page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every panel, prices included, one after another", async ({ page }) => {
    await page.goto("/becomeasponsor");
    await expect(page.getByRole("heading", { name: sponsorship.overview.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Who Attends" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Benefits", exact: true })).toBeVisible();
    await expect(page.getByText("£60,000", { exact: true })).toBeVisible();
    await expect(page.getByRole("tablist")).toBeHidden();
  });
});
