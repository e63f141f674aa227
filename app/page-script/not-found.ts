// 404.html is served for every unknown address. Some families of addresses have a not-found page
// of their own (an unknown speaker: spec §5); 404.html carries each in a <template>, and the one
// whose prefix matches the address replaces the generic page.

/** Shows the matching not-found variant, if any, and logs the unknown id. */
export function showNotFoundVariant(
  document: Document,
  pathname: string,
  log: (message: string) => void = console.error,
) {
  const main = document.querySelector("main");
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    "template[data-not-found-under]",
  )) {
    const prefix = template.dataset.notFoundUnder!;
    if (!main || !pathname.startsWith(prefix)) continue;
    const id = decodeURIComponent(pathname.slice(prefix.length).replace(/\/$/, ""));
    main.replaceChildren(template.content.cloneNode(true));
    if (template.dataset.title) document.title = template.dataset.title;
    if (template.dataset.log) log(`${template.dataset.log} ${JSON.stringify(id)}`);
    return;
  }
}
