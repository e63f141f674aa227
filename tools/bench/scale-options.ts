// The command line of `npm run bench:scale` (tools/bench/scale.ts): which event to build, a
// synthetic one of some size or a real export, and what to measure. Kept apart from the bench so
// its tests load no browser or build tooling.
import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

export interface ScaleOptions {
  /** What the bench builds: a synthetic event of this many sessions, or a real export (a file). */
  event: { kind: "synthetic"; sessions: number } | { kind: "export"; file: string };
  /** The event's zone, for an export that names none (Sessionize). */
  timeZone?: string;
  skipLighthouse: boolean;
  /** Lighthouse runs per page, of which the table gives the median (one run's TBT varies). */
  lighthouseRuns: number;
  keep: boolean;
}

/** A mistake on the command line: the bench prints the message and exits 1. */
export class UsageError extends Error {}

export const usage = `Usage: npm run bench:scale -- [--sessions <n> | --export <file>] [--time-zone <zone>] [--skip-lighthouse] [--runs <n>] [--keep]
  --sessions <n>      the synthetic event's size (default 1400, at least 10)
  --export <file>     build this export instead (pretalx or frab schedule.json or schedule.xml, or a
                      Sessionize "All data" JSON), imported with npm run import:schedule's importer
  --time-zone <zone>  the event's zone for an export that names none (Sessionize), e.g. Europe/Berlin
  --skip-lighthouse   builds and files only
  --runs <n>          Lighthouse runs per page, the median shown (default 3)
  --keep              keep the temporary folders and say where they are`;

/** Reads the arguments after `--`; throws a UsageError that says what is wrong. */
export function parseScaleOptions(args: readonly string[]): ScaleOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        sessions: { type: "string" },
        export: { type: "string" },
        "time-zone": { type: "string" },
        "skip-lighthouse": { type: "boolean", default: false },
        runs: { type: "string", default: "3" },
        keep: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`);
  }
  const lighthouseRuns = Number(values.runs);
  if (!/^\d+$/.test(values.runs) || lighthouseRuns < 1) {
    throw new UsageError(`--runs must be a whole number ≥ 1, not ${values.runs}`);
  }
  const common = {
    skipLighthouse: values["skip-lighthouse"],
    lighthouseRuns,
    keep: values.keep,
    ...(values["time-zone"] === undefined ? {} : { timeZone: values["time-zone"] }),
  };
  if (values.export !== undefined) {
    if (values.sessions !== undefined) {
      throw new UsageError(
        "--sessions and --export do not go together: --sessions sizes the synthetic event, --export builds a real one as it is",
      );
    }
    return { event: { kind: "export", file: readableExport(values.export) }, ...common };
  }
  if (common.timeZone !== undefined) {
    throw new UsageError("--time-zone is for --export: the synthetic event names its zone");
  }
  const sessions = Number(values.sessions ?? "1400");
  if (!/^\d+$/.test(values.sessions ?? "1400") || sessions < 10) {
    throw new UsageError(`--sessions must be a whole number ≥ 10, not ${values.sessions}`);
  }
  return { event: { kind: "synthetic", sessions }, ...common };
}

/**
 * The export's absolute path, once it is known to be a file this process can read. A relative
 * path is read from where `npm run` was typed (npm's INIT_CWD), else from the current folder.
 */
export function readableExport(
  file: string,
  base: string = process.env.INIT_CWD ?? process.cwd(),
  // The read check, a parameter so a test can refuse it: root reads any file whatever its mode.
  checkReadable: (absolute: string) => void = (absolute) => accessSync(absolute, constants.R_OK),
): string {
  if (file.trim() === "") throw new UsageError("--export needs a file: --export <file>");
  if (/^https?:\/\//i.test(file)) {
    throw new UsageError(
      `--export takes a file, not an address (${file}): download the export first; the bench works offline`,
    );
  }
  const absolute = path.resolve(base, file);
  let stats;
  try {
    stats = statSync(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === "ENOENT" || code === "ENOTDIR"
        ? `--export ${file}: no such file (looked for ${absolute})`
        : `--export ${file}: cannot be read (${code ?? (error as Error).message})`,
    );
  }
  if (!stats.isFile()) throw new UsageError(`--export ${file}: is a folder, not an export file`);
  try {
    checkReadable(absolute);
  } catch (error) {
    throw new UsageError(
      `--export ${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? "no permission"})`,
    );
  }
  return absolute;
}
