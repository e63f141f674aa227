// npm run import:schedule -- <file or URL> [--content-dir <folder>] [--time-zone <IANA>] [--dry-run]
//   [--pull-request-body <file>]: also writes the release's changes and the report as Markdown, the
//   description of the pull request the daily import opens (docs/importing.md "Import every day").
import { writeFileSync } from "node:fs";
import path from "node:path";
import { contentDir } from "../../../content/load/files.ts";
import { parseArgs } from "node:util";
import { importSchedule } from "./import-schedule.ts";
import { pullRequestBody } from "./pull-request-body.ts";

const usage =
  "usage: npm run import:schedule -- <file or URL> [--content-dir <folder>] [--time-zone <IANA name>] [--dry-run] [--pull-request-body <file>]";

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        "content-dir": { type: "string" },
        "time-zone": { type: "string" },
        "dry-run": { type: "boolean", default: false },
        "pull-request-body": { type: "string" },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 1;
  }
  if (parsed.values.help) {
    console.log(usage);
    return 0;
  }
  if (parsed.positionals.length !== 1) {
    console.error(usage);
    return 1;
  }
  const result = await importSchedule({
    source: parsed.positionals[0]!,
    root: parsed.values["content-dir"] ? path.resolve(parsed.values["content-dir"]) : contentDir(),
    timeZone: parsed.values["time-zone"],
    dryRun: parsed.values["dry-run"],
  });
  (result.ok ? console.log : console.error)(result.lines.join("\n"));
  const bodyFile = parsed.values["pull-request-body"];
  if (bodyFile && result.ok) writeFileSync(bodyFile, pullRequestBody(result));
  return result.ok ? 0 : 1;
}

process.exitCode = await main();
