import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex, searchedPages } from "./build-search-index.ts";

/** A built page as the layout writes it: its <main>, marked for the index or not. */
const page = (title: string, text: string, searchedAs?: string) =>
  `<!doctype html><html lang="en-GB"><head><title>${title} | Summit</title></head><body>` +
  `<header>Schedule Speakers Venue</header><main${searchedAs ? " data-pagefind-body" : ""}>` +
  `<h1>${title}</h1><p>${text}</p></main>` +
  (searchedAs ? `<div hidden><span data-pagefind-meta="kind">${searchedAs}</span></div>` : "") +
  `</body></html>`;

const files: Record<string, string> = {
  "index.html": page("Overview", "Welcome to the summit", "Page"),
  "sessions/tue-robots/index.html": page("Robots", "Quarrystone robots", "Session"),
  "speakers/index.html": page("Speakers", "Every speaker listed"),
  "private/index.html": page("Private Rooms", "Enter the password"),
  "analytics/index.html": page("Ticket Analytics", "Secret figures", "Page"),
  "search/index.html": page("Search", "Search the site"),
  "404.html": page("Page Not Found", "Nothing here"),
  "admin/index.html": page("Editor", "Decap"),
};

let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "quillmere-search-"));
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), html);
  }
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("the search index", () => {
  it("holds the pages of the routes the manifest marks, and no other", async () => {
    // /analytics is marked in its HTML, but the manifest does not mark a private route: left out.
    expect(searchedPages(clientDir).map((found) => found.sitePath)).toEqual([
      "/",
      "/sessions/tue-robots",
    ]);
    const summary = await buildSearchIndex({ clientDir });
    expect(summary).toEqual({ pages: 2, byKind: { Page: 1, Session: 1 } });
    const indexDir = path.join(clientDir, "pagefind");
    const entry = JSON.parse(readFileSync(path.join(indexDir, "pagefind-entry.json"), "utf8"));
    expect(entry.languages["en-gb"].page_count).toBe(2);
    // The site's own script reads the index; Pagefind's interfaces and worker are not shipped.
    expect(readdirSync(indexDir).filter((file) => /\.(js|css)$/.test(file))).toEqual([
      "pagefind.js",
    ]);
  });
});
