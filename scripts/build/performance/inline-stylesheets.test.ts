import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.ts";

const page = (links: string, body = "<script>window.__reactRouterContext = {};</script>") =>
  `<!DOCTYPE html><html><head><title>T</title>${links}<link rel="modulepreload" href="/assets/a.js"/></head><body><p>Hi</p>${body}</body></html>`;
const sheets: Record<string, string> = {
  "/assets/shared.css#": ".a{color:red}\n",
  "/assets/root.css": ".b{color:blue}",
};

describe("inlineStylesheets", () => {
  it("puts every stylesheet in one <style> before the preloads and switches the links off", () => {
    const html = page(
      '<link rel="stylesheet" href="/assets/shared.css#"/><link rel="stylesheet" href="/assets/root.css"/>',
    );
    const result = inlineStylesheets(html, (href) => sheets[href]!);
    expect(result).toContain(
      '<title>T</title><style>.a{color:red}\n.b{color:blue}</style><link rel="stylesheet" href="/assets/shared.css#" media="not all"/><link rel="stylesheet" href="/assets/root.css" media="not all"/><link rel="modulepreload"',
    );
    expect(result.match(/<style>/g)).toHaveLength(1);
  });

  it("removes the links from a page that does not hydrate", () => {
    const html = page('<link rel="stylesheet" href="/assets/root.css"/>', "");
    const result = inlineStylesheets(html, (href) => sheets[href]!);
    expect(result).toContain(
      '<title>T</title><style>.b{color:blue}</style><link rel="modulepreload"',
    );
    expect(result).not.toContain('rel="stylesheet"');
  });

  it("leaves a page without stylesheets as it is", () => {
    const html = page("");
    expect(inlineStylesheets(html, () => "x")).toBe(html);
  });

  it("refuses CSS that would close the <style> element early", () => {
    const html = page('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(() => inlineStylesheets(html, () => "a{}</style><script>")).toThrow(/<\/style/);
  });
});
