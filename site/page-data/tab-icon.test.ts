import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { brandMarkFile } from "#site/shared/layout/brand-mark.tsx";
import { largestIconInPage, tabIconHref } from "./tab-icon.ts";

describe("tabIconHref", () => {
  let publicDir: string;
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  function withMark(svg: string | undefined) {
    publicDir = mkdtempSync(path.join(tmpdir(), "quillmere-tab-icon-"));
    if (svg === undefined) return;
    const file = path.join(publicDir, ...brandMarkFile.split("/"));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }

  it("writes a small mark into the page as a data: URL that decodes to the file's drawing", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">\n  <rect width="8" height="8" fill="#000"/>\n</svg>\n';
    withMark(svg);
    const href = tabIconHref(publicDir);
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    const drawing = decodeURIComponent(href.slice("data:image/svg+xml,".length));
    const shapes = new DOMParser().parseFromString(drawing, "image/svg+xml").documentElement;
    expect(shapes.getAttribute("viewBox")).toBe("0 0 8 8");
    expect(shapes.querySelector("rect")?.getAttribute("width")).toBe("8");
  });

  it("links a mark too large to repeat in every page", () => {
    withMark(
      `<svg xmlns="http://www.w3.org/2000/svg"><desc>${"x".repeat(largestIconInPage)}</desc></svg>`,
    );
    expect(tabIconHref(publicDir)).toBe(brandMarkFile);
  });

  it("links the file's address when the event has no such file", () => {
    withMark(undefined);
    expect(tabIconHref(publicDir)).toBe(brandMarkFile);
  });

  it("writes the sample event's mark into the page", () => {
    publicDir = mkdtempSync(path.join(tmpdir(), "quillmere-tab-icon-"));
    expect(tabIconHref(path.resolve("event", "public"))).toMatch(/^data:image\/svg\+xml,%3csvg /);
  });
});
