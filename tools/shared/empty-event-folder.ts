// A copy of the sample event (event/) with no programme, the way an organiser starting a new event
// would empty it: what `npm run build:second-event` (e2e/harness/second-event/), the import's
// tests and the scale bench import a schedule into.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";
import { sampleEventFolder } from "../../content/load/files.ts";

/** Sets fields of a YAML file, keeping its comments. */
function editYaml(file: string, fields: Record<string, unknown>) {
  const document = parseDocument(readFileSync(file, "utf8"));
  for (const [key, value] of Object.entries(fields)) document.setIn(key.split("."), value);
  writeFileSync(file, document.toString());
}

/** A copy of the sample event with no programme: what a new event starts from. */
export function emptyEventFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), "second-event-"));
  for (const folder of ["content", "private-content", "public"]) {
    cpSync(path.join(sampleEventFolder, folder), path.join(root, folder), { recursive: true });
  }
  for (const folder of ["content/sessions", "content/speakers"]) {
    for (const name of readdirSync(path.join(root, folder))) rmSync(path.join(root, folder, name));
  }
  // A new event's programme starts a history of its own (docs/decisions/040).
  rmSync(path.join(root, "content/programme-history.yml"), { force: true });
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
