import { describe, expect, it } from "vitest";
import { deferScriptsUntilPainted } from "./defer-scripts.ts";

const boot = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1_main from "/assets/speaker-main-1.js";',
  "const route1 = { ...route1_main };",
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/speaker":route1};',
  "",
  'import("/assets/entry.client-1.js");',
].join("\n");
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/></head><body><p>Text</p><script>window.ctx = 1;</script><script type="module" async="">${boot}</script></body></html>`;

describe("deferScriptsUntilPainted", () => {
  const result = deferScriptsUntilPainted(page);

  it("takes the module preloads out of the HTML", () => {
    expect(result).not.toContain('<link rel="modulepreload"');
  });

  it("keeps classic inline scripts as they are", () => {
    expect(result).toContain("<script>window.ctx = 1;</script>");
  });

  it("boots the same modules in the same order, after a frame, preloading the same chunks", async () => {
    const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(result)![1]!;
    const events: string[] = [];
    const fakeImport = async (url: string) => {
      events.push(`import ${url}`);
      return { url };
    };
    const documentStub = {
      createElement: () => ({}) as { rel?: string; href?: string },
      head: { append: (link: { href: string }) => events.push(`preload ${link.href}`) },
    };
    const windowStub: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    const run = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "document",
      "window",
      "importModule",
      `return ${script.replace(/\bimport\(/g, "importModule(")};`,
    );
    const frame = (callback: () => void) => {
      events.push("frame");
      callback();
    };
    await run(frame, (callback: () => void) => callback(), documentStub, windowStub, fakeImport);
    expect(events).toEqual([
      "frame",
      "preload /assets/manifest-1.js",
      "preload /assets/entry.client-1.js",
      "import /assets/manifest-1.js",
      "import /assets/root-1.js",
      "import /assets/speaker-main-1.js",
      "import /assets/entry.client-1.js",
    ]);
    expect(windowStub.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
      "routes/speaker": { url: "/assets/speaker-main-1.js" },
    });
  });

  it("leaves a page without a boot script unchanged", () => {
    const html = "<html><body><p>Static</p></body></html>";
    expect(deferScriptsUntilPainted(html)).toBe(html);
  });

  it("fails the build on a boot script of an unknown shape", () => {
    const html = `<body><script type="module" async="">import { x } from "/a.js"; x();</script></body>`;
    expect(() => deferScriptsUntilPainted(html)).toThrow(/boot script has a shape/);
  });
});
