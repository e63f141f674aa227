// npm run import:schedule -- <file or URL> [--content-dir <folder>] [--time-zone <IANA>] [--dry-run]
import path from "node:path";
import { parseArgs } from "node:util";
import { importSchedule } from "./import-schedule.ts";

const usage =
  "usage: npm run import:schedule -- <file or URL> [--content-dir <folder>] [--time-zone <IANA name>] [--dry-run]";

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        "content-dir": { type: "string" },
        "time-zone": { type: "string" },
        "dry-run": { type: "boolean", default: false },
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
    root: path.resolve(parsed.values["content-dir"] ?? "."),
    timeZone: parsed.values["time-zone"],
    dryRun: parsed.values["dry-run"],
  });
  (result.ok ? console.log : console.error)(result.lines.join("\n"));
  return result.ok ? 0 : 1;
}

process.exitCode = await main();
