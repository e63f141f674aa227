// A group of toggle buttons of which exactly one is pressed, each showing the panel it controls
// (the journal's categories). The group names a live region, which announces the new panel.

const groupSelector = '[data-page-script="toggle-buttons"]';

/** Pressing a button shows its panel, hides the others and announces the panel's status. */
export function enhanceToggleButtons(document: Document) {
  document.addEventListener("click", (event) => {
    const pressed = (event.target as Element | null)?.closest?.<HTMLElement>(
      `${groupSelector} button[aria-pressed]`,
    );
    if (!pressed) return;
    const group = pressed.closest<HTMLElement>(groupSelector)!;
    for (const button of group.querySelectorAll<HTMLElement>("button[aria-pressed]")) {
      const isPressed = button === pressed;
      button.setAttribute("aria-pressed", String(isPressed));
      const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !isPressed;
    }
    const panel = document.getElementById(pressed.getAttribute("aria-controls") ?? "");
    const status = document.getElementById(group.dataset.statusRegion ?? "");
    if (status && panel?.dataset.status) status.textContent = panel.dataset.status;
  });
}
