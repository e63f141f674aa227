// "My agenda" on a static programme page: the starred sessions of the page, by day, with the
// clash count and the download of one calendar file. Its cards are copies of the page's own
// cards; a grid page, which has cells and no cards, takes them from its day's list page (the same
// sessions, which the offline worker keeps with the programme).
import { downloadBlob } from "#site/shared/lib/download-file.ts";
import { agendaCalendar } from "../agenda-calendar.ts";
import { allStoredIds, browserLocalStorage } from "../agenda-store.ts";
import type { ProgrammeConfig } from "../programme-config.ts";
import { dayPagePath } from "../schedule-data.ts";
import { sessionSelector } from "../session-markup.ts";
import type { Planning } from "./planning-marks.ts";
import { sessionIdOf } from "./planning-marks.ts";

/** The page's cards by session id; on a grid page, its day's list page's. */
export type CardSource = () => Promise<Map<string, HTMLElement>>;

const cardsById = (root: ParentNode) =>
  new Map(
    [...root.querySelectorAll<HTMLElement>(`article${sessionSelector}`)].map((card) => [
      sessionIdOf(card),
      card,
    ]),
  );

/** A list page's cards: its own, also those its filters have taken out of the list. */
export function ownCards(cards: readonly HTMLElement[]): CardSource {
  const map = new Map(cards.map((card) => [sessionIdOf(card), card]));
  return () => Promise.resolve(map);
}

/** A grid page's cards: its day's list page, fetched once when the agenda first needs it. */
export function listPageCards(window: Window, daySlug: string): CardSource {
  let cards: Promise<Map<string, HTMLElement>> | undefined;
  return () => {
    cards ??= window
      .fetch(dayPagePath(daySlug))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} for the day's list`);
        return response.text();
      })
      .then((html) => cardsById(new DOMParser().parseFromString(html, "text/html")))
      .catch((error: unknown) => {
        cards = undefined;
        throw error;
      });
    return cards;
  };
}

/**
 * The cards of any sessions of the programme (a shared agenda's, agenda-link/): the page's own
 * first, then each other day's list page, fetched only while some are still missing. A day whose
 * page cannot be fetched is left out.
 */
export function programmeCards(window: Window, config: ProgrammeConfig, own: CardSource) {
  const pageDays = new Set(config.pageDay === undefined ? config.days.keys() : [config.pageDay]);
  const otherDays = config.days
    .filter((_, index) => !pageDays.has(index))
    .map((day) => listPageCards(window, day.slug));
  return async (ids: readonly string[]): Promise<Map<string, HTMLElement>> => {
    const found = new Map(await own());
    for (const day of otherDays) {
      if (ids.every((id) => found.has(id))) break;
      for (const [id, card] of await day().catch(() => new Map<string, HTMLElement>())) {
        found.set(id, card);
      }
    }
    return found;
  };
}

/**
 * A card as the agenda shows it: a copy under ids of its own (the programme's card keeps its own,
 * hidden while the agenda shows), its title one level down under the agenda's day headings.
 * `prefix` keeps the ids of the agenda's copies and a shared agenda's apart.
 */
export function agendaCard(card: HTMLElement, document: Document, prefix = "agenda"): HTMLElement {
  const copy = document.importNode(card, true);
  const id = sessionIdOf(card);
  copy.id = `${prefix}-${id}`;
  copy.dataset.sessionId = id;
  copy.setAttribute("aria-labelledby", `${prefix}-${id}-title`);
  const demote = (heading: Element, level: "h4" | "h5") => {
    const lower = document.createElement(level);
    for (const { name, value } of heading.attributes) lower.setAttribute(name, value);
    lower.append(...heading.childNodes);
    heading.replaceWith(lower);
    return lower;
  };
  const title = copy.querySelector(".event-card__title");
  if (title) demote(title, "h4").id = `${prefix}-${id}-title`;
  for (const heading of copy.querySelectorAll(".event-card__breakouts h4")) demote(heading, "h5");
  return copy;
}

export interface AgendaView {
  /** Shows the agenda (and renders it), or hides it. */
  show(visible: boolean): void;
  /** Renders it again, when it shows: the stars, the clashes or the clock changed. */
  update(): void;
}

export interface AgendaOptions {
  config: ProgrammeConfig;
  planning: Planning;
  cards: CardSource;
  /** The agenda takes the programme's place: it goes right before it. */
  before: HTMLElement;
}

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

export function startAgendaView(
  document: Document,
  { config, planning, cards, before }: AgendaOptions,
): AgendaView {
  const section = element(document, "section", {
    className: "container section my-agenda",
    hidden: true,
  });
  section.setAttribute("aria-labelledby", "my-agenda-title");
  // Focusable by script: a shared agenda's "Show my agenda" moves the focus here.
  const heading = element(document, "h2", { id: "my-agenda-title", tabIndex: -1 }, "My agenda");
  const blocked = element(
    document,
    "p",
    { className: "note", hidden: true },
    "Your browser blocks storage, so your agenda lasts only while this page is open.",
  );
  const loading = element(document, "p", {}, "Loading your agenda...");
  const none = element(
    document,
    "p",
    { hidden: true },
    "You have not added any sessions yet. Use “My agenda” on a session to add it here.",
  );
  const status = element(document, "p", { hidden: true });
  status.setAttribute("role", "status");
  const download = element(
    document,
    "button",
    { type: "button", className: "button button--primary" },
    "Download my agenda (.ics)",
  );
  // The share and subscribe dialogs are a part of their own (agenda-link/share-dialog.ts), with
  // the QR code's generator: loaded when one is first asked for.
  const share = element(
    document,
    "button",
    { type: "button", className: "button" },
    "Share or move my agenda",
  );
  const subscribe = element(
    document,
    "button",
    { type: "button", className: "button" },
    "Subscribe in your calendar",
  );
  const exportLine = element(
    document,
    "p",
    { hidden: true, className: "my-agenda__actions" },
    download,
    share,
    subscribe,
  );
  const exportError = element(document, "p", { hidden: true });
  exportError.setAttribute("role", "alert");
  const byDay = element(document, "div");
  section.append(heading, blocked, loading, none, status, exportLine, exportError, byDay);
  before.before(section);

  let visible = false;
  let rendering = 0;

  const render = async () => {
    const run = ++rendering;
    const { starred, clashes, persistent } = planning.state();
    blocked.hidden = persistent;
    let found: Map<string, HTMLElement>;
    try {
      found = await cards();
    } catch {
      if (run !== rendering) return;
      loading.textContent = "Your agenda could not be loaded. Please try again.";
      return;
    }
    // A newer render started while this one waited for the cards.
    if (run !== rendering) return;
    loading.hidden = true;
    none.hidden = starred.length > 0;
    status.hidden = starred.length === 0;
    exportLine.hidden = starred.length === 0;
    if (starred.length === 0) exportError.hidden = true;
    status.textContent =
      `${starred.length} ${starred.length === 1 ? "session" : "sessions"}` +
      `${clashes.size > 0 ? `, ${clashes.size} with a clash` : ", no clashes"}.`;
    const days = config.days.flatMap((day, index) => {
      const ofDay = starred.filter((session) => session.day === index);
      if (ofDay.length === 0) return [];
      const list = element(document, "ol", { className: "event-list" });
      for (const session of ofDay) {
        const card = found.get(session.id);
        if (card) list.append(element(document, "li", {}, agendaCard(card, document)));
      }
      const dayHeading = element(document, "h3", { id: `agenda-${day.slug}` }, day.name);
      const daySection = element(document, "section", {}, dayHeading, list);
      daySection.setAttribute("aria-labelledby", dayHeading.id);
      return [daySection];
    });
    byDay.replaceChildren(...days);
    planning.mark(byDay);
  };

  const downloadAgenda = () => {
    const ids = planning.state().starred.map((session) => session.id);
    agendaCalendar(ids).then(
      (text) => {
        downloadBlob(new Blob([text], { type: "text/calendar" }), "my-quillmere-agenda.ics");
        exportError.hidden = true;
      },
      () => {
        exportError.textContent = "Your agenda could not be exported. Please try again.";
        exportError.hidden = false;
      },
    );
  };
  download.addEventListener("click", downloadAgenda);

  // Every star of the visitor, also those of sessions this page does not show (another day's).
  const agendaIds = () => [
    ...new Set([
      ...allStoredIds(browserLocalStorage()),
      ...planning.state().starred.map((session) => session.id),
    ]),
  ];
  const openDialog = (opener: HTMLButtonElement, kind: "share" | "subscribe") => {
    const window = document.defaultView!;
    exportError.hidden = true;
    import("../agenda-link/share-dialog.ts")
      .then((dialogs) =>
        kind === "share"
          ? dialogs.openShareDialog(document, window, { ids: agendaIds(), opener })
          : dialogs.openSubscribeDialog(document, window, {
              ids: agendaIds(),
              opener,
              download: downloadAgenda,
            }),
      )
      .catch(() => {
        exportError.textContent = "This could not be opened. Please try again.";
        exportError.hidden = false;
      });
  };
  share.addEventListener("click", () => openDialog(share, "share"));
  subscribe.addEventListener("click", () => openDialog(subscribe, "subscribe"));

  return {
    show(next) {
      visible = next;
      section.hidden = !next;
      if (next) void render();
    },
    update() {
      if (visible) void render();
    },
  };
}
