// `npm run import:schedule`: read an export, merge it into the project's content, check the
// result with the site's own content checks, and only then write (docs/importing.md). The import
// records a release in the programme's history (docs/decisions/040-programme-history.md).
import path from "node:path";
import { contentProblems } from "../../../content/checked-content.ts";
import { changeLine, releaseTitle } from "../../../content/history/describe.ts";
import { historyFile, importReleases } from "../../../content/programme-history.ts";
import type { Release } from "../../../content/schema/programme-history.ts";
import { applyFiles, effectiveChanges, problemsAfter } from "./apply-files.ts";
import { parseExport, readProgramme } from "./detect-format.ts";
import { planImport } from "./merge/plan.ts";
import { projectAt } from "./merge/project.ts";
import { parseYamlMap } from "./merge/yaml-fields.ts";
import { ImportError } from "./model.ts";
import type { DownloadLimits, Fetch } from "./download.ts";
import { exportLimits, readInput } from "./read-input.ts";

export interface ImportOptions {
  /** A file path or an http(s) URL. */
  source: string;
  /** The event's folder (with content/ and public/; event/, or CONTENT_DIR) to write into. */
  root: string;
  /** The event's zone for Sessionize (and for a schedule.json without time_zone_name). */
  timeZone?: string;
  dryRun?: boolean;
  /**
   * For the export and the photos; tests and the second-event build give a fake. Without it, the
   * export is fetched with the global fetch and photos through public-network.ts.
   */
  fetch?: Fetch;
  /** The export download's limits (read-input.ts `exportLimits` by default); tests shorten them. */
  exportLimits?: Partial<DownloadLimits>;
  /** The content check; the site's own by default. Tests give a stand-in. */
  check?: (root: string) => string[];
  /** The time of the release the import records (now by default); tests fix it. */
  now?: Date;
}

export interface ImportResult {
  ok: boolean;
  /** What to print, one line each. */
  lines: string[];
  /** Repository paths written (or that would be, on a dry run). */
  written: string[];
  /** The releases recorded in the programme's history (or that would be), oldest first. */
  releases: Release[];
}

const siteCheck = (root: string) => contentProblems({ root });

/**
 * What a release says it was imported from: an address without its query, fragment or
 * credentials (a token there is nobody's business), or a file's name without the folders of the
 * organiser's computer.
 */
export function importSourceLabel(source: string): string {
  if (/^https?:\/\//i.test(source)) {
    try {
      const url = new URL(source);
      return `import ${url.origin}${url.pathname}`;
    } catch {
      // Not an address after all: named as a file.
    }
  }
  return `import ${path.basename(source)}`;
}

/** The report's lines about the programme's history. */
function releaseLines(releases: readonly Release[], dryRun: boolean): string[] {
  if (!releases.length) return ["programme history: no change to record"];
  return releases.flatMap((release) => [
    `programme history: ${dryRun ? "would record" : "recorded"} ${releaseTitle(release)} (${release.source}, ${release.time})`,
    ...release.changes.map((change) => `  - ${changeLine(change)}`),
  ]);
}

/** The zone the site has now (seed: Europe/London), for exports that carry none. */
function siteTimeZone(root: string): string {
  const text = projectAt(root).read("content/settings.yml");
  const zone = text ? parseYamlMap(text, "content/settings.yml").get("timeZone") : undefined;
  return typeof zone === "string" ? zone : "Europe/London";
}

export async function importSchedule(options: ImportOptions): Promise<ImportResult> {
  try {
    const text = await readInput(options.source, options.fetch ?? fetch, {
      ...exportLimits,
      ...options.exportLimits,
    });
    const json = parseExport(text, options.source);
    const programme = readProgramme(json, {
      timeZone: options.timeZone,
      siteTimeZone: siteTimeZone(options.root),
    });
    const project = projectAt(options.root);
    const { files, report } = await planImport(project, programme, { fetch: options.fetch });
    const changes = effectiveChanges(options.root, files);
    let releases: Release[] = [];
    const historyProblems: string[] = [];
    // The history's release is made from the imported programme, in the staged copy, and checked
    // with it (docs/decisions/040-programme-history.md).
    const recordRelease = (staged: string) => {
      const recorded = importReleases(
        { root: options.root },
        { root: staged },
        { source: importSourceLabel(options.source), now: options.now },
      );
      releases = recorded.releases;
      historyProblems.push(...recorded.problems);
      return new Map(recorded.text === undefined ? [] : [[historyFile, recorded.text]]);
    };
    const problems = problemsAfter(
      options.root,
      changes,
      options.check ?? siteCheck,
      recordRelease,
    );
    problems.push(...historyProblems.filter((problem) => !problems.includes(problem)));
    const header = `${programme.format} export, ${programme.sessions.length} sessions, ${programme.speakers.length} speakers, ${programme.days.length} days in ${programme.timeZone}`;
    if (problems.length) {
      return {
        ok: false,
        lines: [
          header,
          ...report.lines(),
          `nothing was written: the imported content breaks ${problems.length} content check${problems.length === 1 ? "" : "s"}:`,
          ...problems.map((problem) => `  - ${problem}`),
        ],
        written: [],
        releases: [],
      };
    }
    const written = [...changes.keys()].sort();
    if (!options.dryRun) applyFiles(options.root, changes);
    const verb = options.dryRun ? "would write" : "wrote";
    return {
      ok: true,
      lines: [
        header,
        ...report.lines(),
        ...releaseLines(releases, Boolean(options.dryRun)),
        written.length
          ? `${verb} ${written.length} files: ${written.join(", ")}`
          : "no file changed",
      ],
      written,
      releases,
    };
  } catch (error) {
    if (error instanceof ImportError) {
      // One problem is one line (the file or field, and the cause); several are listed under it.
      const lines =
        error.problems.length === 1
          ? [`nothing was written: ${error.problems[0]}`]
          : ["nothing was written:", ...error.problems];
      return { ok: false, lines, written: [], releases: [] };
    }
    throw error;
  }
}
