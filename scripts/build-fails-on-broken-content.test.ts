import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lineOf } from "../content/test-support/edited-content.ts";

// Builds a copy of the project whose home page features a speaker that does not exist: the
// project with content/fixtures/broken-featured-speaker/content/home.yml in place of its own.
const fixture = path.join("content", "fixtures", "broken-featured-speaker", "content", "home.yml");
const copy = mkdtempSync(path.join(tmpdir(), "broken-content-build-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the production build", () => {
  it("fails with a message naming the file, the entry and the bad value", () => {
    for (const entry of [
      "app",
      "content",
      "private-content",
      "public",
      "package.json",
      "react-router.config.ts",
      "vite.config.ts",
      "tsconfig.json",
    ]) {
      cpSync(entry, path.join(copy, entry), { recursive: true });
    }
    symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"), "dir");
    cpSync(fixture, path.join(copy, "content", "home.yml"));

    // Without VITEST in its environment, the child builds exactly as `npm run build` does.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")),
    );
    const result = spawnSync("npx", ["react-router", "build"], {
      cwd: copy,
      encoding: "utf8",
      env,
    });
    const output = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    expect(output).toContain(
      `content/home.yml:${lineOf(readFileSync(fixture, "utf8"), "- 999")} › featuredSpeakerIds[16]: speaker id 999 does not exist in content/speakers/`,
    );
  }, 60_000);
});
