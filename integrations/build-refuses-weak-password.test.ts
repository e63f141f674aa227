import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempFolders, tempFolder } from "../e2e/harness/test-support/temp-folder.ts";
import { testBuildVariable, testFixturePassword } from "./private-data/password.ts";

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

describe("npm run build", () => {
  it("refuses to start without PRIVATE_AREA_PASSWORD, and builds nothing", () => {
    const result = build(undefined);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("PRIVATE_AREA_PASSWORD is not set");
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
    // It stopped before building: React Router's build never began (it logs this line first,
    // then empties the build folder), no module was transformed, no folder written.
    expect(result.stdout).not.toContain("Using Vite Environment API");
    expect(result.stdout).not.toMatch(/modules transformed/);
    expect(existsSync(result.buildOut)).toBe(false);
  }, 60_000);

  it("refuses a weak password, and builds nothing", () => {
    const result = build("summer2025");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("PRIVATE_AREA_PASSWORD is too weak");
    expect(result.stderr).toContain("the minimum is 16");
    expect(result.stdout).not.toContain("Using Vite Environment API");
    expect(existsSync(result.buildOut)).toBe(false);
  }, 60_000);

  // Issue 31, point 5: both built. The tests' password is accepted only with testBuildEnv's marker.
  it.each([
    ["the tests' password", testFixturePassword, "it is the tests' password"],
    ["the summit's name, year and city", "Quillmere AI Summit 2025 London", "guesses"],
  ])(
    "refuses a password guessable from this project (%s), and builds nothing",
    (_kind, password, problem) => {
      const result = build(password);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain("PRIVATE_AREA_PASSWORD is too weak");
      expect(result.stderr).toContain(problem);
      expect(result.stdout).not.toMatch(/modules transformed/);
      expect(existsSync(result.buildOut)).toBe(false);
    },
    60_000,
  );
});
