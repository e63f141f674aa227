import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempFolders, tempFolder } from "../e2e/harness/test-support/temp-folder.ts";
import { testBuildVariable } from "./private-data/password.ts";

afterAll(removeTempFolders);

/**
 * The real build command (`npm run build` is `astro build`), started as npm starts it,
 * into a BUILD_OUT of its own, with or without a password.
 */
function build(password: string | undefined) {
  const buildOut = path.join(tempFolder("refused-build", {}), "out");
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !key.startsWith("VITEST") && key !== "PRIVATE_AREA_PASSWORD" && key !== testBuildVariable,
    ),
  );
  const result = spawnSync(
    process.execPath,
    [path.resolve("node_modules/astro/bin/astro.mjs"), "build"],
    {
      encoding: "utf8",
      env: {
        ...env,
        BUILD_OUT: buildOut,
        ...(password ? { PRIVATE_AREA_PASSWORD: password } : {}),
      },
      timeout: 60_000,
    },
  );
  return { ...result, buildOut };
}

/** What Astro logs once it reads the content and builds (`[content] Syncing content`, `[build] …`). */
const buildLog = /\[(?:content|types|build|vite)\]/;

// The password's rules are password.test.ts's; these two builds prove that `astro build` applies
// them before it does anything: the integration runs first and stops the build with a plain message.
describe("npm run build", () => {
  it("refuses to start without PRIVATE_AREA_PASSWORD, and builds nothing", () => {
    const result = build(undefined);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("PRIVATE_AREA_PASSWORD is not set");
    // A setting to fix, not a bug: no stack trace.
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
    // It stopped before building: Astro synced no content, began no build and wrote no folder.
    expect(result.stdout).not.toMatch(buildLog);
    expect(existsSync(result.buildOut)).toBe(false);
  }, 60_000);

  // Issue 31, point 5: the summit's words come from the content the build reads.
  it("refuses a password guessable from the summit's name, year and city, and builds nothing", () => {
    const result = build("Quillmere AI Summit 2025 London");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("PRIVATE_AREA_PASSWORD is too weak");
    expect(result.stderr).toContain("guesses");
    expect(result.stdout).not.toMatch(buildLog);
    expect(existsSync(result.buildOut)).toBe(false);
  }, 60_000);
});
