// Build-only: the sha256 of every distinct inline script and inline style across the built HTML,
// for the Content-Security-Policy (server/security-headers.ts). React Router prerenders inline
// scripts into every page (hydration context, route imports, scroll restoration, streamed data);
// React renders some style="" attributes. Hashing them keeps 'unsafe-inline' out of the policy.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CspHashes } from "../../server/security-headers.ts";
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

/** Collects the hashes; fails on inline event handlers, which only 'unsafe-inline' would allow. */
export function collectCspHashes(pages: Iterable<HtmlPage>): CspHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const problems: string[] = [];
  for (const { file, html } of pages) {
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
          problems.push(`${file}: <${element.tagName} ${attr.name}="...">`);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `Inline event handlers would be blocked by the Content-Security-Policy:\n  ${problems.join("\n  ")}`,
    );
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

export function readHtmlPages(clientDir: string): HtmlPage[] {
  return listHtmlFiles(clientDir).map((file) => ({
    file,
    html: readFileSync(path.join(clientDir, file), "utf8"),
  }));
}

export function cspHashesForBuild(clientDir: string): CspHashes {
  return collectCspHashes(readHtmlPages(clientDir));
}
