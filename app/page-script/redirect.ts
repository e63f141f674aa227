// /register sends the visitor on to the ticket shop (decisions.md, 8). Without JavaScript a meta
// refresh in <noscript> does it.

/** Follows a page's [data-redirect-to], replacing the page in the history (Back skips it). */
export function followRedirect(document: Document, location: Pick<Location, "replace">) {
  const target = document.querySelector<HTMLElement>("[data-redirect-to]")?.dataset.redirectTo;
  if (target) location.replace(target);
}
