// Which day the programme shows, and the ways to choose one: the day tabs of /schedule (two tab
// lists over one set of panels), the track and session-type cards, the filters' per-day counts,
// "Jump to now". On /schedule the day is in the address (?day=); on a day's own page the other
// days are other pages.
import { itemAfterKey } from "#site/shared/ui/tab-keys.ts";
import type { ProgrammeConfig } from "../programme-config.ts";
import { dayGridPath, dayIndexFromSlug, dayPagePath } from "../schedule-data.ts";
import { scrollDelayMs, scrollToDayTitle } from "../scroll-to-day.ts";
import { selectedDayAttribute } from "../selected-day-script.ts";
import type { DayBlock } from "./programme-dom.ts";
import { readQuery, replaceQuery } from "./programme-url.ts";

/**
 * The day /schedule opens on: the address's ?day= (an unknown one gives the first day), else
 * today on an event day, else the first day. What the inline selected-day script shows before any
 * module runs (selected-day-script.ts).
 */
export function initialDay(
  search: string,
  days: readonly { slug: string }[],
  today: number | null,
): number {
  const asked = new URLSearchParams(search).get("day");
  return asked === null && today !== null ? today : dayIndexFromSlug(asked, days);
}

export interface DaySwitch {
  /** The day shown: a day page's own, or the chosen tab's. */
  selected(): number;
  /** Shows a day (another page's, on a day's page) and, unless told not to, scrolls to it. */
  select(index: number, options?: { scroll?: boolean }): void;
}

export interface DaySwitchOptions {
  config: ProgrammeConfig;
  days: readonly DayBlock[];
  /** Today's index by the clock at the event, on an event day. */
  today: number | null;
  /** Called after the shown day changed (the grid link follows it). */
  onChange: () => void;
  /** Removes the listeners once aborted. */
  signal?: AbortSignal;
}

export function startDaySwitch(
  document: Document,
  window: Window,
  { config, days, today, onChange, signal }: DaySwitchOptions,
): DaySwitch {
  const { pageDay } = config;
  const pagePath = config.layout === "grid" ? dayGridPath : dayPagePath;
  let timer: number | undefined;
  const scrollTo = (block: DayBlock | undefined) => {
    window.clearTimeout(timer);
    // After the spec's 100 ms, once the chosen day is on screen (docs/product/specification.md §9).
    timer = window.setTimeout(() => {
      if (block) scrollToDayTitle(block.title);
    }, scrollDelayMs);
  };

  if (pageDay !== undefined) {
    // An old /schedule?day=<other> link that reached a day's page goes on to that day.
    const asked = readQuery(window).get("day");
    if (asked !== null) {
      const index = dayIndexFromSlug(asked, config.days);
      if (index !== pageDay) {
        window.location.replace(`${pagePath(config.days[index]!.slug)}${window.location.hash}`);
      }
    }
    return {
      selected: () => pageDay,
      select(index, { scroll = true } = {}) {
        const day = config.days[index];
        if (!day) return;
        if (index !== pageDay) window.location.assign(pagePath(day.slug));
        else if (scroll) scrollTo(days[0]);
      },
    };
  }

  const tabLists = [...document.querySelectorAll<HTMLElement>('.day-navigation [role="tablist"]')];
  const tabsOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  let selected = initialDay(window.location.search, config.days, today);

  const show = (index: number) => {
    selected = index;
    days.forEach((block) => {
      block.container.hidden = block.day !== index;
    });
    for (const list of tabLists) {
      tabsOf(list).forEach((tab, tabIndex) => {
        tab.setAttribute("aria-selected", String(tabIndex === index));
        tab.tabIndex = tabIndex === index ? 0 : -1;
      });
    }
  };
  show(selected);
  // The inline script's mark showed the day until now; from here the panels' hidden attributes do
  // (they show the same day, so nothing moves).
  document.documentElement.removeAttribute(selectedDayAttribute);

  const select = (index: number, { scroll = true } = {}) => {
    const day = config.days[index];
    if (!day) return;
    show(index);
    replaceQuery(window, (current) => {
      current.set("day", day.slug);
      return current;
    });
    onChange();
    if (scroll) scrollTo(days[index]);
  };

  for (const list of tabLists) {
    list.addEventListener(
      "click",
      (event) => {
        const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
        if (tab) select(tabsOf(list).indexOf(tab));
      },
      { signal },
    );
    list.addEventListener(
      "keydown",
      (event) => {
        const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
        if (!tab) return;
        const tabs = tabsOf(list);
        const target = itemAfterKey(tabs, tab, event.key);
        if (!target) return;
        event.preventDefault();
        select(tabs.indexOf(target));
        target.focus();
      },
      { signal },
    );
  }
  return { selected: () => selected, select };
}

/** The track and session-type cards open their day (`data-day`). */
export function enhanceChoiceCards(document: Document, daySwitch: DaySwitch, signal?: AbortSignal) {
  document.addEventListener(
    "click",
    (event) => {
      const card = (event.target as Element | null)?.closest?.<HTMLElement>(
        ".choice-card[data-day]",
      );
      if (card) daySwitch.select(Number(card.dataset.day));
    },
    { signal },
  );
}
