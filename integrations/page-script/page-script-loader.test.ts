import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  chunksBefore,
  loadPageScripts,
  loaderSource,
  staticImports,
  withPageScriptLoading,
  withPreloads,
} from "./page-script-loader.ts";
import { removeTempFolders, tempFolder } from "../../e2e/harness/test-support/temp-folder.ts";

afterAll(removeTempFolders);

const pageScript = `<script type="module" src="/assets/page-script-Ab1.js"></script>`;
const assets: Record<string, string> = {
  "/assets/page-script-Ab1.js":
    'import{t as e}from"./tab-session-Cd2.js";import"./helper-Ef3.js";later(()=>import("./page-behaviour-Gh4.js"))',
  "/assets/tab-session-Cd2.js": 'import{k}from"./keys-Ij5.js";export{k as t}',
  "/assets/helper-Ef3.js": "export const h=1",
  "/assets/keys-Ij5.js": "export const k=1",
  "/assets/page-behaviour-Gh4.js": 'import"./big-Kl6.js"',
};
const read = async (sitePath: string) => {
  const source = assets[sitePath];
  if (source === undefined) throw new Error(`unexpected read ${sitePath}`);
  return source;
};

describe("staticImports", () => {
  it("lists static imports and re-exports, not dynamic imports", async () => {
    expect(
      await staticImports(
        'import a from"./a.js";export{b}from"./b.js";import"./c.js";import("./d.js");const s="import x from \'./e.js\'"',
      ),
    ).toEqual(["./a.js", "./b.js", "./c.js"]);
  });
});

describe("chunksBefore", () => {
  it("follows the page script's static imports and theirs, not its dynamic ones", async () => {
    expect(await chunksBefore("/assets/page-script-Ab1.js", read)).toEqual([
      "/assets/helper-Ef3.js",
      "/assets/keys-Ij5.js",
      "/assets/tab-session-Cd2.js",
    ]);
  });
});

describe("withPreloads", () => {
  it("puts a modulepreload for each chunk just before the page script, once", () => {
    const html = `<html><head></head><body><main>Hi</main>${pageScript}</body></html>`;
    const once = withPreloads(html, ["/assets/a.js", "/assets/b.js"]);
    expect(once).toBe(
      `<html><head></head><body><main>Hi</main><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js">${pageScript}</body></html>`,
    );
    expect(withPreloads(once, ["/assets/a.js", "/assets/b.js"])).toBe(once);
  });

  it("leaves a page without the page script as it is", () => {
    const html = `<html><body><script type="module" src="/assets/other.js"></script></body></html>`;
    expect(withPreloads(html, ["/assets/a.js"])).toBe(html);
  });
});

describe("loaderSource", () => {
  /** Runs the loader against a fake window; returns what it imported and how to move it on. */
  function runLoader(options: { paintTiming: boolean }) {
    const imported: string[] = [];
    type PaintList = { getEntriesByName(name: string): unknown[] };
    let paintCallback: ((list: PaintList, observer: { disconnect(): void }) => void) | undefined;
    let timer: (() => void) | undefined;
    let disconnected = false;
    class FakeObserver {
      constructor(callback: typeof paintCallback) {
        paintCallback = callback;
      }
      observe(init: { type: string; buffered: boolean }) {
        if (!options.paintTiming) throw new TypeError("no paint timing");
        expect(init).toEqual({ type: "paint", buffered: true });
      }
    }
    const run = new Function(
      "PerformanceObserver",
      "setTimeout",
      "__import",
      loaderSource(["/assets/chunk-A.js", "/assets/page-script-B.js"]).replaceAll(
        "import(",
        "__import(",
      ),
    );
    run(
      FakeObserver,
      (callback: () => void, delay: number) => {
        expect(delay).toBe(2_000);
        timer = callback;
      },
      (src: string) => imported.push(src),
    );
    const paint = (name: string) =>
      paintCallback!(
        { getEntriesByName: (wanted) => (wanted === name ? [{}] : []) },
        {
          disconnect: () => (disconnected = true),
        },
      );
    return { imported, paint, timeout: () => timer!(), disconnected: () => disconnected };
  }

  it("imports the chunks and the page script, side by side, once the first contentful paint is shown", () => {
    const loader = runLoader({ paintTiming: true });
    expect(loader.imported).toEqual([]);
    loader.paint("first-paint");
    expect(loader.imported).toEqual([]);
    loader.paint("first-contentful-paint");
    expect(loader.imported).toEqual(["/assets/chunk-A.js", "/assets/page-script-B.js"]);
    expect(loader.disconnected()).toBe(true);
    loader.timeout();
    expect(loader.imported).toHaveLength(2);
  });

  it("imports them after the time limit when no paint is reported (a background tab, no paint timing)", () => {
    for (const paintTiming of [true, false]) {
      const loader = runLoader({ paintTiming });
      loader.timeout();
      expect(loader.imported).toEqual(["/assets/chunk-A.js", "/assets/page-script-B.js"]);
    }
  });
});

describe("withPageScriptLoading", () => {
  it("replaces the page script's tag with the loader on a page it does not change", () => {
    const html = `<body><main>Hi</main>${pageScript}</body>`;
    expect(withPageScriptLoading(html, ["/assets/a.js"])).toBe(
      `<body><main>Hi</main><script type="module">${loaderSource(["/assets/a.js", "/assets/page-script-Ab1.js"])}</script></body>`,
    );
  });

  it("keeps the tag, with preloads, where the page script changes the page before it is seen", () => {
    for (const markup of [
      '<template data-not-found-under="/speakers/"></template>',
      '<p data-redirect-to="https://tickets.example/">Off to the shop</p>',
    ]) {
      const html = `<body><main>${markup}</main>${pageScript}</body>`;
      expect(withPageScriptLoading(html, ["/assets/a.js"])).toBe(
        withPreloads(html, ["/assets/a.js"]),
      );
    }
  });

  it("leaves a page without the page script as it is", () => {
    const html = "<body>No script</body>";
    expect(withPageScriptLoading(html, ["/assets/a.js"])).toBe(html);
  });
});

describe("loadPageScripts", () => {
  it("rewrites every page that loads the page script, following its chunks", async () => {
    const clientDir = tempFolder("page-script-loading", {});
    await mkdir(path.join(clientDir, "assets"));
    await mkdir(path.join(clientDir, "team"));
    for (const [sitePath, source] of Object.entries(assets))
      await writeFile(path.join(clientDir, sitePath), source);
    await writeFile(path.join(clientDir, "index.html"), `<body>${pageScript}</body>`);
    await writeFile(
      path.join(clientDir, "404.html"),
      `<body><template data-not-found-under="/speakers/"></template>${pageScript}</body>`,
    );
    await writeFile(path.join(clientDir, "team/index.html"), `<body>${pageScript}</body>`);
    await writeFile(path.join(clientDir, "plain.html"), "<body>No script</body>");

    const summary = await loadPageScripts(clientDir);

    expect(summary).toEqual({
      afterPaint: 2,
      atOnce: 1,
      chunks: ["/assets/helper-Ef3.js", "/assets/keys-Ij5.js", "/assets/tab-session-Cd2.js"],
    });
    const team = await readFile(path.join(clientDir, "team/index.html"), "utf8");
    expect(team).toContain(
      'import("/assets/helper-Ef3.js");import("/assets/keys-Ij5.js");import("/assets/tab-session-Cd2.js");import("/assets/page-script-Ab1.js")',
    );
    expect(team).not.toContain(pageScript);
    expect(team).not.toContain("page-behaviour");
    const notFound = await readFile(path.join(clientDir, "404.html"), "utf8");
    expect(notFound).toContain(
      `<link rel="modulepreload" href="/assets/tab-session-Cd2.js">${pageScript}`,
    );
    expect(await readFile(path.join(clientDir, "plain.html"), "utf8")).toBe(
      "<body>No script</body>",
    );
  });
});
