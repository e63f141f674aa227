import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { optimiseCriticalPath } from "./critical-path.ts";

const page = (head: string, body = "") =>
  `<!DOCTYPE html><html><head>${head}</head><body><p>Hi</p>${body}</body></html>`;
const island = '<script type="module" src="/assets/island-schedule-a1.js"></script>';

async function buildFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), "critical-path-"));
  await mkdir(path.join(dir, "assets"));
  await mkdir(path.join(dir, "team"));
  await writeFile(path.join(dir, "assets", "root.css"), ".b{color:blue}");
  return dir;
}

describe("optimiseCriticalPath", () => {
  it("inlines the CSS of every page in a build folder and leaves its scripts alone", async () => {
    const dir = await buildFolder();
    await writeFile(
      path.join(dir, "index.html"),
      page('<link rel="stylesheet" href="/assets/root.css"/>', island),
    );
    await writeFile(path.join(dir, "team", "index.html"), page(""));
    expect(await optimiseCriticalPath(dir)).toBe(1);
    const html = await readFile(path.join(dir, "index.html"), "utf8");
    expect(html).toContain("<style>.b{color:blue}</style>");
    expect(html).toContain(island);
  });

  it("names the page and the stylesheet that is not a built CSS file", async () => {
    const dir = await buildFolder();
    await writeFile(
      path.join(dir, "team", "index.html"),
      page('<link rel="stylesheet" href="https://cdn.example/x.css"/>'),
    );
    await expect(optimiseCriticalPath(dir)).rejects.toThrow(/https:\/\/cdn\.example\/x\.css/);
  });
});
