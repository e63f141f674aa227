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
