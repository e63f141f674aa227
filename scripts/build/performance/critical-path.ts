// Build-only, in buildEnd before the CSP hashes (the new inline <style> gets its own): rewrites
// every prerendered page so that its first paint needs the HTML alone. See
// docs/decisions/014-critical-path-and-bench.md. (The rewrite of React Router's boot script that
// used to sit here went with the router's runtime: docs/decisions/020-islands.md.)
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { listHtmlFiles } from "../deploy/html.ts";
import { inlineStylesheets, stylesheetLink, stylesheetPath } from "./inline-stylesheets.ts";

/** Rewrites every HTML file under the client folder; returns how many pages changed. */
export async function optimiseCriticalPath(clientDir: string): Promise<number> {
  const stylesheets = new Map<string, string>();
  let pages = 0;
  for (const page of listHtmlFiles(clientDir)) {
    const file = path.join(clientDir, page);
    const html = await readFile(file, "utf8");
    for (const [, href] of html.matchAll(stylesheetLink)) {
      if (!stylesheets.has(href!)) {
        stylesheets.set(href!, await readFile(stylesheetPath(clientDir, href!), "utf8"));
      }
    }
    let optimised: string;
    try {
      optimised = inlineStylesheets(html, (href) => stylesheets.get(href)!);
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
    if (optimised !== html) {
      await writeFile(file, optimised);
      pages++;
    }
  }
  return pages;
}
