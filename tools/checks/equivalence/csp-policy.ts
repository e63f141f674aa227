// Each page's Content-Security-Policy lists the sha256 of its inline scripts and styles
// (integrations/deploy/csp-hashes.ts). An inline script that names a hashed asset gets a new
// sha256 whenever that asset's name changes, though the page does the same: each hash of the page's
// own inline code is replaced by the hash of that code with stable asset names. The code itself is
// compared as part of the page; a hash that matches no inline code stays as it is.
import { isCheckedInlineScript, sha256Source } from "../../../integrations/deploy/csp-hashes.ts";
import {
  attribute,
  elements,
  textContent,
  type HtmlNode,
} from "../../../integrations/deploy/html.ts";

/** The sha256 source of each inline script and style of a page -> its stable stand-in. */
export function inlineCodeHashes(
  document: HtmlNode,
  stableNames: (text: string) => string,
): Map<string, string> {
  const hashes = new Map<string, string>();
  const add = (code: string) => {
    const stable = sha256Source(stableNames(code)).replace("'sha256-", "'stable-names-sha256-");
    hashes.set(sha256Source(code), stable);
  };
  for (const element of elements(document)) {
    if (element.tagName === "script" && attribute(element, "src") === undefined) {
      if (isCheckedInlineScript(attribute(element, "type"))) add(textContent(element));
    } else if (element.tagName === "style") add(textContent(element));
    const style = attribute(element, "style");
    if (style !== undefined) add(style);
  }
  return hashes;
}

/**
 * The policy with each known hash replaced, and each directive's sources sorted (their order
 * means nothing to a browser; the build sorts the hashes, which changes with them). Also returns
 * the hashes it replaced.
 */
export function stablePolicy(
  policy: string,
  hashes: ReadonlyMap<string, string>,
): { policy: string; replaced: string[] } {
  const replaced: string[] = [];
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = "", ...sources] = directive.split(/\s+/);
      const stable = sources.map((source) => {
        const stand = hashes.get(source);
        if (stand === undefined) return source;
        replaced.push(source);
        return stand;
      });
      return [name, ...stable.sort()].join(" ");
    });
  return { policy: directives.join("; "), replaced };
}
