// The programme pages' script (docs/decisions/036-static-first-programme.md): plain TypeScript run
// on the static HTML of /schedule, a day's list and a day's grid (programme-page.tsx). No island
// renders or hydrates the cards: the controls act on the markup. It reads the page's configuration
// (programme-config.ts) and each session's facts from its card or cell (session-markup.ts).
import { nextTask, type NextTurn } from "#site/shared/lib/next-task.ts";
import { allStoredIds, browserLocalStorage, writeAgenda } from "../agenda-store.ts";
import type { SharedAgendaSection } from "../agenda-link/shared-agenda-section.ts";
import { eventClockOn } from "../event-time.ts";
import { eventDayIndex } from "../planning.ts";
import { readProgrammeConfig } from "../programme-config.ts";
import { dayGridPath } from "../schedule-data.ts";
import { readSession } from "../session-markup.ts";
import {
  agendaCard,
  listPageCards,
  ownCards,
  programmeCards,
  startAgendaView,
  type AgendaView,
} from "./agenda-view.ts";
import { enhanceChoiceCards, startDaySwitch } from "./day-switch.ts";
import { startFilters } from "./filter-controls.ts";
import { startGridView, type GridViewControl } from "./grid-view.ts";
import { markedAsBuilt, sessionIdOf, startPlanning } from "./planning-marks.ts";
import { findProgrammeParts } from "./programme-dom.ts";
import { readQuery, replaceQuery } from "./programme-url.ts";

/** Set on <html> once the controls run: the stars show from then on (schedule.css). */
export const programmeReadyAttribute = "data-programme-script";

type View = "programme" | "agenda";

export interface ProgrammeRun {
  /** Stops the controls (the tests start a page after another in one document). */
  stop(): void;
  /** Settles once every control runs (or the run was stopped before). */
  started: Promise<void>;
}

/**
 * Runs the controls of the programme page in `document`, if it is one, in three turns (`nextTurn`):
 * what shows the page's day and marks (the planning, the day switch, the grid's rooms), then the
 * agenda and the filters, then the listeners and the view. The stars show, and the page is
 * marked ready, at the end of the last. As one task, a Congress's day (300 cards) started in
 * 25-70 ms on the build machine, and four times that on a phone (docs/decisions/036).
 */
export function startProgramme(
  document: Document,
  window: Window,
  nextTurn: NextTurn = nextTask,
): ProgrammeRun {
  const controller = new AbortController();
  const { signal } = controller;
  const stop = () => controller.abort();
  const done = { stop, started: Promise.resolve() };
  const config = readProgrammeConfig(document);
  if (!config) return done;
  const parts = findProgrammeParts(document, config);
  if (!parts) return done;
  const { days, viewButtons, plannerBar, layoutSwitch, section, form } = parts;

  // Every session of the page once, in the programme's order: its card or grid cell.
  const sessions = days.flatMap((block) => block.sessions);
  markedAsBuilt(sessions);
  const dates = config.days.map((day) => day.date);
  const today = eventDayIndex(config.days, eventClockOn(new Date(), dates, config.timeZone));
  let view: View = readQuery(window).get("view") === "agenda" ? "agenda" : "programme";

  const jumpToNow = document.createElement("button");
  jumpToNow.type = "button";
  jumpToNow.className = "button button--primary";
  jumpToNow.textContent = "Jump to now";
  jumpToNow.hidden = true;
  plannerBar.append(jumpToNow);

  // Links to another page of the programme keep the visitor's search and filters; on /schedule,
  // the grid link goes to the day shown. A grid's links to other days' grids keep its rooms and
  // compact too (grid-view.ts).
  let query = "";
  let gridView: GridViewControl | null = null;
  const updateLinks = () => {
    const links = [
      ...(layoutSwitch?.querySelectorAll("a") ?? []),
      ...section.querySelectorAll<HTMLAnchorElement>(".day-links a"),
    ];
    for (const link of links) {
      let path = new URL(link.href).pathname;
      if (config.pageDay === undefined && link.matches(".layout-switch a:last-child")) {
        path = dayGridPath(config.days[daySwitch.selected()]!.slug);
      }
      const toGrid = gridView && path.endsWith("/grid");
      const params = toGrid ? gridView!.write(new URLSearchParams(query)).toString() : "";
      link.href = toGrid ? `${path}${params ? `?${params}` : ""}` : `${path}${query}`;
    }
  };

  // Made in the second turn; `refresh` (a star, the clock) cannot run before the last.
  let agenda!: AgendaView;
  const planning = startPlanning(window, {
    config,
    sessions,
    onChange: () => refresh(),
    signal,
  });
  const daySwitch = startDaySwitch(document, window, {
    config,
    days,
    today,
    onChange: updateLinks,
    signal,
  });
  const pageCards =
    config.layout === "grid"
      ? listPageCards(window, config.days[config.pageDay ?? 0]!.slug)
      : ownCards(sessions);
  const gridBlock = days.find((block) => block.grid && block.gridView);
  if (config.layout === "grid" && gridBlock) {
    gridView = startGridView(window, {
      config,
      box: gridBlock.grid!,
      form: gridBlock.gridView!,
      live: () => planning.state().live,
      // The cells drawn again are copies of the HTML's: they take the stars and badges of now.
      onChange: () => {
        planning.mark(section);
        updateLinks();
      },
      signal,
    });
  }
  /** The second turn: the agenda, and the filters, which may hide cards from the search typed. */
  const startAgendaAndFilters = () => {
    agenda = startAgendaView(document, { config, planning, cards: pageCards, before: section });
    startFilters(document, window, {
      config,
      form,
      days,
      daySwitch,
      grid: gridView,
      onChange: (filtersQuery) => {
        query = filtersQuery;
        planning.mark(section);
        updateLinks();
      },
    });
  };

  /** Draws what the planning changed: the marks, the agenda's count, "Jump to now", the agenda. */
  function refresh() {
    const state = planning.state();
    // The rooms in use may have changed: the grid first, then the marks of what it shows.
    gridView?.refresh();
    planning.mark(section);
    viewButtons.agenda.textContent = `My agenda (${state.starred.length})`;
    jumpToNow.hidden = !(state.live?.target && view === "programme");
    agenda.update();
  }

  const showView = (next: View) => {
    view = next;
    viewButtons.programme.setAttribute("aria-pressed", String(next === "programme"));
    viewButtons.agenda.setAttribute("aria-pressed", String(next === "agenda"));
    section.hidden = next === "agenda";
    if (layoutSwitch) layoutSwitch.hidden = next === "agenda";
    agenda.show(next === "agenda");
    refresh();
  };
  const chooseView = (next: View) => {
    replaceQuery(window, (current) => {
      if (next === "agenda") current.set("view", "agenda");
      else current.delete("view");
      return current;
    });
    showView(next);
  };
  /** The last turn: the buttons and links answer, the view shows, the stars with it. */
  const startListenersAndView = () => {
    viewButtons.programme.addEventListener("click", () => chooseView("programme"));
    viewButtons.agenda.addEventListener("click", () => chooseView("agenda"));

    jumpToNow.addEventListener("click", () => {
      const live = planning.state().live;
      if (!live?.target) return;
      // /schedule shows today first; a day's page holds its own sessions only, today's or not.
      if (config.pageDay === undefined) daySwitch.select(live.today, { scroll: false });
      const candidates = [live.target, ...live.now, ...live.next];
      window.setTimeout(() => {
        // The session to go to may be filtered out, or in a room the grid does not show: the first
        // one running now (or next) that the page shows, else the grid's "now" line.
        const card = candidates
          .map((id) => (id ? document.getElementById(id) : null))
          .find((element) => element?.isConnected && !element.closest("[hidden]"));
        if (card) {
          card.scrollIntoView({ block: "start" });
          card.focus();
        } else gridView?.showNow();
      }, 100);
    });

    document.addEventListener(
      "click",
      (event) => {
        const star = (event.target as Element | null)?.closest?.<HTMLButtonElement>(
          "button[data-star]",
        );
        if (star?.dataset.star) planning.toggle(star.dataset.star);
      },
      { signal },
    );
    enhanceChoiceCards(document, daySwitch, signal);

    // An agenda link (`#agenda=<code>`, docs/decisions/038): its section is a part of its own,
    // loaded only when the address's fragment names an agenda, also one pasted into the address of
    // the open page. The part reads the code itself (codeOfFragment); this test is only the gate,
    // so that no code of the part is in the programme's own chunk.
    let shared: SharedAgendaSection | null = null;
    const starredOnPage = () => planning.state().starred.map((session) => session.id);
    const openSharedAgenda = () => {
      if (!/(?:^#|&)agenda=/.test(window.location.hash)) return;
      import("../agenda-link/shared-agenda-section.ts")
        .then(({ showSharedAgenda }) => {
          shared?.remove();
          shared = showSharedAgenda(document, window, {
            after: document.querySelector("main .page-header") ?? plannerBar,
            days: config.days,
            cards: programmeCards(window, config, pageCards),
            copyCard: (card, prefix) => agendaCard(card, document, prefix),
            current: () => [
              ...new Set([...allStoredIds(browserLocalStorage()), ...starredOnPage()]),
            ],
            apply(ids) {
              writeAgenda(browserLocalStorage(), ids);
              // The page's stars follow (each toggle keeps the others stored, and keeps a newly
              // starred session's page for offline use).
              const wanted = new Set(ids);
              const starred = new Set(starredOnPage());
              for (const element of sessions) {
                const id = sessionIdOf(element);
                if (wanted.has(id) !== starred.has(id)) planning.toggle(id);
              }
            },
            showAgenda() {
              chooseView("agenda");
              document.getElementById("my-agenda-title")?.focus();
            },
          });
        })
        .catch(() => undefined);
    };
    window.addEventListener("hashchange", openSharedAgenda, { signal });
    openSharedAgenda();

    showView(view);
    updateLinks();
    // What changed in the visitor's agenda since their last visit: only for a visitor with a star,
    // any day's (docs/decisions/041); the page is ready without it.
    if (allStoredIds(browserLocalStorage()).length > 0) {
      import("../agenda-changes/agenda-changes-view.ts").then(
        (part) =>
          part.showProgrammeChanges(document, window, {
            planning,
            titleOf: (id) => {
              const element = sessions.find((session) => session.id === id);
              return element ? readSession(element).title : undefined;
            },
            // Right under the page's header, before the overview: the first thing a visitor sees.
            before: document.querySelector<HTMLElement>(".schedule-overview") ?? plannerBar,
            focusAfterDismiss: document.querySelector("h1") ?? viewButtons.programme,
            signal,
          }),
        () => undefined,
      );
    }
    document.documentElement.setAttribute(programmeReadyAttribute, "ready");
  };

  // The first turn ran above; each of the others waits for the one before.
  const started = new Promise<void>((resolve) => {
    const turns = [startAgendaAndFilters, startListenersAndView];
    const next = () =>
      nextTurn(() => {
        if (!signal.aborted) turns.shift()!();
        if (signal.aborted || turns.length === 0) resolve();
        else next();
      });
    next();
  });
  return { stop, started };
}
