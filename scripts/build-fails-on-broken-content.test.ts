import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Builds a copy of the project whose home page features a speaker that does not exist.
const copy = mkdtempSync(path.join(tmpdir(), "broken-content-build-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the production build", () => {
  it("fails with a message naming the file, the entry and the bad value", () => {
    for (const entry of [
      "app",
      "content",
      "public",
      "package.json",
      "react-router.config.ts",
      "vite.config.ts",
      "tsconfig.json",
    ]) {
      cpSync(entry, path.join(copy, entry), { recursive: true });
    }
    symlinkSync(path.resolve("node_modules"), path.join(copy, "node_modules"), "dir");
    const homeFile = path.join(copy, "content", "home.ts");
    writeFileSync(
      homeFile,
      readFileSync(homeFile, "utf8").replace(
        "featuredSpeakerIds: [1, 7,",
        "featuredSpeakerIds: [1, 999,",
      ),
    );

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
      "content/home.ts › home.featuredSpeakerIds[1]: speaker id 999 does not exist in content/speakers.ts",
    );
  }, 60_000);
});
