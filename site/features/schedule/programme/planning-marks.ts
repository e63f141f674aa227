// The visitor's planning on a static programme page: the stars (kept in storage as the old island
// kept them, agenda-store.ts), the clashes between starred sessions and now-and-next by the clock
// at the event. The cards and grid cells are the page's HTML; this module marks them: the star's
// state, a clash note, a "Happening now" or "Up next" badge.
import { keepPagesOffline, sessionPagePath } from "#site/shared/lib/offline-pages.ts";
import { browserLocalStorage, readAgenda, toggleStoredSession } from "../agenda-store.ts";
import { eventClockOn } from "../event-time.ts";
import { findClashes, liveProgramme, type LiveProgramme } from "../planning.ts";
import { clashText, statusLabel, type LiveStatus } from "../planning-text.ts";
import type { ProgrammeConfig } from "../programme-config.ts";
import { readSession, sessionSelector, type SessionFacts } from "../session-markup.ts";

/** What the page shows of the visitor's planning at a moment. */
export interface PlanningState {
  /** The starred sessions of this page, in the programme's order. */
  starred: SessionFacts[];
  /** For each starred session that overlaps others, their titles. */
  clashes: Map<string, string[]>;
  /** False when storage is blocked: the agenda lasts only while the page is open. */
  persistent: boolean;
  /** Now and next, on an event day. */
  live: LiveProgramme | null;
}

export interface Planning {
  state(): PlanningState;
  /** Stars or unstars a session of this page. */
  toggle(id: string): void;
  /** Brings the marks of every session element under `root` up to date. */
  mark(root: ParentNode): void;
  /**
   * Draws marks of another part as well, from now on, whenever a session element is marked (the
   * agenda's copies, a grid drawn again): what changed since the last visit (agenda-changes/).
   */
  addMarker(marker: SessionMarker): void;
}

/** Draws a mark on a card or grid cell of the session `id`; called again and again: idempotent. */
export type SessionMarker = (element: HTMLElement, id: string) => void;

/** How often now-and-next looks at the clock (ms). */
export const clockInterval = 30_000;

/** Each element's marks as last drawn, so that an update touches only what changed. */
const drawn = new WeakMap<Element, string>();

const marksKey = (starred: boolean, clashesWith: readonly string[], status?: LiveStatus) =>
  JSON.stringify([starred, clashesWith, status ?? null]);

/**
 * Records that these elements are as the build rendered them (an unpressed star, no clash, no
 * badge), so that the first marking touches only the sessions starred or live: a busy day has
 * hundreds of cards.
 */
export function markedAsBuilt(elements: Iterable<Element>) {
  const unmarked = marksKey(false, []);
  for (const element of elements) drawn.set(element, unmarked);
}

function statusOf(live: LiveProgramme | null, id: string): LiveStatus | undefined {
  if (live?.now.has(id)) return "now";
  return live?.next.has(id) ? "next" : undefined;
}

/** The id of the session an element stands for (a copy in the agenda keeps it apart). */
export const sessionIdOf = (element: HTMLElement) =>
  element.getAttribute("data-session-id") ?? element.id;

/** Draws one card's or grid cell's marks: its star, its clash note and its live badge. */
export function markSession(
  element: HTMLElement,
  starred: boolean,
  clashesWith: readonly string[],
  status: LiveStatus | undefined,
) {
  const key = marksKey(starred, clashesWith, status);
  if (drawn.get(element) === key) return;
  drawn.set(element, key);
  const document = element.ownerDocument;

  // Its symbol follows aria-pressed (schedule.css).
  const star = element.querySelector<HTMLButtonElement>("button[data-star]");
  star?.setAttribute("aria-pressed", String(starred));

  element.classList.toggle("event-card--now", status === "now");
  element.classList.toggle("event-card--next", status === "next");
  element.querySelector(".event-card__status")?.remove();
  if (status) {
    const badge = document.createElement("span");
    badge.className = "event-card__status";
    badge.textContent = statusLabel[status];
    element.querySelector(".event-card__when, .grid-session__when")?.append(badge);
  }

  element.querySelector(".event-card__clash")?.remove();
  if (starred && clashesWith.length > 0) {
    const note = document.createElement("p");
    note.className = "event-card__clash";
    const label = document.createElement("strong");
    label.textContent = "Clash:";
    note.append(label, clashText(clashesWith));
    // Where the card shows it: under the title (and subtitle); in a grid cell, above the star.
    const title = element.querySelector(".event-card__title");
    if (title)
      (title.nextElementSibling?.matches(".event-card__subtitle")
        ? title.nextElementSibling
        : title
      ).after(note);
    else if (star) star.before(note);
    else element.append(note);
  }
}

export interface PlanningOptions {
  config: ProgrammeConfig;
  /**
   * The page's cards or grid cells, one per session, in the programme's order. A session's facts
   * are read from its element when they are needed: a starred session's, or every session's on the
   * event's days (now and next); a busy day has hundreds.
   */
  sessions: readonly HTMLElement[];
  /** Called after the stars or the clock changed what the page shows. */
  onChange: () => void;
  /** Stops the clock once aborted. */
  signal?: AbortSignal;
}

export function startPlanning(
  window: Window,
  { config, sessions, onChange, signal }: PlanningOptions,
): Planning {
  const known = new Set(sessions.map(sessionIdOf));
  const stored = readAgenda(browserLocalStorage(), known);
  const starredIds = new Set(stored.ids);
  let persistent = stored.persistent;
  const dates = config.days.map((day) => day.date);
  // Outside the event's days, the clock is not read at all (event-time.ts).
  const now = () => eventClockOn(new Date(), dates, config.timeZone);
  const liveNow = () => {
    const clock = now();
    return clock ? liveProgramme(sessions.map(readSession), config.days, clock) : null;
  };
  let live = liveNow();
  const markers: SessionMarker[] = [];

  const state = (): PlanningState => {
    const starred = sessions
      .filter((element) => starredIds.has(sessionIdOf(element)))
      .map(readSession);
    const clashes = new Map(
      [...findClashes(starred)].map(([id, others]) => [id, others.map((other) => other.title)]),
    );
    return { starred, clashes, persistent, live };
  };

  const clock = window.setInterval(() => {
    const next = liveNow();
    const same =
      JSON.stringify([live?.today, [...(live?.now ?? [])], [...(live?.next ?? [])]]) ===
      JSON.stringify([next?.today, [...(next?.now ?? [])], [...(next?.next ?? [])]]);
    live = next;
    if (!same) onChange();
  }, clockInterval);
  signal?.addEventListener("abort", () => window.clearInterval(clock));

  return {
    state,
    toggle(id) {
      if (!known.has(id)) return;
      const starred = !starredIds.has(id);
      if (starred) starredIds.add(id);
      else starredIds.delete(id);
      // Stars of sessions this page does not show (another day's page) are kept.
      if (!toggleStoredSession(browserLocalStorage(), id, starred).persistent) persistent = false;
      // A session in the agenda is one the visitor means to look up at the venue, maybe offline.
      if (starred) {
        void keepPagesOffline([sessionPagePath(id)]);
        // A first star: the release the visitor sees now is the one changes are counted from.
        import("../agenda-changes/agenda-changes-view.ts").then(
          (part) => part.rememberRelease(window),
          () => undefined,
        );
      }
      onChange();
    },
    mark(root) {
      const { clashes } = state();
      for (const element of root.querySelectorAll<HTMLElement>(sessionSelector)) {
        const id = sessionIdOf(element);
        markSession(element, starredIds.has(id), clashes.get(id) ?? [], statusOf(live, id));
        for (const marker of markers) marker(element, id);
      }
    },
    addMarker(marker) {
      markers.push(marker);
    },
  };
}
