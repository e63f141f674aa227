// The screenshots of docs/editing.md, taken in the real editor (local mode, a copy of the
// project): each step of the guide is walked through here, so a change to the editor that breaks
// a step fails this test. `UPDATE_DOCS_SCREENSHOTS=1` writes the pictures to docs/editing/.
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openEditor, editorOnProjectCopy } from "./support/editor.ts";

// Each test drives the content editor, a large single-page app, through several screens: the
// slowest takes about 30 s on a quiet CI machine and over a minute with the cores oversubscribed,
// so a limit of four times the quiet time (docs/decisions/031-test-suite-time.md).
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 1100, height: 760 } });

editorOnProjectCopy("editing-docs");

/** A screenshot for the guide (written only with UPDATE_DOCS_SCREENSHOTS=1). */
async function shoot(page: Page, name: string, target?: Locator) {
  const file = process.env.UPDATE_DOCS_SCREENSHOTS
    ? path.resolve("docs/editing", `${name}.png`)
    : test.info().outputPath(`${name}.png`);
  await (target ?? page).screenshot({ path: file, animations: "disabled" });
}

test("logging in and the list of collections", async ({ page }) => {
  await page.goto("/admin/");
  // The editor's bundle takes a while to start on a busy machine.
  await page.getByRole("button", { name: /login/i }).waitFor();
  await shoot(page, "01-login");
  await openEditor(page, "#/collections/sessions");
  await expect(page.getByText("Opening keynote: the state of AI research").first()).toBeVisible();
  await shoot(page, "02-sessions");
});

test("changing a session's time and room", async ({ page }) => {
  await openEditor(page, "#/collections/sessions/entries/tue-opening-keynote");
  await page.getByLabel("Start", { exact: true }).fill("09:05");
  const room = page.getByLabel("Location", { exact: true });
  await room.click();
  await expect(page.getByRole("option").first()).toBeVisible();
  await shoot(page, "03-session-time-and-room");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Publish now", { exact: true })).toBeVisible();
  await shoot(page, "04-publish-menu");
});

test("adding a speaker with a photo, and putting them on a session", async ({ page }) => {
  await openEditor(page, "#/collections/speakers/new");
  await page.getByLabel("Id", { exact: true }).fill("99");
  await page.getByLabel("Name", { exact: true }).fill("Ada Example");
  await page.getByLabel("Title (optional)", { exact: true }).fill("Research Director");
  await page.getByLabel("Organization (optional)", { exact: true }).fill("Example Institute");
  await shoot(page, "05-new-speaker");
  await page.getByRole("button", { name: /choose an image/i }).click();
  await expect(page.getByRole("button", { name: /upload/i }).first()).toBeVisible();
  await shoot(page, "06-photo-upload");
  await page.keyboard.press("Escape");

  await openEditor(page, "#/collections/sessions/entries/tue-opening-keynote");
  const speakers = page.getByLabel("Speakers (optional)", { exact: true });
  await speakers.scrollIntoViewIfNeeded();
  await speakers.click();
  await speakers.pressSequentially("Amara");
  await expect(page.getByRole("option").first()).toBeVisible();
  await shoot(page, "07-session-speakers");
});

test("adding a sponsor with a logo", async ({ page }) => {
  await openEditor(page, "#/collections/partners/new");
  await page.getByLabel("Name", { exact: true }).fill("Example Foundation");
  await expect(page.getByRole("button", { name: /choose an image/i })).toBeVisible();
  await shoot(page, "08-new-sponsor");
});

test("publishing an article", async ({ page }) => {
  await openEditor(page, "#/collections/articles/new");
  await page.getByLabel("Title", { exact: true }).fill("What if every lab shared its failures?");
  await expect(page.getByText("Body", { exact: true }).first()).toBeVisible();
  await shoot(page, "09-new-article");
});

test("changing the ticketing address", async ({ page }) => {
  await openEditor(page, "#/collections/settings/entries/settings");
  const ticketing = page.getByLabel("Ticketing url", { exact: true });
  await ticketing.scrollIntoViewIfNeeded();
  await expect(ticketing).toHaveValue(/^https:/);
  await shoot(page, "10-ticketing-url");
});
