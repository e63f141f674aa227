// /register sends the visitor on to the ticket shop (docs/product/decisions.md §8). Without
// JavaScript a meta refresh in <noscript> does it.
import { isWebUrl } from "#content/schema/web-url.ts";

/**
 * Follows a page's [data-redirect-to], replacing the page in the history (Back skips it), when it
 * is a web address (https: or http:, parsed, the content check's own rule): a javascript: or
 * data: value is never followed, and the page stays with its message.
 */
export function followRedirect(document: Document, location: Pick<Location, "replace">) {
  const target = document.querySelector<HTMLElement>("[data-redirect-to]")?.dataset.redirectTo;
  if (isWebUrl(target, ["https", "http"])) location.replace(target);
}
