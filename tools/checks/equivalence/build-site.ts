// Build-only: the two builds `npm run check:equivalence` compares. The base commit is checked out
// with `git worktree add --detach` in a temporary folder, with this project's node_modules when
// the two package-lock.json files are identical (else `npm ci` there), and both sides are built
// as `npm run build:test` builds: the fixture password, so that their private area decrypts.
import { execFileSync, spawnSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";
import { privatePlaintextDir } from "../../../integrations/private-data/plaintext-dir.ts";
import { testBuildVariable } from "../../../integrations/private-data/password.ts";

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** The full commit id a revision names; throws when it names none. */
export function resolveCommit(projectRoot: string, revision: string): string {
  try {
    return git(projectRoot, "rev-parse", "--verify", "--end-of-options", `${revision}^{commit}`);
  } catch {
    throw new Error(`--base ${revision}: no commit of this repository has that name.`);
  }
}

/** Checks the commit out, detached, into `dir` (a new folder) as a worktree of this repository. */
export function addWorktree(projectRoot: string, dir: string, commit: string) {
  git(projectRoot, "worktree", "add", "--detach", "--quiet", dir, commit);
}

/** Removes a worktree made by addWorktree, and git's record of it. */
export function removeWorktree(projectRoot: string, dir: string) {
  try {
    git(projectRoot, "worktree", "remove", "--force", dir);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    git(projectRoot, "worktree", "prune");
  }
}

/**
 * Gives the base's worktree its dependencies: this project's node_modules, linked, when the two
 * package-lock.json files are the same bytes; otherwise its own `npm ci` (minutes, and network).
 */
export function provideDependencies(
  projectRoot: string,
  tree: string,
  log: (line: string) => void,
): "linked" | "installed" {
  const ours = path.join(projectRoot, "node_modules");
  const same =
    existsSync(ours) &&
    readFileSync(path.join(projectRoot, "package-lock.json")).equals(
      readFileSync(path.join(tree, "package-lock.json")),
    );
  if (same) {
    symlinkSync(realpathSync(ours), path.join(tree, "node_modules"), "dir");
    log(
      "Dependencies: package-lock.json is the same, so the base uses this project's node_modules.",
    );
    return "linked";
  }
  log(
    "Dependencies: the base's package-lock.json differs from the working tree's, so it gets its own: running `npm ci` in the base's worktree (this takes minutes)...",
  );
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], {
    cwd: tree,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`npm ci failed in ${tree} (exit ${result.status})`);
  return "installed";
}

export interface BuildSiteOptions {
  /** The project to build (the working tree, or the base's worktree). */
  root: string;
  /**
   * BUILD_OUT; undefined builds into the project's own build/, which the build refuses with the
   * tests' password (the one `npm run build:test` uses).
   */
  buildOut?: string;
  password: string;
  /** The build's output goes here, not to the terminal. */
  logFile: string;
}

/** The client folder a build of `root` into `buildOut` ends in. */
export function builtClientFolder(root: string, buildOut?: string): string {
  return path.join(path.resolve(root, buildOut ?? "build"), "client");
}

/**
 * The framework's own build command for the checkout at `root`, whatever its scripts: Astro, or
 * React Router for a commit from before the move (docs/decisions/034-astro.md), so that a base
 * from either side of it can be compared.
 */
export function buildCommandOf(root: string): string[] {
  return existsSync(path.join(root, "react-router.config.ts"))
    ? ["react-router", "build"]
    : ["astro", "build"];
}

/** Builds the site as `npm run build:test` does. Returns the client folder. */
export function buildSite({ root, buildOut, password, logFile }: BuildSiteOptions): string {
  // Not VITEST (a test may run this) nor an outside BUILD_OUT: only what is given here.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "BUILD_OUT"),
  );
  const log = openSync(logFile, "w");
  try {
    const result = spawnSync("npx", buildCommandOf(root), {
      cwd: root,
      env: {
        ...env,
        PRIVATE_AREA_PASSWORD: password,
        // The fixture password is accepted only in a build marked as the tests'.
        [testBuildVariable]: "1",
        ...(buildOut ? { BUILD_OUT: buildOut } : {}),
      },
      stdio: ["ignore", log, log],
    });
    if (result.status !== 0) {
      const tail = readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
      throw new Error(
        `The build in ${root} failed (exit ${result.status}; log: ${logFile}):\n${tail}`,
      );
    }
  } finally {
    closeSync(log);
  }
  return builtClientFolder(root, buildOut);
}

/** Removes the plaintext a build left in node_modules/.cache (plaintext-dir.ts) for its client folder. */
export function removePlaintextOf(root: string, clientDir: string) {
  rmSync(privatePlaintextDir(clientDir, root), { recursive: true, force: true });
}

/** The client folder of a finished build given by the user: the folder itself, or its client/. */
export function clientFolderOf(dir: string): string {
  const client = path.join(dir, "client");
  if (existsSync(client)) return path.resolve(client);
  if (existsSync(path.join(dir, "index.html"))) return path.resolve(dir);
  throw new Error(`${dir} holds no build: neither client/ nor index.html`);
}
