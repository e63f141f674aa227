import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EnvironmentModuleNode } from "vite";
import { devPreambleCode, inIsland, islandEntryCode, islandNames } from "./islands-plugin.ts";

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

  it("installs the React preamble first in the development server, which compiles components for it", () => {
    const code = islandEntryCode("poll", "/site/app/islands", { dev: true });
    expect(code.split("\n")[0]).toBe('import "virtual:island-dev-preamble";');
  });
});

describe("devPreambleCode", () => {
  it("sets the preamble's globals of Vite's guide, and imports nothing of React Router's", () => {
    expect(devPreambleCode).toContain("window.__vite_plugin_react_preamble_installed__ = true;");
    expect(devPreambleCode).toContain("window.$RefreshReg$ = () => {};");
    expect(devPreambleCode).not.toMatch(/import|react-router/);
  });
});

describe("inIsland", () => {
  const node = (id: string, importers: EnvironmentModuleNode[] = []) =>
    ({ id, importers: new Set(importers) }) as unknown as EnvironmentModuleNode;

  it("finds an island's entry among a module's importers, however deep, through cycles", () => {
    const entry = node("\0virtual:island-entry/schedule");
    const component = node("/site/app/islands/schedule.tsx", [entry]);
    const helper = node("/site/app/shared/lib/a.ts", [component]);
    (component.importers as Set<EnvironmentModuleNode>).add(helper);
    expect(inIsland(helper)).toBe(true);
  });

  it("leaves out modules only the page script runs", () => {
    const pageScript = node("/site/app/page-script/page-script.ts");
    expect(inIsland(node("/site/app/page-script/menu.ts", [pageScript]))).toBe(false);
  });
});
