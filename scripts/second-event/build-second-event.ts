// `npm run build:second-event`: proves the site serves another event (issue 12). It copies the
// project's content into a temporary folder, empties the programme the way an organiser starting
// a new event would, imports the pretalx-style fixture with `npm run import:schedule`'s code, and
// builds that folder (CONTENT_DIR) into a folder outside the project (second-event-build.ts).
// e2e/second-event.spec.ts serves it.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { importSchedule } from "../import-schedule/import-schedule.ts";
import { testFixturePassword } from "../private-data/password.ts";
import { secondEventBuild } from "./second-event-build.ts";

export const secondEventFixture = "scripts/import-schedule/fixtures/pretalx-schedule.json";

/** Sets fields of a YAML file, keeping its comments. */
function editYaml(file: string, fields: Record<string, unknown>) {
  const document = parseDocument(readFileSync(file, "utf8"));
  for (const [key, value] of Object.entries(fields)) document.setIn(key.split("."), value);
  writeFileSync(file, document.toString());
}

/** A copy of the project's content with no programme: what a new event starts from. */
export function emptyEventFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), "second-event-"));
  for (const folder of ["content", "private-content", "public"]) {
    cpSync(folder, path.join(root, folder), { recursive: true });
  }
  for (const folder of ["content/sessions", "content/speakers"]) {
    for (const name of readdirSync(path.join(root, folder))) rmSync(path.join(root, folder, name));
  }
  const file = (name: string) => path.join(root, "content", name);
  editYaml(file("speakers.yml"), { keynotes: [], chairs: [], panelistNameOrder: [] });
  editYaml(file("programme.yml"), { tracks: [], sessionTypes: [] });
  editYaml(file("home.yml"), { featuredSpeakerIds: [], tracks: [], schedulePreview: [] });
  editYaml(file("settings.yml"), {
    summitName: "Harbourlight Data Days 2025",
    shortName: "Harbourlight",
    "dates.label": "24-27 October 2025",
    "dates.dinner.date": "2025-10-23",
  });
  return root;
}

/**
 * The fixture's photo addresses, answered here instead of by the internet: a square test portrait
 * for each, except the one the fixture names "missing", which fails like a dead link.
 */
async function fixturePhotos(input: string | URL | Request): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  if (/missing/.test(url)) return new Response("Not found", { status: 404 });
  const portrait = await sharp({
    create: { width: 480, height: 480, channels: 3, background: { r: 40, g: 90, b: 120 } },
  })
    .png()
    .toBuffer();
  return new Response(new Uint8Array(portrait), { headers: { "Content-Type": "image/png" } });
}

async function main() {
  const root = emptyEventFolder();
  const result = await importSchedule({ source: secondEventFixture, root, fetch: fixturePhotos });
  console.log(result.lines.join("\n"));
  if (!result.ok) process.exit(1);
  const build = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: {
      ...process.env,
      CONTENT_DIR: root,
      BUILD_OUT: secondEventBuild,
      PRIVATE_AREA_PASSWORD: testFixturePassword,
    },
  });
  rmSync(root, { recursive: true, force: true });
  if (build.status === 0) console.log(`The second event's build: ${secondEventBuild}`);
  process.exit(build.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
