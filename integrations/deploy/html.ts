// Small helpers over the built HTML and parse5's syntax tree, shared by the CSP hashes, the page
// list, the link check and the bundle budget. parse5 parses exactly as
// a browser does (the same text a browser hashes for CSP).
import { readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import type { DefaultTreeAdapterTypes } from "parse5";
import { isEditorPath } from "../../hosting/editor-path.ts";

export type HtmlNode = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

/**
 * Parses as a browser without JavaScript does, so that <noscript> content is markup rather than
 * text: its <style> (the no-JS layouts of the team and sponsorship pages) needs a hash, and its
 * links and images must resolve. Scripts parse the same either way.
 */
export function parseHtml(html: string): DefaultTreeAdapterTypes.Document {
  return parse(html, { scriptingEnabled: false });
}

function isElement(node: HtmlNode): node is HtmlElement {
  return "tagName" in node;
}

/** Every element of the document, in document order, template contents included. */
export function* elements(
  node: HtmlNode | DefaultTreeAdapterTypes.DocumentFragment,
): Generator<HtmlElement> {
  if (isElement(node as HtmlNode)) yield node as HtmlElement;
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if (isElement(node as HtmlNode) && (node as HtmlElement).tagName === "template") {
    yield* elements((node as DefaultTreeAdapterTypes.Template).content);
  }
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The raw text of a <script> or <style> element (its text children, as the browser reads them). */
export function textContent(element: HtmlElement): string {
  return element.childNodes
    .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : ""))
    .join("");
}

/**
 * Every .html file of the site's pages under the client folder, as paths relative to it with
 * forward slashes. The content editor's page (admin/, docs/decisions/017) is not one of them: it
 * has its own policy and script, and no place in the sitemap, the budget or the CSP hashes.
 */
export function listHtmlFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".html") && !isEditorPath(`/${file}`))
    .sort();
}
