import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import {
  budgetFor,
  interactivePageBudgetBytes,
  initialScripts,
  measurePage,
  staticPageBudgetBytes,
} from "./bundle-budget.ts";
import { removeTempFolders, tempFolder } from "../../e2e/harness/test-support/temp-folder.ts";

afterAll(removeTempFolders);

const assets: Record<string, string> = {
  "/assets/entry.js": 'import{a}from"./shared.js";import"./side-effect.js";console.log(a)',
  "/assets/shared.js": 'export{b as a}from"./deep.js"',
  "/assets/deep.js": "export const b=1",
  "/assets/side-effect.js": "window.x=1",
  "/assets/route.js": 'import{a}from"./shared.js";const lazy=()=>import("./lazy.js")',
  "/assets/lazy.js": "export default 1",
  "/assets/island-poll.js": 'import{a}from"./shared.js";hydrate(a)',
  "/assets/client.js": 'import"./deep.js";export default()=>1',
};

describe("initialScripts", () => {
  it("follows the programme's controls from the page script on a programme page, and only there", () => {
    const pageScript = `<script type="module" src="/assets/page-script.js"></script>`;
    const read = (sitePath: string) =>
      ({
        ...assets,
        "/assets/page-script.js": "const p=q?import(`./programme-controls-Ab1.js`):void 0",
        "/assets/programme-controls-Ab1.js": 'import{a}from"./shared.js"',
      })[sitePath]!;
    const programme = `<script type="application/json" data-programme>{}</script>${pageScript}`;
    expect(initialScripts(programme, read)).toEqual([
      "/assets/deep.js",
      "/assets/page-script.js",
      "/assets/programme-controls-Ab1.js",
      "/assets/shared.js",
    ]);
    expect(initialScripts(pageScript, read)).toEqual(["/assets/page-script.js"]);
  });

  it("follows the page script's second part, which it imports once the page has painted, on every page", () => {
    const pageScript = `<script type="module" src="/assets/page-script.js"></script>`;
    const read = (sitePath: string) =>
      ({
        ...assets,
        "/assets/page-script.js": 'later(()=>import("./page-behaviour-Cd2.js"))',
        "/assets/page-behaviour-Cd2.js": 'import{a}from"./shared.js"',
      })[sitePath]!;
    expect(initialScripts(pageScript, read)).toEqual([
      "/assets/deep.js",
      "/assets/page-behaviour-Cd2.js",
      "/assets/page-script.js",
      "/assets/shared.js",
    ]);
  });

  it("follows the time zone switch from the second part on a page with times, and only there", () => {
    const read = (sitePath: string) =>
      ({
        ...assets,
        "/assets/page-script.js": 'later(()=>import("./page-behaviour-Cd2.js"))',
        "/assets/page-behaviour-Cd2.js": 'const z=q?import("./zone-switch-Ef3.js"):void 0',
        "/assets/zone-switch-Ef3.js": 'import{b}from"./deep.js"',
      })[sitePath]!;
    const pageScript = `<script type="module" src="/assets/page-script.js"></script>`;
    const withTimes = `<div data-zone-switch="Europe/London"></div>${pageScript}`;
    expect(initialScripts(withTimes, read)).toEqual([
      "/assets/deep.js",
      "/assets/page-behaviour-Cd2.js",
      "/assets/page-script.js",
      "/assets/zone-switch-Ef3.js",
    ]);
    expect(initialScripts(pageScript, read)).toEqual([
      "/assets/page-behaviour-Cd2.js",
      "/assets/page-script.js",
    ]);
  });

  it("follows an Astro island's component and renderer, which Astro's inline loader imports", () => {
    const html = `<astro-island uid="1" component-url="/assets/island-poll.js" component-export="Poll" renderer-url="/assets/client.js" client="load" ssr></astro-island>`;
    expect(initialScripts(html, (sitePath) => assets[sitePath]!)).toEqual([
      "/assets/client.js",
      "/assets/deep.js",
      "/assets/island-poll.js",
      "/assets/shared.js",
    ]);
  });

  it("follows script tags, modulepreloads, inline imports and static imports, but not dynamic imports", () => {
    const html = `<link rel="modulepreload" href="/assets/route.js"/><script type="module">import("/assets/entry.js");</script>`;
    const files = initialScripts(html, (sitePath) => {
      const source = assets[sitePath];
      if (source === undefined) throw new Error(`unexpected read ${sitePath}`);
      return source;
    });
    expect(files).toEqual([
      "/assets/deep.js",
      "/assets/entry.js",
      "/assets/route.js",
      "/assets/shared.js",
      "/assets/side-effect.js",
    ]);
  });
});

describe("budgetFor", () => {
  it("gives the pages with an island 100 KB and every other page 15 KB", () => {
    for (const page of [
      "/schedule",
      "/schedule/tuesday",
      "/schedule/tuesday/grid",
      "/private",
      "/graphicsdownload",
    ]) {
      expect(budgetFor(page), page).toEqual({
        kind: "interactive",
        bytes: interactivePageBudgetBytes,
      });
    }
    for (const page of [
      "/",
      "/speakers/1",
      "/sessions/tue-opening",
      "/becomeasponsor",
      "/community",
      "/register",
      "/404",
      "/schedule/tuesday/list",
    ]) {
      expect(budgetFor(page), page).toEqual({ kind: "static", bytes: staticPageBudgetBytes });
    }
    expect(staticPageBudgetBytes).toBe(15_000);
    expect(interactivePageBudgetBytes).toBe(100_000);
  });
});

describe("measurePage", () => {
  it("counts a page's inline scripts as its JavaScript, but not its JSON data blocks", () => {
    const dir = tempFolder("budget", {});
    const loader = "(()=>{self.Astro={load:async(t)=>{await(await t())()}}})();".repeat(20);
    writeFileSync(
      path.join(dir, "index.html"),
      `<script>${loader}</script><script type="application/ld+json">${"{}".repeat(500)}</script>`,
    );
    const measured = measurePage(dir, "index.html");
    expect(measured.files).toEqual([]);
    expect(measured.gzipBytes).toBe(gzipSync(loader, { level: 9 }).length);
  });
});
