// Where a static programme page's parts are (programme-page.tsx): each day's list or grid, its
// sessions and its "nothing matches" state, found in the markup once, when the script starts.
import type { ProgrammeConfig } from "../programme-config.ts";
import { filteredEmptyAttribute, sessionSelector } from "../session-markup.ts";

export interface DayBlock {
  /** The day's index in the programme. */
  day: number;
  /** Its tab panel on /schedule; the programme's section on a day's page. */
  container: HTMLElement;
  title: HTMLElement;
  /** A list page's list of cards, with its items in the HTML's order. */
  list: HTMLOListElement | null;
  items: HTMLLIElement[];
  /** A grid page's scroll box. */
  grid: HTMLElement | null;
  /** A grid page's choice of rooms and compact, above the grid (grid-view-controls.tsx). */
  gridView: HTMLFormElement | null;
  /** "No sessions on <day> match your search and filters.", hidden in the HTML. */
  filteredEmpty: HTMLElement | null;
  /** The day's cards or grid cells, in the HTML's order. */
  sessions: HTMLElement[];
}

export interface ProgrammeParts {
  /** The section with the filters, the day navigation and the days. */
  section: HTMLElement;
  form: HTMLFormElement;
  days: DayBlock[];
  /** "Full programme" and "My agenda (n)". */
  viewButtons: { programme: HTMLButtonElement; agenda: HTMLButtonElement };
  plannerBar: HTMLElement;
  layoutSwitch: HTMLElement | null;
}

function dayBlock(day: number, container: HTMLElement): DayBlock {
  const list = container.querySelector<HTMLOListElement>("ol.event-list");
  return {
    day,
    container,
    title: container.querySelector<HTMLElement>(".day-title")!,
    list,
    items: list ? [...list.children].filter((item) => item instanceof HTMLLIElement) : [],
    grid: container.querySelector<HTMLElement>(".schedule-grid"),
    gridView: container.querySelector<HTMLFormElement>("form[data-grid-view]"),
    filteredEmpty: container.querySelector<HTMLElement>(`[${filteredEmptyAttribute}]`),
    sessions: [...container.querySelectorAll<HTMLElement>(sessionSelector)],
  };
}

/** The page's parts, or null when the page is not a programme page (or not the expected one). */
export function findProgrammeParts(
  document: Document,
  config: ProgrammeConfig,
): ProgrammeParts | null {
  const form = document.querySelector<HTMLFormElement>("form.filter-bar");
  const section = form?.closest<HTMLElement>("section");
  const plannerBar = document.querySelector<HTMLElement>(".planner-bar");
  const programme = plannerBar?.querySelector<HTMLButtonElement>('[data-view="programme"]');
  const agenda = plannerBar?.querySelector<HTMLButtonElement>('[data-view="agenda"]');
  if (!form || !section || !plannerBar || !programme || !agenda) return null;
  const days =
    config.pageDay === undefined
      ? [...section.querySelectorAll<HTMLElement>(".day-panels > .day-panel")].map((panel, index) =>
          dayBlock(index, panel),
        )
      : [dayBlock(config.pageDay, section)];
  return {
    section,
    form,
    days,
    viewButtons: { programme, agenda },
    plannerBar,
    layoutSwitch: plannerBar.querySelector<HTMLElement>(".layout-switch"),
  };
}
