// 404.html is served for every unknown address. Some families of addresses have a not-found page
// of their own (an unknown speaker: docs/product/specification.md §2 "Speaker detail") or go
// elsewhere (an unknown article or contributor goes to the journal: docs/product/specification.md
// §4 "Redirects"); 404.html carries each in a <template>, and the one whose prefix matches the
// address replaces the generic page or sends the visitor on.

/**
 * The rest of the path decoded, or as it is when it does not decode (not UTF-8, or a stray %):
 * decodeURIComponent would throw, and stop the rest of the page script (page-script.ts).
 */
function decodePath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Shows the matching not-found variant, if any, and logs the unknown id; or follows its redirect. */
export function showNotFoundVariant(
  document: Document,
  location: Pick<Location, "pathname" | "replace">,
  log: (message: string) => void = console.error,
) {
  const { pathname } = location;
  const main = document.querySelector("main");
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    "template[data-not-found-under]",
  )) {
    const prefix = template.dataset.notFoundUnder!;
    if (!main || !pathname.startsWith(prefix)) continue;
    // replace(): Back returns to the page before the unknown address, not to it.
    if (template.dataset.notFoundRedirect) {
      location.replace(template.dataset.notFoundRedirect);
      return;
    }
    const id = decodePath(pathname.slice(prefix.length).replace(/\/$/, ""));
    main.replaceChildren(template.content.cloneNode(true));
    if (template.dataset.title) document.title = template.dataset.title;
    if (template.dataset.log) log(`${template.dataset.log} ${JSON.stringify(id)}`);
    return;
  }
}
