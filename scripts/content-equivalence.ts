// Proves that a change left the site as it was: builds a base commit and the working tree, then
// compares every built file (pages, route data, schedule.json and the calendars, assets, share
// cards, graphics), build stamps masked (scripts/equivalence/compare-builds.ts).
//
//   npm run check:equivalence -- --base <git ref> [--mask-asset-hashes] [--keep]
//
// The base is exported with `git archive` into a temporary folder (no worktree to register or
// remove) and reuses this project's node_modules through a symlink when its lockfile pins nothing
// that this one does not pin the same way; otherwise it gets its own `npm ci`. Both builds use the
// test password, so they differ only by what the change did.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { compareBuilds } from "./equivalence/compare-builds.ts";
import { testFixturePassword } from "./private-data/password.ts";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    "mask-asset-hashes": { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
  },
});
if (!values.base) {
  console.error(
    "Usage: npm run check:equivalence -- --base <git ref> [--mask-asset-hashes] [--keep]",
  );
  process.exit(2);
}

const commit = execFileSync("git", ["rev-parse", "--verify", `${values.base}^{commit}`], {
  encoding: "utf8",
}).trim();
const baseRoot = mkdtempSync(path.join(tmpdir(), "quillmere-equivalence-"));
const currentOut = "build-equivalence";

/** Packages of a lockfile, by path: version and integrity. */
function lockedPackages(lockfile: string): Map<string, string> {
  const lock = JSON.parse(lockfile) as {
    packages: Record<string, { version?: string; integrity?: string }>;
  };
  return new Map(
    Object.entries(lock.packages)
      .filter(([name]) => name !== "")
      .map(([name, entry]) => [name, `${entry.version}:${entry.integrity}`]),
  );
}

function run(label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  console.log(`${label}...`);
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 1 << 28 });
  const log = path.join(tmpdir(), `quillmere-equivalence-${label.replace(/\W+/g, "-")}.log`);
  writeFileSync(log, `${result.stdout}\n${result.stderr}`);
  if (result.status !== 0) {
    throw new Error(
      `${label} failed (log: ${log}):\n${`${result.stdout}\n${result.stderr}`.slice(-3000)}`,
    );
  }
  console.log(`${label}: done in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

// Without VITEST (tests may run this) and with the test password, as `npm run build:test` builds.
const buildEnv = (buildOut?: string): NodeJS.ProcessEnv => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "BUILD_OUT"),
  );
  return {
    ...env,
    PRIVATE_AREA_PASSWORD: testFixturePassword,
    ...(buildOut ? { BUILD_OUT: buildOut } : {}),
  };
};

try {
  console.log(`Base ${values.base} (${commit.slice(0, 10)}) in ${baseRoot}`);
  const archive = execFileSync("git", ["archive", "--format=tar", commit], { maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", baseRoot], { input: archive });

  const basePackages = lockedPackages(
    readFileSync(path.join(baseRoot, "package-lock.json"), "utf8"),
  );
  const ourPackages = lockedPackages(readFileSync("package-lock.json", "utf8"));
  const sameDependencies = [...basePackages].every(([name, pin]) => ourPackages.get(name) === pin);
  if (sameDependencies && existsSync("node_modules")) {
    console.log("The base pins no package differently: it uses this project's node_modules.");
    symlinkSync(path.resolve("node_modules"), path.join(baseRoot, "node_modules"), "dir");
  } else {
    run("npm ci for the base", "npm", ["ci", "--no-audit", "--no-fund"], baseRoot, process.env);
  }

  run("Building the base", "npx", ["react-router", "build"], baseRoot, buildEnv());
  run(
    "Building the working tree",
    "npx",
    ["react-router", "build"],
    process.cwd(),
    buildEnv(currentOut),
  );

  const { compared, differences, changedAssets } = compareBuilds(
    path.join(baseRoot, "build", "client"),
    path.join(currentOut, "client"),
    { maskAssetHashes: values["mask-asset-hashes"] },
  );
  if (changedAssets.length) {
    console.log(`Asset hashes masked; the code of ${changedAssets.length} asset(s) changed:`);
    for (const file of changedAssets) console.log(`  ${file}`);
  }
  if (differences.length) {
    console.error(`${differences.length} of ${compared} files differ from ${values.base}:`);
    for (const { file, problem } of differences.slice(0, 50))
      console.error(`  ${file}: ${problem}`);
    if (differences.length > 50) console.error(`  ... and ${differences.length - 50} more`);
    process.exitCode = 1;
  } else {
    console.log(
      `All ${compared} files of the build match ${values.base} (build stamps masked; data/private.json is encrypted afresh by every build and is not compared).`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (values.keep) console.log(`Kept ${baseRoot} and ${currentOut}/.`);
  else {
    rmSync(baseRoot, { recursive: true, force: true });
    rmSync(currentOut, { recursive: true, force: true });
  }
}
