// Test support: a copy of the project in a temporary folder that builds as the project does
// (node_modules linked, so the build's caches are shared), and its build.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * What a build of the project reads: the site, the content layer, the sample event's data
 * (event/), the config and the build's code.
 */
const projectEntries = [
  "site",
  "integrations",
  "content",
  "event",
  "tools",
  "hosting",
  "server",
  "package.json",
  "astro.config.ts",
  "vitest.config.ts",
  "vitest-isolation.ts",
  "tsconfig.json",
];

/** A copy of the project in a new temporary folder. */
export function copyProject(prefix: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  for (const entry of projectEntries) cpSync(entry, path.join(copy, entry), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

export function removeProjectCopy(copy: string) {
  rmSync(copy, { recursive: true, force: true });
}

/**
 * Builds a copy exactly as `npm run build` does: without Vitest's variables or BUILD_OUT in its
 * environment, and with the given extra variables (e.g. the private area's password).
 */
export function buildProjectCopy(copy: string, env: Record<string, string> = {}) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "BUILD_OUT"),
  );
  return spawnSync(process.execPath, [path.resolve("node_modules/astro/bin/astro.mjs"), "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...inherited, ...env },
    timeout: 240_000,
  });
}
