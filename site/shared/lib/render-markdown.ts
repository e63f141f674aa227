// Build time only: import this from route loaders, never from a component, so that no Markdown
// library reaches the browser (docs/decisions/005-journal-markdown-at-build-time.md).
import { toHtml } from "hast-util-to-html";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toHast } from "mdast-util-to-hast";

type HastNode = ReturnType<typeof toHast>;

const safeUrl = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

/** Removes href and src values that are not http(s), mailto, site paths or fragments. */
function dropUnsafeUrls(node: HastNode) {
  if ("properties" in node && node.properties) {
    for (const key of ["href", "src"] as const) {
      const value = node.properties[key];
      if (typeof value === "string" && !safeUrl.test(value.trim())) delete node.properties[key];
    }
  }
  if ("children" in node) node.children.forEach((child) => dropUnsafeUrls(child as HastNode));
}

/**
 * CommonMark to HTML. Raw HTML in the source is dropped, not passed through (mdast-util-to-hast
 * leaves it out unless allowDangerousHtml is set, which we never do), text is escaped, and links
 * keep only safe protocols. The result is safe to insert into the page as it is.
 */
export function renderMarkdown(markdown: string): string {
  const tree = toHast(fromMarkdown(markdown));
  dropUnsafeUrls(tree);
  return toHtml(tree);
}

type MarkdownNode =
  ReturnType<typeof fromMarkdown> | ReturnType<typeof fromMarkdown>["children"][number];

/** Containers of blocks: their children are separate blocks, read with a space between. */
const blockContainers = new Set(["root", "list", "listItem", "blockquote", "table", "tableRow"]);

/** The words of a Markdown tree, without its syntax. */
function plainText(node: MarkdownNode): string {
  // Raw HTML is dropped here as it is from the rendered page.
  if (node.type === "html") return "";
  if ("value" in node && typeof node.value === "string") return node.value;
  if (!("children" in node)) return "";
  const parts = (node.children as MarkdownNode[]).map(plainText);
  return parts.join(blockContainers.has(node.type) ? " " : "");
}

/**
 * The opening words of a Markdown text as plain text, for a schedule card: at most `max`
 * characters, cut between words with an ellipsis. The whole text is on the session's own page;
 * a Congress day of 300 sessions would otherwise carry 300 KB of descriptions twice (in the HTML
 * and in the island's data).
 */
export function plainExcerpt(markdown: string, max = 200): string {
  const text = plainText(fromMarkdown(markdown)).replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:.–-]+$/, "")}…`;
}
