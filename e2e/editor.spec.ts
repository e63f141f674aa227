// The content editor (/admin, Decap CMS) end to end in local mode: decap-server serves a copy of
// the project, an organiser changes a session's time, adds a speaker with a photo and puts them on
// a session; the copy then builds, and the built site shows the edits (docs/editing.md).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readMarkdownFile } from "../content/load/files.ts";
import { loadContent } from "../content/load/content.ts";
import { expect, test, type Page } from "@playwright/test";
import { buildCopy, openEditor, editorOnProjectCopy } from "./support/editor.ts";

// One copy and one decap-server for the file: its steps run in order and build once.
test.describe.configure({ mode: "serial" });

const session = "tue-opening-keynote";
const newTime = "09:05";
const newSpeaker = {
  id: Math.max(...loadContent().speakers.map((speaker) => speaker.id)) + 1,
  name: "Quinn Editorova",
  slug: "quinn-editorova",
  title: "Head of Test Content",
  organization: "Quillmere Test Lab",
  bio: "Quinn Editorova was added through the content editor by an end-to-end test, with a photo and a bio long enough for the schema.",
};

const editor = editorOnProjectCopy("editor-e2e");

/** The entry's front matter and body as the loader reads them from the copy. */
function readEntry(repoPath: string) {
  const file = readMarkdownFile({ root: editor.copy }, repoPath);
  expect(file.problems).toEqual([]);
  return file;
}

/** Publishes the open entry ("Publish" > "Publish now") and waits until it is saved. */
async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible();
}

/** Picks an option of a relation or select widget (react-select) by typing its text. */
async function pick(page: Page, label: string, option: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(option.slice(0, 8));
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("changes a session's start time; the file keeps the loader's format", async ({ page }) => {
  await openEditor(page, `#/collections/sessions/entries/${session}`);
  const start = page.getByLabel("Start", { exact: true });
  await expect(start).toHaveValue("09:00");
  await start.fill(newTime);
  await publish(page);

  const file = readEntry(`content/sessions/${session}.md`);
  const data = file.data as Record<string, unknown>;
  expect(data.start).toBe(newTime);
  expect(data.end).toBe("09:40");
  // Ids stay numbers, the description stays the body.
  expect(data.speakers).toEqual(expect.arrayContaining([expect.any(Number)]));
  expect(data.chair).toEqual(expect.any(Number));
  expect(file.body).toMatch(/\w{10}/);
});

test("adds a speaker with a photo and bio, and puts them on a session", async ({ page }) => {
  test.setTimeout(90_000);
  const photo = path.join(editor.copy, `${newSpeaker.slug}.png`);
  await sharp({ create: { width: 480, height: 480, channels: 3, background: "#3a6ea5" } })
    .png()
    .toFile(photo);

  await openEditor(page, "#/collections/speakers/new");
  await page.getByLabel("Id", { exact: true }).fill(String(newSpeaker.id));
  await page.getByLabel("Name", { exact: true }).fill(newSpeaker.name);
  await page.getByLabel("Title (optional)", { exact: true }).fill(newSpeaker.title);
  await page.getByLabel("Organization (optional)", { exact: true }).fill(newSpeaker.organization);
  await page.getByRole("button", { name: /choose an image/i }).click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole("button", { name: /choose selected/i }).click();
  await pick(page, "Session (optional)", "AI & Society");
  await page.getByLabel("Bio (optional)", { exact: true }).fill(newSpeaker.bio);
  await publish(page);

  const speaker = readEntry(`content/speakers/${newSpeaker.slug}.md`);
  expect(speaker.data).toMatchObject({
    id: newSpeaker.id,
    name: newSpeaker.name,
    image: `/images/speakers/${newSpeaker.slug}.png`,
  });
  expect(speaker.body).toBe(newSpeaker.bio);
  expect(existsSync(path.join(editor.copy, `public/images/speakers/${newSpeaker.slug}.png`))).toBe(
    true,
  );

  await openEditor(page, `#/collections/sessions/entries/${session}`);
  await pick(page, "Speakers (optional)", newSpeaker.name);
  await publish(page);
  const data = readEntry(`content/sessions/${session}.md`).data as { speakers: unknown[] };
  expect(data.speakers.at(-1)).toBe(newSpeaker.id);
});

test("the edited copy builds, and the built site shows the edits", () => {
  test.setTimeout(300_000);
  const result = buildCopy(editor.copy);
  expect(result.status, result.stdout + result.stderr).toBe(0);
  const client = path.join(editor.copy, "build", "client");
  const built = (file: string) => readFileSync(path.join(client, file), "utf8");

  const schedule = built("schedule/index.html");
  expect(schedule).toContain(`<time>${newTime}</time>`);
  expect(schedule).toContain(newSpeaker.name);
  const json = JSON.parse(built("schedule.json")) as unknown;
  expect(JSON.stringify(json)).toContain(`"start":"${newTime}"`);
  expect(built("schedule.ics")).toMatch(/DTSTART[^:\n]*:20251028T0905/);
  expect(built(`speakers/${newSpeaker.id}/index.html`)).toContain(newSpeaker.name);
});
