// Computes every file an import writes, in memory, from the imported programme and the project's
// current files. Nothing here writes: checking and writing come after (import-schedule.ts).
import { ImportError, type ImportedProgramme } from "../model.ts";
import type { Fetch } from "../download.ts";
import { mergeProgramme, mergeRooms, mergeSettings } from "./event-files.ts";
import type { FilePlan, Project } from "./project.ts";
import { ChangeReport } from "./report.ts";
import { mergeSessions } from "./sessions.ts";
import { mergeSpeakers } from "./speakers.ts";
import { parseYamlMap } from "./yaml-fields.ts";

/** The site shows 1 to 7 days: a weekday slug is unique within a week. */
const maxDays = 7;

function required(project: Project, repoPath: string): string {
  const text = project.read(repoPath);
  if (text === undefined) throw new ImportError([`${repoPath}: the project has no such file`]);
  return text;
}

export async function planImport(
  project: Project,
  programme: ImportedProgramme,
  options: { fetch: Fetch | undefined },
): Promise<{ files: FilePlan; report: ChangeReport }> {
  if (programme.days.length < 1 || programme.days.length > maxDays) {
    throw new ImportError([
      `the export has ${programme.days.length} days; the site shows 1 to ${maxDays}`,
    ]);
  }
  const report = new ChangeReport();
  report.warnings.push(...programme.warnings);
  const files: FilePlan = new Map();
  const settingsText = required(project, "content/settings.yml");
  files.set("content/settings.yml", mergeSettings(settingsText, programme, report));
  files.set(
    "content/programme.yml",
    mergeProgramme(required(project, "content/programme.yml"), programme, report),
  );
  files.set(
    "content/rooms.yml",
    mergeRooms(required(project, "content/rooms.yml"), programme, report),
  );
  const defaultImage = String(
    parseYamlMap(settingsText, "content/settings.yml").get("defaultImage"),
  );
  const speakers = await mergeSpeakers(
    project,
    programme,
    { defaultImage, fetch: options.fetch },
    report,
  );
  for (const [repoPath, contents] of speakers.files) files.set(repoPath, contents);
  for (const [repoPath, contents] of mergeSessions(
    project,
    programme,
    speakers.idsBySource,
    report,
  )) {
    files.set(repoPath, contents);
  }
  return { files, report };
}
