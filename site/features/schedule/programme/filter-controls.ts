// Search and filters on a static programme page. The fields are the HTML's form (its names are
// the address's keys); this module keeps the filters in the address, shows each day's matching
// cards or draws its grid again from them (grid-redraw.ts), counts the matches per day and shows
// a day's "nothing matches" state. The cards themselves are the HTML's: those that do not match
// are taken out of their list and put back in their place when they match again.
import {
  filtersFromSearchParams,
  filtersQuery,
  isFiltering,
  matchesFacts,
  noFilters,
  readFilterForm,
  writeFilterForm,
  writeFilters,
  type ScheduleFilters,
} from "../filters.ts";
import type { ProgrammeConfig } from "../programme-config.ts";
import { eventListClass, readSession } from "../session-markup.ts";
import type { DaySwitch } from "./day-switch.ts";
import type { GridViewControl } from "./grid-view.ts";
import type { DayBlock } from "./programme-dom.ts";
import { readQuery, replaceQuery } from "./programme-url.ts";

interface FilterableSession {
  /** Its card or grid cell, read when a filter first needs it (session-markup.ts). */
  element: HTMLElement;
  /** The search text, lower-cased once, when a search first needs it. */
  text?: string;
  /** The card's list item (a list page), which leaves the list when the card does not match. */
  item: HTMLLIElement | null;
}

interface FilterableDay {
  block: DayBlock;
  sessions: FilterableSession[];
  /** The list items shown now, to leave an unchanged list alone. */
  shown: HTMLLIElement[];
}

export interface FilterOptions {
  config: ProgrammeConfig;
  form: HTMLFormElement;
  days: readonly DayBlock[];
  daySwitch: DaySwitch;
  /** A grid page's grid, which draws the matches again in the rooms chosen (grid-view.ts). */
  grid: GridViewControl | null;
  /**
   * Called after the shown sessions changed (new grid cells need their marks), with the filters
   * as a query for links to the programme's other pages ("?track=…&q=…").
   */
  onChange: (query: string) => void;
}

/** "12 sessions match: " and so on, as the old filter bar said it. */
export function matchesText(total: number): string {
  if (total === 0) return "No sessions match your search and filters.";
  return `${total} ${total === 1 ? "session matches" : "sessions match"}: `;
}

export function startFilters(
  document: Document,
  window: Window,
  { config, form, days, daySwitch, grid, onChange }: FilterOptions,
): void {
  const filterable: FilterableDay[] = days.map((block) => ({
    block,
    sessions: block.sessions.map((element) => ({
      element,
      item: element.parentElement instanceof HTMLLIElement ? element.parentElement : null,
    })),
    shown: block.items,
  }));
  // The days the counts name: a day's page knows its own sessions only.
  const countedDays =
    config.pageDay === undefined
      ? config.days.map((day, index) => ({ ...day, index }))
      : [{ ...config.days[config.pageDay]!, index: config.pageDay }];

  // Under the fields, once a filter is on: the matches per day and the reset button.
  const results = document.createElement("div");
  results.className = "filter-bar__results";
  results.hidden = true;
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  const reset = document.createElement("button");
  reset.type = "button";
  reset.className = "button button--ghost";
  reset.textContent = "Reset search and filters";
  results.append(status, reset);
  form.append(results);

  let filters: ScheduleFilters = noFilters;

  const show = () => {
    const filtering = isFiltering(filters);
    const counts = filterable.map((day) => {
      const { block, sessions, shown } = day;
      const matching = filtering
        ? sessions.filter((session) => {
            const facts = readSession(session.element);
            session.text ??= facts.text.toLocaleLowerCase("en-GB");
            return matchesFacts(facts, filters, session.text);
          })
        : sessions;
      if (block.list) {
        const items = matching.flatMap((session) => (session.item ? [session.item] : []));
        if (items.length !== shown.length || items.some((item, at) => item !== shown[at])) {
          block.list.replaceChildren(...items);
          block.list.className = eventListClass(items.length);
          day.shown = items;
        }
        block.list.hidden = items.length === 0;
      }
      if (block.grid && grid) {
        const ids = matching.map((session) => readSession(session.element).id);
        grid.filter(filtering ? new Set(ids) : null);
        block.grid.hidden = matching.length === 0;
      }
      if (block.filteredEmpty) block.filteredEmpty.hidden = matching.length > 0;
      return matching.length;
    });

    results.hidden = !filtering;
    if (filtering) {
      const countOf = (day: number) =>
        counts[filterable.findIndex((f) => f.block.day === day)] ?? 0;
      const total = countedDays.reduce((sum, day) => sum + countOf(day.index), 0);
      status.replaceChildren(matchesText(total));
      if (total > 0) {
        for (const day of countedDays) {
          const button = document.createElement("button");
          button.type = "button";
          button.className = "link-button";
          button.dataset.day = String(day.index);
          button.disabled = countOf(day.index) === 0;
          button.textContent = `${day.name} ${countOf(day.index)}`;
          status.append(button);
        }
      }
    }
    onChange(filtersQuery(filters));
  };

  const apply = (next: ScheduleFilters) => {
    filters = next;
    replaceQuery(window, (current) => writeFilters(current, next));
    show();
  };

  // What was typed before this script ran wins; otherwise the address's filters (a shared link)
  // fill the fields.
  const typed = readFilterForm(form);
  const untouched = !isFiltering(typed) && typed.query === "";
  if (untouched) {
    filters = filtersFromSearchParams(readQuery(window));
    writeFilterForm(form, filters);
    replaceQuery(window, (current) => writeFilters(current, filters));
    if (isFiltering(filters)) show();
  } else {
    apply(typed);
  }

  const change = () => {
    const next = readFilterForm(form);
    if (JSON.stringify(next) !== JSON.stringify(filters)) apply(next);
  };
  form.addEventListener("input", change);
  form.addEventListener("change", change);
  // Enter in the search field filters as typing does; the page never reloads.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    change();
  });
  reset.addEventListener("click", () => {
    form.reset();
    apply(noFilters);
  });
  status.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-day]");
    if (button) daySwitch.select(config.pageDay ?? Number(button.dataset.day));
  });
}
