// Build-only: the sha256 of each built document's inline scripts and inline styles, page by page,
// for its Content-Security-Policy (hosting/security-headers.ts), and the <meta http-equiv> that
// carries that policy inside the document. Pages carry inline code of their own: scripts (the
// schedule's selected-day script, the password form's early-submit script, Astro's island
// loader), the <style> Astro inlines (build.inlineStylesheets), and style="" attributes React
// renders. Hashing them keeps 'unsafe-inline' out of the policy, and hashing per page keeps one
// page's scripts out of every other page's policy.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { metaContentSecurityPolicy, type CspHashes } from "../../hosting/security-headers.ts";
import { attribute, elements, listHtmlFiles, textContent, type HtmlElement } from "./html.ts";

/**
 * The hashes of every prerendered document, by page path (see pagePathOf): "/", "/schedule",
 * "/speakers/1", "/404" for 404.html.
 */
export type PageCspHashes = Readonly<Record<string, CspHashes>>;

/**
 * The page a document file or address names, as hosts resolve it: /x, /x/, /x/index.html and
 * /x.html (404.html is /404) all name /x; /, /index.html name /.
 */
export function pagePathOf(sitePath: string): string {
  const page = sitePath
    .replace(/\/+$/, "")
    .replace(/\/index(\.html)?$/, "")
    .replace(/\.html$/, "");
  return page === "" ? "/" : page;
}

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

/** Parses as parseHtml does (scripting off, see html.ts), keeping where each element is in the text. */
function parseWithLocations(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: true });
}

/** One document's hashes, and its inline event handlers (which only 'unsafe-inline' would allow). */
function hashesOfDocument(
  file: string,
  document: DefaultTreeAdapterTypes.Document,
): { hashes: CspHashes; handlers: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const handlers: string[] = [];
  for (const element of elements(document)) {
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

function handlerProblem(handlers: string[]): Error {
  return new Error(
    `Inline event handlers would be blocked by the Content-Security-Policy:\n  ${handlers.join("\n  ")}`,
  );
}

/** The <meta> that carries a policy inside a document. */
export function cspMetaTag(policy: string): string {
  const escaped = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<meta http-equiv="Content-Security-Policy" content="${escaped}"/>`;
}

const isCspMeta = (element: HtmlElement) =>
  element.tagName === "meta" &&
  attribute(element, "http-equiv")?.trim().toLowerCase() === "content-security-policy";

/**
 * The document with its policy in a <meta http-equiv="Content-Security-Policy">, placed first in
 * <head> after <meta charset> (which must stay in the first 1,024 bytes): a <meta> policy governs
 * only what the parser meets after it, so every script, style, preload and image of the page comes
 * after it. A document that already holds this very <meta> is returned as it is (a second run); any
 * other policy <meta> a page has stays, and the browser enforces both.
 */
export function withCspMeta(html: string, policy: string, document = parseWithLocations(html)) {
  const all = [...elements(document)];
  if (all.some((element) => isCspMeta(element) && attribute(element, "content") === policy)) {
    return html;
  }
  const htmlElement = all.find((element) => element.tagName === "html");
  const head = all.find((element) => element.tagName === "head");
  const first = head?.childNodes.find((node): node is HtmlElement => "tagName" in node);
  const charset =
    first?.tagName === "meta" && attribute(first, "charset") !== undefined ? first : undefined;
  // After <meta charset>; else right inside <head>; for a document without those tags, where the
  // parser would open them (a <meta> there lands in the implied <head>).
  const at =
    charset?.sourceCodeLocation?.endOffset ??
    head?.sourceCodeLocation?.startTag?.endOffset ??
    htmlElement?.sourceCodeLocation?.startTag?.endOffset ??
    document.childNodes.find((node) => node.nodeName === "#documentType")?.sourceCodeLocation
      ?.endOffset ??
    0;
  return `${html.slice(0, at)}${cspMetaTag(policy)}${html.slice(at)}`;
}

/** A built document with its policy: the page it answers, its inline code, its HTML with the <meta>. */
export interface CspDocument {
  /** Path of the file inside the client folder. */
  file: string;
  /** The page path hosts serve it under (pagePathOf): "/", "/schedule", "/404" for 404.html. */
  pagePath: string;
  hashes: CspHashes;
  /** The policy of its <meta>. */
  policy: string;
  /** The document with that <meta> first in its <head> (withCspMeta). */
  html: string;
}

/**
 * Each document with its own policy written in: the hashes of its inline code and its HTML with the
 * <meta> policy that allows exactly those (policyOf turns the hashes and the page path into the
 * policy; a page without inline code gets empty lists). Fails on inline event handlers, naming
 * every one, and on two files that would answer one address. Sorted by page path, by code unit:
 * the same on every machine.
 */
export function withCspMetas(
  pages: Iterable<HtmlPage>,
  policyOf: (hashes: CspHashes, pagePath: string) => string = metaContentSecurityPolicy,
): CspDocument[] {
  const byPage = new Map<string, CspDocument>();
  const problems: string[] = [];
  for (const { file, html } of pages) {
    const document = parseWithLocations(html);
    const { hashes, handlers } = hashesOfDocument(file, document);
    problems.push(...handlers);
    const pagePath = pagePathOf(`/${file}`);
    const other = byPage.get(pagePath);
    // Hosts would serve only one of them at that address; which one differs between hosts.
    if (other) throw new Error(`${other.file} and ${file} both answer ${pagePath}.`);
    const policy = policyOf(hashes, pagePath);
    byPage.set(pagePath, {
      file,
      pagePath,
      hashes,
      policy,
      html: withCspMeta(html, policy, document),
    });
  }
  if (problems.length > 0) throw handlerProblem(problems);
  return [...byPage.keys()].sort().map((pagePath) => byPage.get(pagePath)!);
}

/** Each document's hashes under its page path (see withCspMetas). */
export function collectCspHashes(pages: Iterable<HtmlPage>): PageCspHashes {
  return Object.fromEntries(
    withCspMetas(pages).map((document) => [document.pagePath, document.hashes]),
  );
}

export function readHtmlPages(clientDir: string): HtmlPage[] {
  return listHtmlFiles(clientDir).map((file) => ({
    file,
    html: readFileSync(path.join(clientDir, file), "utf8"),
  }));
}
