// `npm run record:changes`: records what changed in the programme since its latest release as a
// "hand edit" release in content/programme-history.yml (docs/decisions/040-programme-history.md).
// `npm run check:content` and the deploy build name what is not recorded; this is the one command
// that records it. A project without a history gets its first release.
//
//   npm run record:changes                              the sample event, event/ (or CONTENT_DIR)
//   npm run record:changes -- --content-dir <folder>    another event's folder
//   npm run record:changes -- --dry-run                 says what it would record, writes nothing
//   npm run record:changes -- --time <ISO 8601>         the release's time instead of now (tests)
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { readContent } from "../../content/checked-content.ts";
import { changeLine, releaseTitle } from "../../content/history/describe.ts";
import { contentDir } from "../../content/load/files.ts";
import { formatProblems } from "../../content/problems.ts";
import { historyFile, recordRelease } from "../../content/programme-history.ts";
import { handEditSource } from "../../content/schema/programme-history.ts";

const usage =
  "usage: npm run record:changes -- [--content-dir <folder>] [--dry-run] [--time <ISO 8601 time>]";

export interface RecordChangesOptions {
  root: string;
  dryRun?: boolean;
  now?: Date;
}

/** Records a release; the lines to print and whether it went well. */
export function recordChanges({ root, dryRun = false, now }: RecordChangesOptions): {
  ok: boolean;
  lines: string[];
} {
  const where = { root };
  // The site's content must pass; the private area's plays no part in the programme.
  const { problems } = readContent(where);
  if (problems.length) {
    return {
      ok: false,
      lines: [formatProblems(problems), "Nothing was recorded: the content must pass first."],
    };
  }
  const recorded = recordRelease(where, { source: handEditSource, now });
  if (recorded.problems.length) return { ok: false, lines: [formatProblems(recorded.problems)] };
  const [release] = recorded.releases;
  if (!release || recorded.text === undefined) {
    return {
      ok: true,
      lines: ["Nothing to record: the history has every change of the programme."],
    };
  }
  if (!dryRun) writeFileSync(path.join(root, historyFile), recorded.text);
  return {
    ok: true,
    lines: [
      `${dryRun ? "Would record" : "Recorded"} ${releaseTitle(release)} (${release.source}, ${release.time})${dryRun ? "" : ` in ${historyFile}`}`,
      ...release.changes.map((change) => `  - ${changeLine(change)}`),
      ...(dryRun ? [] : [`Commit ${historyFile} with the changes it records.`]),
    ],
  };
}

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        "content-dir": { type: "string" },
        "dry-run": { type: "boolean", default: false },
        time: { type: "string" },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 1;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const now = values.time === undefined ? undefined : new Date(values.time);
  if (now && Number.isNaN(now.getTime())) {
    console.error(
      `--time ${values.time}: not a time; write it 2025-10-20T09:00:00+01:00\n${usage}`,
    );
    return 1;
  }
  const root = values["content-dir"] ? path.resolve(values["content-dir"]) : contentDir();
  const result = recordChanges({ root, dryRun: values["dry-run"], now });
  (result.ok ? console.log : console.error)(result.lines.join("\n"));
  return result.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
