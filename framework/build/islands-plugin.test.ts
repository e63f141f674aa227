import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { islandEntryCode, islandNames } from "./islands-plugin.ts";

describe("islandNames", () => {
  it("names the site's islands: the schedule and the five private rooms", () => {
    expect(islandNames()).toEqual([
      "analytics",
      "community-discounts",
      "graphics-download",
      "private",
      "schedule",
      "social-content",
    ]);
  });

  it("takes the .tsx modules of the folder and leaves their tests out", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "islands-"));
    for (const file of ["map.tsx", "map.test.tsx", "notes.ts", "poll.tsx"]) {
      await writeFile(path.join(dir, file), "");
    }
    expect(islandNames(dir)).toEqual(["map", "poll"]);
  });
});

describe("islandEntryCode", () => {
  it("hydrates the island's default export under its name", () => {
    const code = islandEntryCode("poll", "/site/app/islands");
    expect(code).toContain('import Island from "/site/app/islands/poll.tsx";');
    expect(code).toMatch(
      /import \{ hydrateIsland \} from ".*framework\/islands\/hydrate-island\.tsx";/,
    );
    expect(code).toContain('hydrateIsland("poll", Island);');
    expect(code).not.toContain("hmr-runtime");
  });

  it("installs React Refresh first in the development server, which compiles components for it", () => {
    const code = islandEntryCode("poll", "/site/app/islands", { dev: true });
    expect(code.split("\n")[0]).toBe('import "virtual:react-router/inject-hmr-runtime";');
  });
});
