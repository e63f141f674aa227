// `npm run check:equivalence -- --base <git rev>`: proves that a change (a refactoring) left the
// site the same for visitors. Builds the base commit (a temporary detached worktree) and the
// working tree, both with the test password, and compares the two build/client folders file by
// file, with what legitimately differs between two builds made stable (tools/checks/equivalence/,
// docs/decisions/028-equivalence-check.md). Exit code: 0 the same, 1 different, 2 no answer
// (bad arguments, a failed build).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { execFileSync } from "node:child_process";
import { compareBuilds } from "./equivalence/compare-builds.ts";
import {
  addWorktree,
  buildSite,
  builtClientFolder,
  clientFolderOf,
  provideDependencies,
  removePlaintextOf,
  removeWorktree,
  resolveCommit,
} from "./equivalence/build-site.ts";
import { formatReport } from "./equivalence/report.ts";
import { testFixturePassword } from "../../integrations/private-data/password.ts";

const usage = `Usage: npm run check:equivalence -- --base <git rev> [options]

  --base <rev>        the commit to compare the working tree with (built in a temporary worktree)
  --base-build <dir>  compare this finished build instead of building the base (dir or dir/client)
  --head-build <dir>  compare this finished build instead of building the working tree
  --strict-js         JavaScript differences ("code changed") fail the check too
  --keep              keep the temporary worktree and builds, and say where they are`;

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: {
        base: { type: "string" },
        "base-build": { type: "string" },
        "head-build": { type: "string" },
        "strict-js": { type: "boolean", default: false },
        keep: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    if (!values.base && !values["base-build"]) throw new Error("--base or --base-build is needed");
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}

const options = parseOptions();
const projectRoot = execFileSync("git", ["rev-parse", "--show-toplevel"], {
  encoding: "utf8",
}).trim();
const started = performance.now();
const times: string[] = [];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
/** Runs a step, noting its time for the last line. */
function timed<T>(label: string, step: () => T): T {
  const at = performance.now();
  const result = step();
  times.push(`${label} ${seconds(at)}`);
  return result;
}

const work = mkdtempSync(path.join(tmpdir(), "quillmere-equivalence-"));
const worktree = path.join(work, "base");
let worktreeAdded = false;
/** Builds made here, whose plaintext (node_modules/.cache) goes when they do. */
const built: { root: string; client: string }[] = [];

function cleanUp() {
  if (options.keep) {
    console.log(
      `Kept: ${work}${worktreeAdded ? ` (remove the worktree with: git worktree remove --force ${worktree})` : ""}`,
    );
    return;
  }
  for (const { root, client } of built) removePlaintextOf(root, client);
  if (worktreeAdded) removeWorktree(projectRoot, worktree);
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

try {
  let baseClient: string;
  let baseLabel: string;
  if (options["base-build"]) {
    baseClient = clientFolderOf(options["base-build"]);
    baseLabel = baseClient;
  } else {
    const commit = resolveCommit(projectRoot, options.base!);
    baseLabel = `${options.base} (${commit.slice(0, 10)})`;
    console.log(`Base: ${baseLabel}, checked out in ${worktree}`);
    timed("worktree", () => addWorktree(projectRoot, worktree, commit));
    worktreeAdded = true;
    timed("dependencies", () => provideDependencies(projectRoot, worktree, console.log));
    const logFile = path.join(work, "base-build.log");
    console.log(`Building the base (log: ${logFile})...`);
    // Outside the worktree's build/: the build refuses the tests' password for build/.
    const buildOut = path.join(work, "base-build");
    built.push({ root: worktree, client: builtClientFolder(worktree, buildOut) });
    baseClient = timed("base build", () =>
      buildSite({ root: worktree, buildOut, password: testFixturePassword, logFile }),
    );
  }

  let headClient: string;
  let headLabel = "the working tree";
  if (options["head-build"]) {
    headClient = clientFolderOf(options["head-build"]);
    headLabel = headClient;
  } else {
    const logFile = path.join(work, "head-build.log");
    console.log(`Building the working tree, ${projectRoot} (log: ${logFile})...`);
    const buildOut = path.join(work, "head");
    built.push({ root: projectRoot, client: builtClientFolder(projectRoot, buildOut) });
    headClient = timed("head build", () =>
      buildSite({ root: projectRoot, buildOut, password: testFixturePassword, logFile }),
    );
  }

  console.log(`Comparing the base, ${baseLabel}, with the head, ${headLabel}...\n`);
  const compareStarted = performance.now();
  const comparison = await compareBuilds(baseClient, headClient, { password: testFixturePassword });
  const report = formatReport(comparison, { strictJs: options["strict-js"] });
  times.push(`comparison ${seconds(compareStarted)}`);
  console.log(report.lines.join("\n"));
  console.log(`Times: ${times.join(", ")}; total ${seconds(started)}.`);
  process.exitCode = report.failed ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  cleanUp();
}
