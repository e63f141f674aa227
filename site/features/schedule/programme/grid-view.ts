// A day's grid for a Congress (docs/decisions/044-grid-for-a-congress.md): the rooms it shows (all,
// those in use now, the visitor's choice), compact or not, both kept in the address; and a line
// across the grid at the time it is now at the event. The form is the HTML's
// (grid-view-controls.tsx); the grid is drawn again from its own cells (grid-redraw.ts), with the
// filters' matches.
import { minutesOfDay } from "#content/schema/clock-time.ts";
import { eventClockOn, nextIsoDate } from "../event-time.ts";
import { roomsInUse, rowAt, sessionsInRooms } from "../grid-layout.ts";
import {
  defaultGridView,
  gridViewFromQuery,
  gridViewKeys,
  writeGridView,
  type GridView,
  type RoomsShown,
} from "../grid-view-query.ts";
import type { LiveProgramme } from "../planning.ts";
import type { ProgrammeConfig } from "../programme-config.ts";
import { gridRedraw, type GridRedraw } from "./grid-redraw.ts";
import { readQuery, replaceQuery } from "./programme-url.ts";

export interface GridViewControl {
  /** The filters' matches (ids), or null when no filter is on. */
  filter(ids: ReadonlySet<string> | null): void;
  /** The clock or the planning moved: the rooms in use and the "now" line follow. */
  refresh(): void;
  /** The view as it goes into a link to another day's grid (the rooms are the venue's). */
  write(params: URLSearchParams): URLSearchParams;
  /** "Jump to now" when no session running now is shown: the grid at the time it is now. */
  showNow(): void;
}

export interface GridViewOptions {
  config: ProgrammeConfig;
  /** The grid's scroll box and the form above it. */
  box: HTMLElement;
  form: HTMLFormElement;
  /** Now and next at the event (planning-marks.ts), whose "now" sessions are the rooms in use. */
  live: () => LiveProgramme | null;
  /** Called after the view changed, for the links that keep it. */
  onChange: () => void;
  signal: AbortSignal;
}

/** The table's class in compact mode: narrower columns, smaller type (schedule.css). */
export const compactClass = "schedule-grid__table--compact";

/** How often the "now" line moves (ms). */
const lineInterval = 30_000;

/** What the visitor reads under the choice, and in its summary, for what the grid shows. */
function describe(
  shown: RoomsShown,
  count: number,
  all: number,
  fellBack: "nothing-in-use" | "none-chosen" | "nothing-matches" | null,
) {
  if (fellBack === "nothing-in-use")
    return { summary: `all ${all}`, status: "No room has a session now: all rooms are shown." };
  if (fellBack === "none-chosen")
    return { summary: `all ${all}`, status: "Choose rooms below: until then, all are shown." };
  if (fellBack === "nothing-matches")
    return {
      summary: `all ${all}`,
      status: "None of the chosen rooms has a session that matches: all rooms are shown.",
    };
  if (shown === "now") {
    const rooms = count === 1 ? "room" : "rooms";
    return { summary: `${count} in use now`, status: `Showing the ${count} ${rooms} in use now.` };
  }
  if (shown === "chosen") {
    const rooms = count === 1 ? "room" : "rooms";
    return { summary: `${count} chosen`, status: `Showing ${count} chosen ${rooms}.` };
  }
  return { summary: `all ${all}`, status: "" };
}

export function startGridView(
  window: Window,
  { config, box, form, live, onChange, signal }: GridViewOptions,
): GridViewControl {
  const table = box.querySelector("table")!;
  const summary = form.querySelector<HTMLElement>("[data-grid-view-summary]");
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const boxes = [...form.querySelectorAll<HTMLInputElement>(`input[name="${gridViewKeys.rooms}"]`)];
  const dayRooms = new Set(boxes.map((input) => input.value));
  const radio = (value: RoomsShown) =>
    form.querySelector<HTMLInputElement>(`input[name="${gridViewKeys.show}"][value="${value}"]`);
  const compact = form.querySelector<HTMLInputElement>(`input[name="${gridViewKeys.compact}"]`);

  let view: GridView = gridViewFromQuery(readQuery(window));
  let filterIds: ReadonlySet<string> | null = null;
  let inUse: readonly string[] = [];
  // The grid's cells are read only once something needs them: a choice of rooms, a filter, the
  // "now" line. Showing every room needs nothing.
  let grid: GridRedraw | null = null;
  const redraw = () => (grid ??= gridRedraw(box));

  const writeForm = () => {
    for (const option of ["all", "now", "chosen"] as const) {
      const input = radio(option);
      if (input) input.checked = view.show === option;
    }
    const chosen = new Set(view.rooms);
    for (const input of boxes) input.checked = chosen.has(input.value);
    if (compact) compact.checked = view.compact;
  };

  const readForm = (changed: EventTarget | null): GridView => {
    const checked = boxes.filter((input) => input.checked).map((input) => input.value);
    // Rooms chosen on another day's grid that this day does not use stay chosen.
    const elsewhere = view.rooms.filter((room) => !dayRooms.has(room));
    const ticked = changed instanceof HTMLInputElement && changed.name === gridViewKeys.rooms;
    const show = ticked
      ? "chosen"
      : ((form.querySelector<HTMLInputElement>(`input[name="${gridViewKeys.show}"]:checked`)
          ?.value as RoomsShown | undefined) ?? "all");
    return { show, rooms: [...elsewhere, ...checked], compact: Boolean(compact?.checked) };
  };

  /** The rooms the view asks for on this day, or null for all of them. */
  const roomsAsked = (): string[] | null => {
    if (view.show === "now") return [...inUse];
    if (view.show === "chosen") return view.rooms.filter((room) => dayRooms.has(room));
    return null;
  };

  const apply = () => {
    table.classList.toggle(compactClass, view.compact);
    const rooms = roomsAsked();
    let fellBack: Parameters<typeof describe>[3] = null;
    let ids = filterIds;
    if (rooms !== null && rooms.length === 0) {
      fellBack = view.show === "now" ? "nothing-in-use" : "none-chosen";
    } else if (rooms !== null) {
      const { sessions } = redraw();
      const matching = filterIds
        ? sessions.filter((session) => filterIds!.has(session.id))
        : sessions;
      const chosen = new Set(rooms);
      const shown = sessionsInRooms(matching, chosen);
      if (shown.some((session) => chosen.has(session.location))) {
        ids = new Set(shown.map((session) => session.id));
      } else {
        fellBack = "nothing-matches";
      }
    }
    if (ids !== null) redraw().show(ids);
    else grid?.show(null);
    const text = describe(view.show, rooms?.length ?? 0, dayRooms.size, fellBack);
    if (summary) summary.textContent = text.summary;
    if (status && status.textContent !== text.status) status.textContent = text.status;
    line.place();
  };

  const runningRooms = () => {
    const now = live()?.now;
    if (!now || now.size === 0) return [];
    return roomsInUse(redraw().sessions, now);
  };

  const line = nowLine(window, { config, box, table, rows: () => redraw().rows(), signal });

  form.addEventListener(
    "change",
    (event) => {
      const next = readForm(event.target);
      if (JSON.stringify(next) === JSON.stringify(view)) return;
      view = next;
      writeForm();
      replaceQuery(window, (current) => writeGridView(current, view));
      if (view.show === "now") inUse = runningRooms();
      apply();
      onChange();
    },
    { signal },
  );
  // Enter in the form changes nothing the change event did not: the page never reloads.
  form.addEventListener("submit", (event) => event.preventDefault(), { signal });

  writeForm();
  replaceQuery(window, (current) => writeGridView(current, view));
  if (view.show === "now") inUse = runningRooms();
  if (JSON.stringify(view) !== JSON.stringify(defaultGridView)) apply();
  line.place();

  return {
    filter(ids) {
      filterIds = ids;
      apply();
    },
    refresh() {
      if (view.show === "now") {
        const next = runningRooms();
        if (JSON.stringify(next) !== JSON.stringify(inUse)) {
          inUse = next;
          apply();
        }
      }
      line.place();
    },
    write: (params) => writeGridView(params, view),
    showNow() {
      box.scrollIntoView({ block: "start" });
      line.reveal();
      box.focus({ preventScroll: true });
    },
  };
}

interface NowLineOptions {
  config: ProgrammeConfig;
  box: HTMLElement;
  table: HTMLTableElement;
  /** The rows drawn now, in the table's order. */
  rows: () => readonly { minutes: number; length: number }[];
  signal: AbortSignal;
}

/**
 * The grid's time now at the event, in minutes of its day (past 24 × 60 in the night after it),
 * or null when it is not the grid's day at the event.
 */
export function gridMinutesNow(now: Date, config: ProgrammeConfig): number | null {
  const day = config.days[config.pageDay ?? 0];
  if (!day) return null;
  const clock = eventClockOn(
    now,
    config.days.map((each) => each.date),
    config.timeZone,
  );
  if (clock?.isoDate === day.date) return minutesOfDay(clock.time);
  if (clock?.isoDate === nextIsoDate(day.date)) return minutesOfDay(clock.time, true);
  return null;
}

/**
 * A line across the grid at the time it is now, between the rows' times as far as the time is
 * through its row. It is drawn only on the grid's day, and placed only while the box is on screen:
 * a Congress's grid off screen is not laid out at all (schedule.css, content-visibility).
 * Decoration only: the sessions running now say "Happening now" in words.
 */
function nowLine(window: Window, { config, box, table, rows, signal }: NowLineOptions) {
  const document = box.ownerDocument;
  const line = document.createElement("div");
  line.className = "schedule-grid__now";
  line.setAttribute("aria-hidden", "true");
  line.hidden = true;
  const label = document.createElement("span");
  label.textContent = "Now";
  line.append(label);
  let onScreen = false;
  let observing = false;
  let frame = 0;

  /** The table's row at the time it is now, and how far through it, if it is its day. */
  const rowNow = () => {
    const minutes = gridMinutesNow(new Date(), config);
    const at = minutes === null || box.hidden ? null : rowAt(rows(), minutes);
    const row = at ? table.tBodies[0]?.rows[at.row] : undefined;
    return at && row ? { row, fraction: at.fraction } : null;
  };

  const draw = () => {
    frame = 0;
    const at = rowNow();
    if (!at) {
      line.hidden = true;
      return;
    }
    const frameTop = box.getBoundingClientRect().top + box.clientTop;
    const rowBox = at.row.getBoundingClientRect();
    const top = rowBox.top - frameTop + box.scrollTop + at.fraction * rowBox.height;
    // CSSOM, which the pages' Content-Security-Policy allows (a style attribute it would not).
    line.style.top = `${Math.round(top)}px`;
    line.style.width = `${table.offsetWidth}px`;
    line.hidden = false;
  };

  const observe = () => {
    if (observing) return;
    observing = true;
    box.prepend(line);
    // Without the observers (an old browser, jsdom), the line is placed as if on screen.
    const visible =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => {
            onScreen = entries.some((entry) => entry.isIntersecting);
            if (onScreen) schedule();
          })
        : null;
    onScreen = !visible;
    visible?.observe(box);
    // The rows' heights change with the table's width (compact, rooms chosen, the window).
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    resized?.observe(table);
    const timer = window.setInterval(() => place(), lineInterval);
    signal.addEventListener("abort", () => {
      visible?.disconnect();
      resized?.disconnect();
      window.clearInterval(timer);
      window.cancelAnimationFrame(frame);
      line.remove();
    });
  };

  // Off screen, a line drawn for an older table would be in the wrong place when the box comes
  // back: it is hidden until then, and drawn again as it comes (the IntersectionObserver).
  const schedule = () => {
    if (!onScreen) line.hidden = true;
    else if (frame === 0) frame = window.requestAnimationFrame(draw);
  };

  /** Draws the line where it belongs now (on its day only; nothing else is ever read). */
  function place() {
    if (gridMinutesNow(new Date(), config) === null) {
      line.hidden = true;
      return;
    }
    observe();
    schedule();
  }

  /**
   * Scrolls the grid's box to the row of the time it is now, on its day; when the rows shown end
   * before now or start after it, to that end of the grid.
   */
  function reveal() {
    const row = rowNow()?.row;
    if (row) {
      const top = row.getBoundingClientRect().top - box.getBoundingClientRect().top;
      box.scrollTop = Math.max(0, box.scrollTop + top - box.clientHeight / 3);
      return;
    }
    const minutes = gridMinutesNow(new Date(), config);
    const first = rows()[0];
    if (minutes === null || !first) return;
    box.scrollTop = minutes < first.minutes ? 0 : box.scrollHeight;
  }

  return { place, reveal };
}
