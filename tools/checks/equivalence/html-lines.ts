// A page as a visitor's browser reads it, one node a line: parsed as a browser does (parse5, as the
// CSP hashes and the link check parse), with asset names made stable, the policy's hashes of the
// page's own inline code replaced (csp-policy.ts), and comments left out (React's text separators
// and Suspense markers: nothing a visitor sees). Quoting, entities and self-closing slashes come
// out the same whatever the build wrote; text, attributes and their order are kept as they are.
import type { DefaultTreeAdapterTypes } from "parse5";
import {
  attribute,
  parseHtml,
  type HtmlElement,
  type HtmlNode,
} from "../../../integrations/deploy/html.ts";
import { inlineCodeHashes, stablePolicy } from "./csp-policy.ts";
import { cssLines, jsonLines, textLines } from "./readable-lines.ts";

const voidElements = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

export interface PageLines {
  lines: string[];
  /** The policy hashes replaced by their stable stand-ins. */
  cspHashes: string[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function isCspMeta(element: HtmlElement): boolean {
  return (
    element.tagName === "meta" &&
    attribute(element, "http-equiv")?.trim().toLowerCase() === "content-security-policy"
  );
}

/** The children that count: comments left out, and the text around them joined. */
function visibleChildren(node: HtmlNode): (HtmlElement | string)[] {
  const children =
    "tagName" in node && node.tagName === "template"
      ? (node as DefaultTreeAdapterTypes.Template).content.childNodes
      : "childNodes" in node
        ? node.childNodes
        : [];
  const visible: (HtmlElement | string)[] = [];
  for (const child of children) {
    if (child.nodeName === "#comment" || child.nodeName === "#documentType") continue;
    if (child.nodeName === "#text") {
      const text = (child as DefaultTreeAdapterTypes.TextNode).value;
      const last = visible.length - 1;
      if (typeof visible[last] === "string") visible[last] += text;
      else visible.push(text);
    } else visible.push(child as HtmlElement);
  }
  return visible;
}

/** The lines of the page; `stableNames` rewrites the hashed asset names in a text. */
export function htmlLines(html: string, stableNames: (text: string) => string): PageLines {
  const document = parseHtml(html);
  const hashes = inlineCodeHashes(document, stableNames);
  const cspHashes: string[] = [];
  const lines: string[] = [];
  if (document.childNodes.some((node) => node.nodeName === "#documentType"))
    lines.push("<!DOCTYPE html>");

  const openTag = (element: HtmlElement): string => {
    const attributes = element.attrs.map(({ name, value }) => {
      let stable = stableNames(value);
      if (name === "content" && isCspMeta(element)) {
        const policy = stablePolicy(value, hashes);
        cspHashes.push(...policy.replaced);
        stable = stableNames(policy.policy);
      }
      return ` ${name}="${escapeAttribute(stable)}"`;
    });
    return `<${element.tagName}${attributes.join("")}>`;
  };

  /** Lines of a script's or a style's code: JSON indented, CSS a rule a line. */
  const codeLines = (element: HtmlElement, code: string): string[] => {
    const stable = stableNames(code);
    if (element.tagName === "style") return cssLines(stable);
    return /json/i.test(attribute(element, "type") ?? "") ? jsonLines(stable) : textLines(stable);
  };

  const walk = (element: HtmlElement, depth: number) => {
    const indent = "  ".repeat(depth);
    const open = openTag(element);
    if (voidElements.has(element.tagName)) {
      lines.push(`${indent}${open}`);
      return;
    }
    const children = visibleChildren(element);
    const close = `</${element.tagName}>`;
    if (element.tagName === "script" || element.tagName === "style") {
      const code = children.filter((child) => typeof child === "string").join("");
      lines.push(
        `${indent}${open}`,
        ...codeLines(element, code).map((line) => `${indent}  ${line}`),
      );
      lines.push(`${indent}${close}`);
      return;
    }
    const [only] = children;
    if (children.length === 0) lines.push(`${indent}${open}${close}`);
    else if (children.length === 1 && typeof only === "string")
      lines.push(`${indent}${open}${JSON.stringify(stableNames(only))}${close}`);
    else {
      lines.push(`${indent}${open}`);
      for (const child of children) {
        if (typeof child === "string")
          lines.push(`${indent}  ${JSON.stringify(stableNames(child))}`);
        else walk(child, depth + 1);
      }
      lines.push(`${indent}${close}`);
    }
  };
  for (const child of visibleChildren(document)) {
    if (typeof child === "string") lines.push(JSON.stringify(stableNames(child)));
    else walk(child, 0);
  }
  return { lines, cspHashes };
}
