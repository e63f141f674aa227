// `npm run build:second-event`: proves the site serves another event (issue 12). It copies the
// sample event's folder (event/) into a temporary folder, empties the programme the way an
// organiser starting a new event would, imports the pretalx-style fixture with
// `npm run import:schedule`'s code, and builds that folder (CONTENT_DIR) into a folder outside the
// project (second-event-build.ts).
// e2e/second-event.spec.ts serves it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { importSchedule } from "../../../tools/organisers/import-schedule/import-schedule.ts";
import { testBuildEnv } from "../../../integrations/private-data/password.ts";
import { emptyEventFolder } from "../../../tools/shared/empty-event-folder.ts";
import { withCongressDay } from "./congress-day.ts";
import { secondEventBuild } from "./second-event-build.ts";

export const secondEventFixture = "tools/organisers/import-schedule/fixtures/pretalx-schedule.json";

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
  // The fixture with a Congress-sized Sunday (congress-day.ts), for the grid's tests.
  const exportFolder = mkdtempSync(path.join(tmpdir(), "quillmere-second-event-export-"));
  const source = path.join(exportFolder, "pretalx-schedule.json");
  const fixture: unknown = JSON.parse(readFileSync(secondEventFixture, "utf8"));
  writeFileSync(source, JSON.stringify(withCongressDay(fixture)));
  const result = await importSchedule({ source, root, fetch: fixturePhotos });
  rmSync(exportFolder, { recursive: true, force: true });
  // Cut long lines: the Congress day alone names some 190 sessions and files.
  console.log(
    result.lines.map((line) => (line.length > 500 ? `${line.slice(0, 500)}…` : line)).join("\n"),
  );
  if (!result.ok) process.exit(1);
  const build = spawnSync("npx", ["astro", "build"], {
    stdio: "inherit",
    env: {
      ...process.env,
      CONTENT_DIR: root,
      BUILD_OUT: secondEventBuild,
      ...testBuildEnv,
    },
  });
  rmSync(root, { recursive: true, force: true });
  if (build.status === 0) console.log(`The second event's build: ${secondEventBuild}`);
  process.exit(build.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
