// What real exports get wrong, repaired and counted (docs/importing.md, "What the importer
// repairs"). Every reader sends its links and texts through here, so that one import prints one
// line per kind of repair ("3 links relative to the tool were made absolute from base_url")
// instead of refusing the file.
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from "hast";
import { fromHtml } from "hast-util-from-html";
import { defaultSchema, sanitize } from "hast-util-sanitize";
import { toMdast } from "hast-util-to-mdast";
import { toMarkdown } from "mdast-util-to-markdown";
import { asWebUri, maxUrlLength, webUrlProblem } from "../../../content/schema/web-url.ts";
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

/**
 * HTML nested deeper than this becomes plain text below it. The converters recurse, and nested
 * emphasis costs mdast-util-to-markdown time that grows with the cube of the depth: 1,000 nested
 * <b> (3 KB) took a minute, 1,500 overflowed the stack. The deepest real text we saw nests 4
 * levels (FOSDEM 2025).
 */
const maxNesting = 32;
/** Estimated nesting (nestingEstimate) above which the HTML is not parsed into a tree at all. */
const maxParsedNesting = 256;

export const repairWording = {
  madeAbsolute: "links relative to the tool were made absolute from base_url",
  droppedRelative: "links relative to the tool were dropped: the export has no base_url",
  schemeAdded: "links without a scheme got https://",
  droppedNotWeb: "links that are not web links (javascript:, mailto:, ...) were dropped",
  droppedBroken: "links that are not addresses at all were dropped",
  encoded:
    "links with characters an address must percent-encode were encoded (spaces, non-ASCII text, [ ] | { } ^, a second #)",
  droppedCredentials:
    "links with a user name or password were dropped (they hide where the link goes)",
  droppedTooLong: `links longer than ${maxUrlLength.toLocaleString("en-GB")} characters were dropped`,
  htmlConverted: "texts written in HTML were turned into the site's Markdown",
  flattened: `texts written in HTML nested more than ${maxNesting} levels deep were kept as plain text below that depth`,
  tooDeep: `texts written in HTML nested too deeply to convert (over ${maxParsedNesting} levels) were kept as plain text`,
  notConverted: "texts written in HTML that could not be converted were kept as plain text",
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
  // The parser's form, with what it leaves as it is but a URI may not hold ([ ] | { } ^ in a
  // query) percent-encoded: schedule.json's links must be URIs, and so are the pages' links.
  const href = asWebUri(url.href);
  if (href === undefined) {
    repairs.note(repairWording.droppedBroken, text);
    return undefined;
  }
  if (href !== url.href || /[^\x21-\x7E]/.test(text)) repairs.note(repairWording.encoded, text);
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

/** Elements that close themselves or never nest: they do not count towards the nesting. */
const notNesting = new Set(
  (
    "area base br col embed hr img input link meta source track wbr " +
    "p li dt dd option optgroup tr td th thead tbody tfoot rb rt rp rtc colgroup caption"
  ).split(" "),
);

/**
 * How deeply the tags of `html` nest, estimated from the tags alone without building a tree (a
 * tag left open counts as open to the end), so that a text nested thousands deep is never handed
 * to the parser and converters, which recurse.
 */
function nestingEstimate(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9-]*)[^>]*>/gi)) {
    if (notNesting.has(match[2]!.toLowerCase())) continue;
    if (match[1]) depth = Math.max(0, depth - 1);
    else deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

/** The text of a node and everything in it, without recursion. */
function textContent(node: HastNodes): string {
  const parts: string[] = [];
  const stack: HastNodes[] = [node];
  while (stack.length) {
    const current = stack.pop()!;
    if (current.type === "text") parts.push(current.value);
    else if ("children" in current) {
      for (let index = current.children.length - 1; index >= 0; index -= 1) {
        stack.push(current.children[index]!);
      }
    }
  }
  return parts.join("");
}

/**
 * Elements nested more than `maxNesting` deep become their text, without recursion; returns
 * whether any did.
 */
function flattenDeep(root: HastRoot): boolean {
  let flattened = false;
  const stack: { node: HastRoot | Element; depth: number }[] = [{ node: root, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    for (const child of node.children) {
      if (child.type !== "element") continue;
      if (depth + 1 < maxNesting) stack.push({ node: child, depth: depth + 1 });
      else if (child.children.some((grandchild) => grandchild.type === "element")) {
        child.children = [{ type: "text", value: textContent(child) }];
        flattened = true;
      }
    }
  }
  return flattened;
}

/** Sanitised, at most `maxNesting` deep; undefined when the HTML nests too deeply to parse. */
function htmlTree(html: string): { tree: HastRoot; flattened: boolean } | undefined {
  if (nestingEstimate(html) > maxParsedNesting) return undefined;
  const tree = fromHtml(html, { fragment: true });
  const flattened = flattenDeep(tree);
  return { tree: unwrapEmptyLinks(sanitize(tree, textSchema) as HastRoot), flattened };
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

/** Tags that end a line of text: the plain-text fallback keeps their line breaks. */
const blockTag =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|table|section|article|hr)\b[^>]*>/gi;

/**
 * What HTML says as plain text, without a tree of its tags: tags removed (those that end a line
 * leave a line break), then character references decoded by the parser, which a text without
 * tags cannot make nest.
 */
function plainTextOf(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, "")
    .replace(blockTag, "\n")
    .replace(/<\/?[a-z][^>]*>/gi, "");
  return textContent(fromHtml(withoutTags, { fragment: true }))
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n\n")
    .trim();
}

/** Plain text as Markdown that shows it as it is: one paragraph per block, signs escaped. */
function plainMarkdown(text: string): string | undefined {
  const paragraphs = text.split(/\n{2,}/).filter(Boolean);
  if (!paragraphs.length) return undefined;
  return toMarkdown({
    type: "root",
    children: paragraphs.map((value) => ({
      type: "paragraph" as const,
      children: [{ type: "text" as const, value }],
    })),
  }).trim();
}

/**
 * A text from a tool as the site keeps it: Markdown. HTML (FOSDEM's and pretalx's XML, some
 * frab instances) is sanitised and converted; Markdown and plain text are kept as they are.
 * Each text is converted on its own: one that nests too deeply, or that the converters fail on,
 * is kept as plain text with a note, so that one speaker's abstract never stops an import.
 */
export function siteText(raw: string | null | undefined, repairs: Repairs): string | undefined {
  const text = raw?.replace(/\r\n?/g, "\n").trim();
  if (!text) return undefined;
  if (!looksLikeHtml.test(text)) return text;
  try {
    const parsed = htmlTree(text);
    if (!parsed) {
      repairs.note(repairWording.tooDeep, text);
      return plainMarkdown(plainTextOf(text));
    }
    if (parsed.flattened) repairs.note(repairWording.flattened, text);
    const markdown = toMarkdown(toMdast(parsed.tree), {
      bullet: "-",
      emphasis: "_",
      rule: "-",
    }).trim();
    repairs.note(repairWording.htmlConverted, text);
    return markdown || undefined;
  } catch {
    repairs.note(repairWording.notConverted, text);
    return plainMarkdown(plainTextOf(text));
  }
}

/** A one-line text (a title, a name): tags and character references become the words they show. */
export function plainText(raw: string | null | undefined, repairs: Repairs): string {
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  if (!looksLikeHtml.test(text)) return text;
  repairs.note(repairWording.htmlConverted, text);
  let words: string;
  try {
    const parsed = htmlTree(text);
    words = parsed ? textContent(parsed.tree) : plainTextOf(text);
  } catch {
    words = plainTextOf(text);
  }
  return words.replace(/\s+/g, " ").trim();
}
