// `npm run import:schedule`: read an export, merge it into the project's content, check the
// result with the site's own content checks, and only then write (docs/importing.md).
import { contentProblems } from "../../../content/checked-content.ts";
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
  /** The project folder (with content/ and public/) to write into. */
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
}

export interface ImportResult {
  ok: boolean;
  /** What to print, one line each. */
  lines: string[];
  /** Repository paths written (or that would be, on a dry run). */
  written: string[];
}

const siteCheck = (root: string) => contentProblems({ root });

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
    const problems = changes.size
      ? problemsAfter(options.root, changes, options.check ?? siteCheck)
      : [];
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
        written.length
          ? `${verb} ${written.length} files: ${written.join(", ")}`
          : "no file changed",
      ],
      written,
    };
  } catch (error) {
    if (error instanceof ImportError) {
      // One problem is one line (the file or field, and the cause); several are listed under it.
      const lines =
        error.problems.length === 1
          ? [`nothing was written: ${error.problems[0]}`]
          : ["nothing was written:", ...error.problems];
      return { ok: false, lines, written: [] };
    }
    throw error;
  }
}
