// The content editor (/admin, Decap CMS) end to end in local mode: decap-server serves a copy of
// the project, an organiser changes a session's time, moves an imported session to another day,
// edits an imported speaker, adds a speaker with a photo and puts them on a session; the copy
// then builds, and the built site shows the edits (docs/editing.md).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { readMarkdownFile } from "../content/load/files.ts";
import { loadContent } from "../content/checked-content.ts";
import { expect, test, type Page } from "@playwright/test";
import { wcagTags } from "./support/axe.ts";
import { buildCopy, openEditor, editorOnProjectCopy } from "./support/editor.ts";
import { testBuildOut } from "../integrations/private-data/test-build.ts";

// One copy and one decap-server for the file: its steps run in order and build once.
// Each test drives the content editor, a large single-page app, through several screens: the
// slowest takes about 30 s on a quiet CI machine and over a minute with the cores oversubscribed,
// so a limit of four times the quiet time (docs/decisions/031-test-suite-time.md).
test.describe.configure({ mode: "serial", timeout: 120_000 });
// An organiser's laptop.
test.use({ viewport: { width: 1366, height: 900 } });

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

/** A session as `npm run import:schedule` writes one (docs/importing.md), added to the copy. */
const imported = {
  id: "streaming-joins-without-tears-jq7llm",
  source: "pretalx:JQ7LLM",
  title: "Streaming joins without tears",
};
/** A speaker an import linked to pretalx, with a photo it downloaded. */
const importedSpeaker = {
  slug: "aisling-moriarty",
  source: "pretalx:QX8MZP",
  photoSource: "https://pretalx.example.org/media/avatars/aisling-moriarty.jpg",
};

test.beforeAll(() => {
  writeFileSync(
    path.join(editor.copy, "event", `content/sessions/${imported.id}.md`),
    [
      "---",
      `source: ${imported.source}`,
      "day: 2",
      'start: "16:30"',
      'end: "17:10"',
      `title: ${imported.title}`,
      "location: Small Meeting House",
      "kind: talk",
      "speakers:",
      "  - 2",
      "---",
      "",
      "How to join event streams without losing late data, or your weekend.",
      "",
    ].join("\n"),
  );
  const speakerFile = path.join(
    editor.copy,
    "event",
    `content/speakers/${importedSpeaker.slug}.md`,
  );
  writeFileSync(
    speakerFile,
    readFileSync(speakerFile, "utf8").replace(
      /^---\n/,
      `---\nsource: ${importedSpeaker.source}\nphotoSource: ${importedSpeaker.photoSource}\n`,
    ),
  );
});

/** The text of the entry's file in the copy, as Decap saved it. */
function rawEntry(repoPath: string): string {
  return readFileSync(path.join(editor.copy, "event", repoPath), "utf8");
}

/** What an organiser reads in the form: no UTC label, no AM/PM, times as typed text. */
async function expectEventTimes(page: Page) {
  for (const name of ["Start", "End"]) {
    const field = page.getByLabel(name, { exact: true });
    // A text field shows the value as written; a native time input would follow the browser's
    // locale and show "03:00 PM".
    await expect(field).toHaveAttribute("type", "text");
    await expect(field).toHaveValue(/^([01]\d|2[0-3]):[0-5]\d$/);
  }
  await expect(
    page.getByText("London time (Europe/London), 24-hour clock: type HH:MM, e.g. 14:30.", {
      exact: true,
    }),
  ).toBeVisible();
  expect(await page.locator("body").innerText()).not.toMatch(/\bUTC\b|\b[AP]M\b/);
}

/** The entry's front matter and body as the content reader reads them from the copy. */
function readEntry(repoPath: string) {
  const file = readMarkdownFile({ root: path.join(editor.copy, "event") }, repoPath);
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

test("changes a session's start time; the file keeps the content reader's format", async ({
  page,
}) => {
  await openEditor(page, `#/collections/sessions/entries/${session}`);
  const start = page.getByLabel("Start", { exact: true });
  await expect(start).toHaveValue("09:00");
  // The day by its name and date; the times in London, on the 24-hour clock.
  await expect(page.getByText("Tuesday 28 October 2025", { exact: true })).toBeVisible();
  await expectEventTimes(page);
  // The site's own session: no import notice, no source.
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByText(/Imported from|^Import/).filter({ visible: true })).toHaveCount(0);
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
  expect(data).not.toHaveProperty("source");
});

test("an imported session says so; its day is chosen by name, its times typed on the 24-hour clock, its source kept", async ({
  page,
}) => {
  const repoPath = `content/sessions/${imported.id}.md`;
  await openEditor(page, `#/collections/sessions/entries/${imported.id}`);
  const notice = page.getByRole("note", { name: `Imported from pretalx (JQ7LLM)` });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("The next import overwrites Day, Start, End, ");
  await expect(notice).toContainText(
    "Title, Subtitle, Location, Kind, Track, Cancelled, Links, Live streams, Recordings, Recorded, Speakers and Description with what pretalx has: make lasting changes to these in pretalx.",
  );
  await expect(notice).toContainText(
    "Kept as you leave them: Session type id, Vip note, Chair, Guests and Breakout rooms.",
  );
  // The source is the import's: shown in the notice, not as a field to edit.
  await expect(page.getByRole("textbox", { name: /source|import/i })).toHaveCount(0);
  await expect(notice.locator("input, textarea, [contenteditable]")).toHaveCount(0);
  await expect(
    page.getByText(/^(Import|Source)( \(optional\))?$/).filter({ visible: true }),
  ).toHaveCount(0);
  const axe = await new AxeBuilder({ page })
    .include("[data-import-notice]")
    .withTags(wcagTags)
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await expect(page.getByText("Thursday 30 October 2025", { exact: true })).toBeVisible();
  await expectEventTimes(page);
  await page.screenshot({ path: test.info().outputPath("imported-session.png") });

  await pick(page, "Day", "Wednesday 29 October 2025");
  // A 12-hour time is refused before saving, with a message that says how to write it.
  const start = page.getByLabel("Start", { exact: true });
  await start.fill("4:45 PM");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  await expect(page.getByText(/a time written HH:MM on the 24-hour clock/)).toBeVisible();
  expect(rawEntry(repoPath)).toContain('start: "16:30"');
  // The refusal focuses the field; clear it first, as an organiser would select the text.
  await start.clear();
  await start.fill("16:45");
  await expect(start).toHaveValue("16:45");
  await page.getByLabel("End", { exact: true }).fill("17:25");
  await publish(page);

  const file = readEntry(repoPath);
  expect(file.data).toMatchObject({
    source: imported.source,
    day: 1,
    start: "16:45",
    end: "17:25",
    title: imported.title,
    speakers: [2],
  });
  // Saved as the import wrote it, so the next import finds the session again.
  expect(rawEntry(repoPath)).toMatch(new RegExp(`^source: ${imported.source}$`, "m"));
  expect(rawEntry(repoPath)).toMatch(/^day: 1$/m);
});

test("the list of sessions shows one day's sessions, chosen by the day's name", async ({
  page,
}) => {
  await openEditor(page, "#/collections/sessions");
  const moved = page.getByText(`16:45–17:25: ${imported.title} (Small Meeting House)`);
  const tuesday = page.getByText("15:30–16:45: Infrastructure Breakouts (Drawing Room)");
  await expect(moved).toBeVisible();
  await expect(tuesday).toBeVisible();
  await page.getByRole("button", { name: "Filter by" }).click();
  await page.getByText("Wednesday 29 October 2025", { exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(tuesday).toHaveCount(0);
  await expect(moved).toBeVisible();
});

test("an imported speaker says so; the photo's source is not shown and is kept", async ({
  page,
}) => {
  const repoPath = `content/speakers/${importedSpeaker.slug}.md`;
  await openEditor(page, `#/collections/speakers/entries/${importedSpeaker.slug}`);
  const notice = page.getByRole("note", { name: "Imported from pretalx (QX8MZP)" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    "The next import overwrites Name, Title, Organization, Image, Linkedin, Twitter, Website and Bio with what pretalx has",
  );
  await expect(page.getByRole("textbox", { name: /source/i })).toHaveCount(0);
  await expect(page.getByText(/photo source/i).filter({ visible: true })).toHaveCount(0);
  await page.getByLabel("Pronouns (optional)", { exact: true }).fill("she/her");
  await publish(page);

  const file = readEntry(repoPath);
  expect(file.data).toMatchObject({
    source: importedSpeaker.source,
    photoSource: importedSpeaker.photoSource,
    pronouns: "she/her",
  });
  expect(rawEntry(repoPath)).toMatch(new RegExp(`^source: ${importedSpeaker.source}$`, "m"));
  expect(rawEntry(repoPath)).toMatch(
    new RegExp(`^photoSource: ${importedSpeaker.photoSource.replace(/\./g, "\\.")}$`, "m"),
  );
});

test("adds a speaker with a photo and bio, and puts them on a session", async ({ page }) => {
  test.setTimeout(180_000);
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
  expect(speaker.data).not.toHaveProperty("source");
  expect(speaker.data).not.toHaveProperty("photoSource");
  expect(
    existsSync(path.join(editor.copy, "event", `public/images/speakers/${newSpeaker.slug}.png`)),
  ).toBe(true);

  await openEditor(page, `#/collections/sessions/entries/${session}`);
  await pick(page, "Speakers (optional)", newSpeaker.name);
  await publish(page);
  const data = readEntry(`content/sessions/${session}.md`).data as { speakers: unknown[] };
  expect(data.speakers.at(-1)).toBe(newSpeaker.id);
});

test("refuses to upload a file that is not one of the site's image types, with why (issue 21)", async ({
  page,
}) => {
  // A page, an SVG with a script, and a page named as a photo: Decap itself would take each.
  const refused = {
    "page.html": "<script>alert(document.domain)</script>",
    "logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    "portrait.png": "<html><script>alert(1)</script></html>",
  };
  await openEditor(page, "#/collections/speakers/new");
  await page.getByRole("button", { name: /choose an image/i }).click();
  const picker = page.locator('input[type="file"]');
  await expect(picker).toHaveAttribute("accept", ".webp,.avif,.png,.jpg,.jpeg,.svg");
  for (const [name, text] of Object.entries(refused)) {
    const dialog = page.waitForEvent("dialog");
    await picker.setInputFiles({ name, mimeType: "image/png", buffer: Buffer.from(text) });
    const shown = await dialog;
    expect(shown.message(), name).toContain(`cannot be uploaded:\n- ${name}: `);
    await shown.dismiss();
    // Decap never got the file: the media library shows no card for it.
    await expect(page.getByText(name, { exact: true })).toHaveCount(0);
  }
  expect(readdirSync(path.join(editor.copy, "event", "public/images/speakers"))).not.toEqual(
    expect.arrayContaining(Object.keys(refused)),
  );
});

test("the edited copy builds, and the built site shows the edits", () => {
  test.setTimeout(300_000);
  const result = buildCopy(editor.copy);
  expect(result.status, result.stdout + result.stderr).toBe(0);
  const client = path.join(editor.copy, testBuildOut, "client");
  const built = (file: string) => readFileSync(path.join(client, file), "utf8");

  const schedule = built("schedule/index.html");
  // A time as the page marks it for the time zone switch (docs/decisions/042): its instant, then
  // the event's clock.
  expect(schedule).toMatch(
    new RegExp(`<time dateTime="2025-10-28T${newTime}:00[^"]*">${newTime}</time>`, "i"),
  );
  expect(schedule).toContain(newSpeaker.name);
  const json = JSON.parse(built("schedule.json")) as unknown;
  expect(JSON.stringify(json)).toContain(`"start":"${newTime}"`);
  expect(JSON.stringify(json)).toMatch(
    new RegExp(`"date":"2025-10-29T16:45:00[^"]*","start":"16:45"[^}]*"title":"${imported.title}"`),
  );
  expect(built("schedule.ics")).toMatch(/DTSTART[^:\n]*:20251028T0905/);
  expect(built(`speakers/${newSpeaker.id}/index.html`)).toContain(newSpeaker.name);
});
