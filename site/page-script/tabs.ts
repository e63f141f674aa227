// Tabs on pages that do not hydrate (the sponsorship offer): the tab list that
// site/shared/ui/tabs.tsx renders without an onSelect handler. The WAI-ARIA tabs pattern with
// automatic activation, as in the React tab list.
import { itemAfterKey } from "#site/shared/ui/tab-keys.ts";

const tabSelector = '[data-page-script="tabs"] [role="tab"]';

function select(document: Document, chosen: HTMLElement) {
  const list = chosen.closest('[role="tablist"]')!;
  for (const tab of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = tab === chosen;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !selected;
  }
}

const isEnabled = (tab: Element) => tab.getAttribute("aria-disabled") !== "true";

/** Click selects a tab; arrows, Home and End move between tabs and select. */
export function enhanceTabs(document: Document) {
  document.addEventListener("click", (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(tabSelector);
    if (tab && isEnabled(tab)) select(document, tab);
  });
  document.addEventListener("keydown", (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(tabSelector);
    if (!tab) return;
    const list = tab.closest('[role="tablist"]')!;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter(isEnabled);
    const target = itemAfterKey(tabs, tab, event.key);
    if (!target) return;
    event.preventDefault();
    select(document, target);
    target.focus();
  });
}
