import { expect, type Page } from "@playwright/test";
import { testFixturePassword } from "../../integrations/private-data/password.ts";

export { testFixturePassword };

/** Unlocks the private area on the current private page with the test build's password. */
export async function unlockPrivateArea(page: Page) {
  await page.getByLabel("Password", { exact: true }).fill(testFixturePassword);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 15_000 });
}
