import { expect, test, type Page } from "./support/test.ts";
import { loadPrivateContent } from "../content/load/private-content.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { testFixturePassword, unlockPrivateArea } from "./support/private.ts";

const { discounts, ticketAnalytics } = loadPrivateContent();

const privatePaths = [
  "/private",
  "/socialcontent",
  "/analytics",
  "/communitydiscounts",
  "/graphicsdownload",
];

/** The two session entries of the private area: the flag and the derived key. */
const sessionEntries = (page: Page) =>
  page.evaluate(() => [
    sessionStorage.getItem("isAuthenticated"),
    sessionStorage.getItem("privateAreaKey"),
  ]);

test.describe("private area gate", () => {
  for (const path of privatePaths) {
    test(`${path} is behind the password form and its HTML holds no private data`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain("Checking your access to the private area...");
      expect(html).not.toContain(testFixturePassword);
      for (const entry of discounts.entries) expect(html).not.toContain(entry.code);
      await page.goto(path);
      await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    });
  }

  test("a wrong password shows the message; the right one clears it and unlocks", async ({
    page,
  }) => {
    await page.goto("/private");
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
    await unlockPrivateArea(page);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Private Rooms" })).toBeVisible();
  });

  test("keeps only the flag and the derived key in sessionStorage, nothing in localStorage", async ({
    page,
  }) => {
    await page.goto("/private");
    await unlockPrivateArea(page);
    const storage = await page.evaluate(() => ({
      session: Object.fromEntries(Object.entries(sessionStorage)),
      local: localStorage.length,
    }));
    expect(storage.session.isAuthenticated).toBe("true");
    expect(storage.session.privateAreaKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(JSON.stringify(storage.session)).not.toContain(testFixturePassword);
    expect(storage.local).toBe(0);
  });

  test("stays unlocked across a reload and across private pages", async ({ page }) => {
    await page.goto("/private");
    await unlockPrivateArea(page);
    await page.reload();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await page.getByRole("link", { name: "Ticket Analytics" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ticket Analytics" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("a new tab asks for the password again", async ({ page, context }) => {
    await page.goto("/private");
    await unlockPrivateArea(page);
    const second = await context.newPage();
    await second.goto("/private");
    await expect(second.getByLabel("Password", { exact: true })).toBeVisible();
  });

  test("a flag forged in sessionStorage shows no private data", async ({ page }) => {
    await page.goto("/analytics");
    await page.evaluate(() => {
      sessionStorage.setItem("isAuthenticated", "true");
      sessionStorage.setItem("privateAreaKey", btoa("0".repeat(32)));
    });
    await page.reload();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByText(ticketAnalytics.organizations[0]!)).toHaveCount(0);
    // The form shows while the stored key is still being tried; both entries go once it fails.
    await expect.poll(() => sessionEntries(page)).toEqual([null, null]);
  });

  test("tampered data gives the same message as a wrong password", async ({ page }) => {
    await page.route("**/data/private.json", async (route) => {
      const envelope = await (await route.fetch()).json();
      const data: string = envelope.datasets.analytics.data;
      envelope.datasets.analytics.data = (data[0] === "A" ? "B" : "A") + data.slice(1);
      await route.fulfill({ json: envelope });
    });
    await page.goto("/private");
    await page.getByLabel("Password", { exact: true }).fill(testFixturePassword);
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect password. Please try again.");
  });

  test("logout clears storage and the decrypted data, and shows the form", async ({ page }) => {
    await page.goto("/analytics");
    await unlockPrivateArea(page);
    await expect(page.getByText(ticketAnalytics.organizations[0]!)).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByText(ticketAnalytics.organizations[0]!)).toHaveCount(0);
    await expect.poll(() => sessionEntries(page)).toEqual([null, null]);
    await page.reload();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  });
});

test.describe("private pages", () => {
  test("the hub links to the four rooms and says who it is for", async ({ page }) => {
    await page.goto("/private");
    await unlockPrivateArea(page);
    await expect(page.getByText("For speakers, partners and team members")).toBeVisible();
    const rooms = page.getByRole("region", { name: "Private rooms" });
    for (const [name, href] of [
      ["Social Media Calendar", "/socialcontent"],
      ["Community Discounts", "/communitydiscounts"],
      ["Graphics Download", "/graphicsdownload"],
      ["Ticket Analytics", "/analytics"],
    ]) {
      await expect(rooms.getByRole("link", { name })).toHaveAttribute("href", href!);
    }
    await expect(page.getByRole("heading", { name: "Need help?" })).toBeVisible();
  });

  test("analytics shows the ticket shares as rounded percentages, the organisations and a contact", async ({
    page,
  }) => {
    await page.goto("/analytics");
    await unlockPrivateArea(page);
    const table = page.getByRole("table", { name: "Tickets sold by type" });
    await expect(table.getByRole("row")).toHaveText([
      /Ticket type/,
      /Student\s*51\s*44%/,
      /General\s*40\s*35%/,
      /Researcher\s*24\s*21%/,
    ]);
    await expect(
      page.getByRole("img", { name: /Student 44%, General 35%, Researcher 21%/ }),
    ).toBeVisible();
    await expect(page.locator(".organisation-list li")).toHaveCount(
      ticketAnalytics.organizations.length,
    );
    await expect(page.getByRole("link", { name: /@/ }).last()).toHaveAttribute("href", /^mailto:/);
  });

  for (const path of ["/private", "/analytics"]) {
    test(`${path} has no axe violations locked and unlocked`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel("Password", { exact: true }).fill("wrong");
      await page.getByRole("button", { name: "Unlock" }).click();
      await expect(page.getByRole("alert")).toHaveText(/Incorrect/);
      await expectNoAxeViolations(page);
      await unlockPrivateArea(page);
      await expectNoAxeViolations(page);
    });
  }
});
