// The header's Menu button on a narrow window (site/shared/layout/site-header.tsx renders it
// closed). Listeners sit on the document, so they keep working if React replaces the header.

const toggleSelector = ".site-header__toggle[aria-controls]";

function setOpen(document: Document, toggle: Element, open: boolean) {
  toggle.setAttribute("aria-expanded", String(open));
  const menu = document.getElementById(toggle.getAttribute("aria-controls")!);
  if (menu) menu.dataset.open = String(open);
}

/** Opens and closes the menu with its button; Escape closes it and puts focus back on the button. */
export function enhanceMenu(document: Document) {
  document.addEventListener("click", (event) => {
    const toggle = (event.target as Element | null)?.closest?.(toggleSelector);
    if (toggle) setOpen(document, toggle, toggle.getAttribute("aria-expanded") !== "true");
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const toggle = document.querySelector<HTMLElement>(`${toggleSelector}[aria-expanded="true"]`);
    if (!toggle) return;
    setOpen(document, toggle, false);
    toggle.focus();
  });
}
