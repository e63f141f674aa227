import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  addPageScriptPreloads,
  chunksBefore,
  staticImports,
  withPreloads,
} from "./page-script-preloads.ts";

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

describe("addPageScriptPreloads", () => {
  it("adds the page script's chunks to every page that loads it", async () => {
    const clientDir = await mkdtemp(path.join(tmpdir(), "preloads-"));
    await mkdir(path.join(clientDir, "assets"));
    await mkdir(path.join(clientDir, "team"));
    for (const [sitePath, source] of Object.entries(assets))
      await writeFile(path.join(clientDir, sitePath), source);
    await writeFile(path.join(clientDir, "index.html"), `<body>${pageScript}</body>`);
    await writeFile(path.join(clientDir, "team/index.html"), `<body>${pageScript}</body>`);
    await writeFile(path.join(clientDir, "plain.html"), "<body>No script</body>");

    const summary = await addPageScriptPreloads(clientDir);

    expect(summary.pages).toBe(2);
    expect(summary.chunks).toEqual([
      "/assets/helper-Ef3.js",
      "/assets/keys-Ij5.js",
      "/assets/tab-session-Cd2.js",
    ]);
    const team = await readFile(path.join(clientDir, "team/index.html"), "utf8");
    expect(team).toContain('<link rel="modulepreload" href="/assets/tab-session-Cd2.js">');
    expect(team).not.toContain("page-behaviour");
    expect(await readFile(path.join(clientDir, "plain.html"), "utf8")).toBe(
      "<body>No script</body>",
    );
  });
});
