// "Shared agenda": what a programme page shows first when it opens with an agenda link's fragment
// (`#agenda=<code>`, shared-agenda.ts). The shared sessions as cards, their count, a note for
// sessions the programme no longer has, and two buttons, "Add to my agenda" and "Replace my
// agenda": nothing is written before one of them is pressed. Loaded on demand by the programme's
// controls (programme-controls.ts), only on a page opened with such a fragment; what it needs of
// them comes in its options, so that none of their modules is shared with this part.
import {
  agendaAfter,
  choiceResult,
  codeOfFragment,
  fetchAgendaKeys,
  isAgendaCode,
  openSharedAgenda,
  sessionCount,
  sharedAgendaSummary,
  withoutAgendaFragment,
  type SharedAgendaChoice,
} from "./shared-agenda.ts";

export interface SharedAgendaOptions {
  /** The section goes right after this element (the page's header). */
  after: Element;
  /** The programme's days, in order (a card's `data-day` is an index into them). */
  days: readonly { name: string; slug: string }[];
  /** The cards of these sessions, wherever the programme has them. */
  cards(ids: readonly string[]): Promise<Map<string, HTMLElement>>;
  /** A card's copy under ids that start with `prefix` (agenda-view.ts, agendaCard). */
  copyCard(card: HTMLElement, prefix: string): HTMLElement;
  /** The visitor's agenda now: the session ids. */
  current(): string[];
  /** Makes these sessions the visitor's agenda: storage and the page's stars. */
  apply(ids: readonly string[]): void;
  /** Shows "My agenda" in place of the programme. */
  showAgenda(): void;
}

export interface SharedAgendaSection {
  /** Takes the section out of the page (another link opened in its place). */
  remove(): void;
}

export const sharedAgendaTitleId = "shared-agenda-title";

// A copy in each of the programme's script chunks on purpose: shared, it became a chunk of its own
// on the programme's first load (one more request, +0.2 KB gzip, measured with check:budget).
const element = <K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
) => {
  const created = Object.assign(document.createElement(tag), properties);
  created.append(...children);
  return created;
};

/** A shared card: the programme's card under ids of its own, without the marks of this visitor. */
function sharedCard(card: HTMLElement, { copyCard }: SharedAgendaOptions): HTMLElement {
  const copy = copyCard(card, "shared");
  // A star here would change the agenda before the choice; a clash or a live badge is about the
  // visitor's own agenda and the clock, not the shared one.
  for (const mark of copy.querySelectorAll(
    "button[data-star], .event-card__clash, .event-card__status",
  )) {
    mark.remove();
  }
  copy.classList.remove("event-card--now", "event-card--next");
  copy.removeAttribute("tabindex");
  return copy;
}

/**
 * Shows the section of the agenda link in the address's fragment, right after `options.after`;
 * null when the fragment has none.
 */
export function showSharedAgenda(
  document: Document,
  window: Window,
  options: SharedAgendaOptions,
): SharedAgendaSection | null {
  const code = codeOfFragment(window.location.hash);
  if (code === null) return null;
  const { days } = options;
  const section = element(document, "section", { className: "container section shared-agenda" });
  section.setAttribute("aria-labelledby", sharedAgendaTitleId);
  const heading = element(
    document,
    "h2",
    { id: sharedAgendaTitleId, tabIndex: -1 },
    "Shared agenda",
  );
  // Present from the start, so that what it says next is announced.
  const status = element(document, "p", {}, "Loading the shared agenda...");
  status.setAttribute("role", "status");
  const body = element(document, "div");
  section.append(heading, status, body);
  options.after.after(section);

  const retry = () => {
    const button = element(
      document,
      "button",
      { type: "button", className: "button" },
      "Try again",
    );
    button.addEventListener("click", () => {
      status.textContent = "Loading the shared agenda...";
      // The button goes: the focus stays in the section.
      heading.focus();
      body.replaceChildren();
      void load();
    });
    return element(document, "p", {}, button);
  };

  const choose = (choice: SharedAgendaChoice, shared: readonly string[]) => {
    const before = options.current();
    const after = agendaAfter(choice, before, shared);
    options.apply(after);
    // The link has done its work: a reload or a bookmark of this page shows the programme.
    window.history.replaceState(
      window.history.state,
      "",
      withoutAgendaFragment(window.location.href),
    );
    const show = element(
      document,
      "button",
      { type: "button", className: "button button--primary" },
      "Show my agenda",
    );
    show.addEventListener("click", () => {
      section.remove();
      options.showAgenda();
    });
    status.textContent = choiceResult(choice, before, after);
    body.replaceChildren(element(document, "p", {}, show));
    show.focus();
  };

  const render = async (shared: string[], removed: number) => {
    const summary = sharedAgendaSummary({ valid: true, ids: shared, removed });
    let found = new Map<string, HTMLElement>();
    try {
      found = shared.length > 0 ? await options.cards(shared) : found;
    } catch {
      // The sessions are still added by id; only their cards are not shown.
    }
    const parts: Node[] = [];
    if (summary.removed) parts.push(element(document, "p", { className: "note" }, summary.removed));
    if (shared.length > 0) {
      const current = options.current().length;
      parts.push(
        element(
          document,
          "p",
          {},
          current === 0
            ? "Your agenda is empty. Nothing changes in it until you choose."
            : `Your agenda has ${sessionCount(current)}. Nothing changes in it until you choose.`,
        ),
      );
      const add = element(
        document,
        "button",
        { type: "button", className: "button button--primary" },
        "Add to my agenda",
      );
      const replace = element(
        document,
        "button",
        { type: "button", className: "button" },
        "Replace my agenda",
      );
      add.addEventListener("click", () => choose("add", shared));
      replace.addEventListener("click", () => choose("replace", shared));
      parts.push(element(document, "p", { className: "shared-agenda__choices" }, add, replace));
      const wanted = new Set(shared);
      for (const [index, day] of days.entries()) {
        const ofDay = [...found.values()].filter(
          (card) =>
            wanted.has(card.dataset.sessionId ?? card.id) && card.dataset.day === String(index),
        );
        if (ofDay.length === 0) continue;
        const list = element(document, "ol", { className: "event-list" });
        for (const card of ofDay)
          list.append(element(document, "li", {}, sharedCard(card, options)));
        const dayHeading = element(document, "h3", { id: `shared-${day.slug}` }, day.name);
        const daySection = element(document, "section", {}, dayHeading, list);
        daySection.setAttribute("aria-labelledby", dayHeading.id);
        parts.push(daySection);
      }
    }
    status.textContent = summary.count;
    body.replaceChildren(...parts);
  };

  const load = async () => {
    if (!isAgendaCode(code)) {
      status.textContent = "This agenda link is not valid.";
      return;
    }
    let index;
    try {
      index = await fetchAgendaKeys(window.fetch.bind(window));
    } catch {
      status.textContent =
        "The shared agenda could not be loaded. Check your connection and try again.";
      body.replaceChildren(retry());
      return;
    }
    const shared = openSharedAgenda(code, index);
    if (!shared.valid) {
      status.textContent = "This agenda link is not valid.";
      return;
    }
    await render(shared.ids, shared.removed);
  };
  void load();

  return { remove: () => section.remove() };
}
