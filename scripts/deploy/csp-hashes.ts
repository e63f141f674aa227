// Build-only: the sha256 of each built document's inline scripts and inline styles, page by page,
// for its Content-Security-Policy (server/security-headers.ts). React Router prerenders inline
// scripts into every page (hydration context, route imports, scroll restoration, streamed data);
// React renders some style="" attributes. Hashing them keeps 'unsafe-inline' out of the policy,
// and hashing per page keeps one page's scripts out of every other page's policy.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pagePathOf, type CspHashes, type PageCspHashes } from "../../server/security-headers.ts";
import { attribute, elements, listHtmlFiles, parseHtml, textContent } from "./html.ts";

export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// The types a browser runs (and checks against script-src); any other type is a data block, such
// as JSON-LD, which CSP does not govern.
const javaScriptMimeTypes = [
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
];
const checkedScriptTypes = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  ...javaScriptMimeTypes,
]);

export function isCheckedInlineScript(type: string | undefined): boolean {
  return checkedScriptTypes.has((type ?? "").trim().toLowerCase());
}

export interface HtmlPage {
  /** Path of the file inside the client folder, for messages. */
  file: string;
  html: string;
}

/** One document's hashes, and its inline event handlers (which only 'unsafe-inline' would allow). */
function documentCspHashes({ file, html }: HtmlPage): { hashes: CspHashes; handlers: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const handlers: string[] = [];
  for (const element of elements(parseHtml(html))) {
    if (element.tagName === "script" && attribute(element, "src") === undefined) {
      if (isCheckedInlineScript(attribute(element, "type")))
        scripts.add(sha256Source(textContent(element)));
    } else if (element.tagName === "style") {
      styles.add(sha256Source(textContent(element)));
    }
    const style = attribute(element, "style");
    if (style !== undefined) styles.add(sha256Source(style));
    for (const attr of element.attrs) {
      if (/^on[a-z]+$/i.test(attr.name))
        handlers.push(`${file}: <${element.tagName} ${attr.name}="...">`);
    }
  }
  return { hashes: { scripts: [...scripts].sort(), styles: [...styles].sort() }, handlers };
}

/**
 * Each document's hashes under its page path ("index.html" is "/", "speakers/1/index.html" is
 * "/speakers/1", "404.html" is "/404"); a page without inline code gets empty lists. Fails on inline
 * event handlers, naming every one.
 */
export function collectCspHashes(pages: Iterable<HtmlPage>): PageCspHashes {
  const byPage = new Map<string, { file: string; hashes: CspHashes }>();
  const problems: string[] = [];
  for (const page of pages) {
    const { hashes, handlers } = documentCspHashes(page);
    problems.push(...handlers);
    const pagePath = pagePathOf(`/${page.file}`);
    const other = byPage.get(pagePath);
    // Hosts would serve only one of them at that address; which one differs between hosts.
    if (other) throw new Error(`${other.file} and ${page.file} both answer ${pagePath}.`);
    byPage.set(pagePath, { file: page.file, hashes });
  }
  if (problems.length > 0) {
    throw new Error(
      `Inline event handlers would be blocked by the Content-Security-Policy:\n  ${problems.join("\n  ")}`,
    );
  }
  // Sorted by code unit, the same on every machine, so that builds compare file for file.
  const sorted = [...byPage.keys()].sort();
  return Object.fromEntries(sorted.map((pagePath) => [pagePath, byPage.get(pagePath)!.hashes]));
}

export function readHtmlPages(clientDir: string): HtmlPage[] {
  return listHtmlFiles(clientDir).map((file) => ({
    file,
    html: readFileSync(path.join(clientDir, file), "utf8"),
  }));
}

export function cspHashesForBuild(clientDir: string): PageCspHashes {
  return collectCspHashes(readHtmlPages(clientDir));
}
