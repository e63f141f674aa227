// What real exports get wrong, repaired and counted (docs/importing.md, "What the importer
// repairs"). Every reader sends its links and texts through here, so that one import prints one
// line per kind of repair ("3 links relative to the tool were made absolute from base_url")
// instead of refusing the file.
import type { Element, ElementContent, Root as HastRoot } from "hast";
import { fromHtml } from "hast-util-from-html";
import { defaultSchema, sanitize } from "hast-util-sanitize";
import { toMdast } from "hast-util-to-mdast";
import { toMarkdown } from "mdast-util-to-markdown";
import { asValidUrlString, maxUrlLength, webUrlProblem } from "../../../content/schema/web-url.ts";
import type { ImportedLink } from "./model.ts";

/** Counts repairs by what was done, and keeps one example of each for the report. */
export class Repairs {
  private readonly counts = new Map<string, { count: number; example?: string }>();

  /** `what` is the report's wording for one case, e.g. "links without a scheme got https://". */
  note(what: string, example?: string): void {
    const entry = this.counts.get(what);
    if (entry) entry.count += 1;
    else this.counts.set(what, { count: 1, example });
  }

  count(what: string): number {
    return this.counts.get(what)?.count ?? 0;
  }

  /** One line per kind of repair: "3 × links without a scheme got https:// (e.g. github.com/x)". */
  lines(): string[] {
    return [...this.counts].map(
      ([what, { count, example }]) =>
        `${count} × ${what}${example ? ` (e.g. ${clip(example, 70)})` : ""}`,
    );
  }
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export const repairWording = {
  madeAbsolute: "links relative to the tool were made absolute from base_url",
  droppedRelative: "links relative to the tool were dropped: the export has no base_url",
  schemeAdded: "links without a scheme got https://",
  droppedNotWeb: "links that are not web links (javascript:, mailto:, ...) were dropped",
  droppedBroken: "links that are not addresses at all were dropped",
  droppedCredentials:
    "links with a user name or password were dropped (they hide where the link goes)",
  droppedTooLong: `links longer than ${maxUrlLength.toLocaleString("en-GB")} characters were dropped`,
  htmlConverted: "texts written in HTML were turned into the site's Markdown",
} as const;

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;
/** "github.com/x/y", "www.example.org": a host name with a dot, then a path or nothing. */
const bareHostPattern = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

/**
 * A link as the site can use it: an absolute http(s) URL that passes the content check's rule
 * for addresses (content/schema/web-url.ts), or undefined when there is none to be had, never an
 * error. Relative links are resolved against the export's base URL, bare host names get
 * https://, anything else (javascript:, mailto:, data:) is dropped, and so are addresses with a
 * user name or password and over-long ones. Each repair is noted.
 */
export function webUrl(
  raw: string | null | undefined,
  base: string | undefined,
  repairs: Repairs,
): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  let candidate = text;
  const scheme = schemePattern.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== "http" && scheme !== "https") {
    // "localhost:8080" reads as a scheme too, but no export links there.
    repairs.note(repairWording.droppedNotWeb, text);
    return undefined;
  }
  if (!scheme) {
    if (text.startsWith("//")) candidate = `https:${text}`;
    else if (bareHostPattern.test(text)) {
      candidate = `https://${text}`;
      repairs.note(repairWording.schemeAdded, text);
    } else if (!base) {
      repairs.note(repairWording.droppedRelative, text);
      return undefined;
    } else {
      try {
        candidate = new URL(text, base).href;
        repairs.note(repairWording.madeAbsolute, text);
      } catch {
        repairs.note(repairWording.droppedBroken, text);
        return undefined;
      }
    }
  }
  let url: URL;
  try {
    url = new URL(candidate);
    if (!url.hostname.includes(".") && url.hostname !== "localhost") throw new Error("no host");
  } catch {
    repairs.note(repairWording.droppedBroken, text);
    return undefined;
  }
  if (url.username || url.password) {
    repairs.note(repairWording.droppedCredentials, text);
    return undefined;
  }
  // The parser's form, with what it leaves as it is (| { } ^ in a query) percent-encoded.
  const href = asValidUrlString(url.href);
  if (href.length > maxUrlLength) {
    repairs.note(repairWording.droppedTooLong, text);
    return undefined;
  }
  if (webUrlProblem(href, ["https", "http"])) {
    repairs.note(repairWording.droppedBroken, text);
    return undefined;
  }
  return href;
}

/** The export's base URL, when it is an absolute web URL ("" and relative ones are no base). */
export function baseUrlOf(raw: unknown): string | undefined {
  if (typeof raw !== "string" || !/^https?:\/\//i.test(raw.trim())) return undefined;
  try {
    return new URL(raw.trim()).href;
  } catch {
    return undefined;
  }
}

/** Links in the site's shape, web URLs only, without repeats of one address. */
export function webLinks(
  links: readonly { title?: string | null; url?: string | null }[],
  base: string | undefined,
  repairs: Repairs,
): ImportedLink[] {
  const result: ImportedLink[] = [];
  for (const link of links) {
    const url = webUrl(link.url, base, repairs);
    if (!url || result.some((known) => known.url === url)) continue;
    result.push({ title: plainText(link.title ?? "", repairs) || url, url });
  }
  return result;
}

/** Tags or character references: the text is HTML, not the Markdown or plain text the site keeps. */
const looksLikeHtml = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

/**
 * The sanitiser's default schema (GitHub's) minus what a session text never needs; whatever it
 * keeps becomes Markdown, so no markup from a tool reaches a page as markup.
 */
const textSchema = { ...defaultSchema, clobberPrefix: "" };

function htmlTree(html: string): HastRoot {
  return unwrapEmptyLinks(sanitize(fromHtml(html, { fragment: true }), textSchema) as HastRoot);
}

/** A link whose address the sanitiser removed (javascript:, data:) keeps only its words. */
function unwrapEmptyLinks<T extends HastRoot | Element>(node: T): T {
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === "doctype") continue;
    if (child.type === "element") unwrapEmptyLinks(child);
    if (child.type === "element" && child.tagName === "a" && !child.properties.href) {
      children.push(...child.children);
    } else children.push(child);
  }
  node.children = children;
  return node;
}

/**
 * A text from a tool as the site keeps it: Markdown. HTML (FOSDEM's and pretalx's XML, some
 * frab instances) is sanitised and converted; Markdown and plain text are kept as they are.
 */
export function siteText(raw: string | null | undefined, repairs: Repairs): string | undefined {
  const text = raw?.replace(/\r\n?/g, "\n").trim();
  if (!text) return undefined;
  if (!looksLikeHtml.test(text)) return text;
  repairs.note(repairWording.htmlConverted, text);
  const markdown = toMarkdown(toMdast(htmlTree(text)), {
    bullet: "-",
    emphasis: "_",
    rule: "-",
  }).trim();
  return markdown || undefined;
}

/** The text content of an HTML tree: what a title or a name written in HTML says. */
function textContent(node: HastRoot | Element | HastRoot["children"][number]): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" || node.type === "root") {
    return node.children.map((child) => textContent(child)).join("");
  }
  return "";
}

/** A one-line text (a title, a name): tags and character references become the words they show. */
export function plainText(raw: string | null | undefined, repairs: Repairs): string {
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  if (!looksLikeHtml.test(text)) return text;
  repairs.note(repairWording.htmlConverted, text);
  return textContent(htmlTree(text)).replace(/\s+/g, " ").trim();
}
