// "Your time or the event's" (docs/decisions/042-your-time-or-the-events.md): the one converter of
// a page's marked times (event-times.tsx), loaded by the page script only on a page that has the
// switch. It rewrites every marked time in the chosen zone, and each one that appears later (the
// agenda's copies, a grid drawn again, a shared agenda), so that no other part converts anything.
import {
  dayWordsAttribute,
  timesAttribute,
  timesClass,
  zoneSwitchAttribute,
} from "./times-markup.ts";
import { deviceShowsSameClocks, shownTimes } from "./zone-times.ts";

/** "event": the event's zone; "local": each visitor's own (what a shared `?time=local` means). */
export type TimesChoice = "event" | "local";

/** The address's parameter: `?time=local`; the event's zone is the default and has none. */
export const timesParameter = "time";
export const timesStorageKey = "quillmere:times:v1";
/** Set on <html> once the page's times are in the chosen zone (the tests wait for it). */
export const timesShownAttribute = "data-times-shown";
/** On each marked element: the zone its words are in, so that a copy is not redrawn. */
const zoneOfAttribute = "data-times-zone";

const choiceOf = (value: string | null | undefined): TimesChoice | undefined =>
  value === "local" || value === "event" ? value : undefined;

function storage(window: Window): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readStored(window: Window): TimesChoice | undefined {
  try {
    return choiceOf(storage(window)?.getItem(timesStorageKey));
  } catch {
    return undefined;
  }
}

/** Returns false when storage refused (blocked, full): the address then carries the choice. */
function store(window: Window, choice: TimesChoice): boolean {
  try {
    const kept = storage(window);
    kept?.setItem(timesStorageKey, choice);
    return kept !== undefined;
  } catch {
    return false;
  }
}

/** The address's choice first (a shared link), then the visitor's stored one, else the event's. */
export function readChoice(window: Window): { choice: TimesChoice; fromAddress: boolean } {
  const inAddress = choiceOf(new URLSearchParams(window.location.search).get(timesParameter));
  return inAddress
    ? { choice: inAddress, fromAddress: true }
    : { choice: readStored(window) ?? "event", fromAddress: false };
}

/** The address holds the choice, so that a copied link shares it: `?time=local`, or nothing. */
function writeAddress(window: Window, choice: TimesChoice) {
  const url = new URL(window.location.href);
  if (choice === "local") url.searchParams.set(timesParameter, "local");
  else url.searchParams.delete(timesParameter);
  if (url.href !== window.location.href) {
    window.history.replaceState(window.history.state, "", url.href);
  }
}

/** Rewrites one marked time or range in a zone (null: the event's). */
export function showIn(element: Element, zone: string | null) {
  const key = zone ?? "";
  // As built, a time is in the event's zone.
  if ((element.getAttribute(zoneOfAttribute) ?? "") === key) return;
  element.setAttribute(zoneOfAttribute, key);
  const times = [...element.querySelectorAll("time")];
  const dayWords = element.getAttribute(dayWordsAttribute) ?? undefined;
  const shown = shownTimes(
    {
      datetimes: times.map((time) => time.dateTime),
      day: element.getAttribute(timesAttribute) ?? "",
      dayWords,
    },
    zone,
  );
  const day = element.querySelector(`.${timesClass.day}`);
  if (day && shown.day !== undefined) day.textContent = shown.day;
  times.forEach((time, index) => {
    const { time: words, after } = shown.times[index]!;
    time.textContent = words;
    let note = time.nextElementSibling;
    if (!note?.classList.contains(timesClass.after)) {
      if (!after) return;
      note = element.ownerDocument.createElement("span");
      note.className = timesClass.after;
      time.after(note);
    }
    if (after) note.textContent = after;
    else note.remove();
  });
}

const timesSelector = `[${timesAttribute}]`;

/** The marked times and ranges in `root`: itself, if it is one, and those inside it. */
function markedIn(root: ParentNode | Element): Element[] {
  const marked = [...root.querySelectorAll(timesSelector)];
  return root instanceof Element && root.matches(timesSelector) ? [root, ...marked] : marked;
}

function showAllIn(root: ParentNode | Element, zone: string | null) {
  for (const element of markedIn(root)) showIn(element, zone);
}

/** Temporal where the browser has it: it names the zone without loading Intl's locale data. */
interface WithTemporal {
  Temporal?: { Now?: { timeZoneId?: () => string } };
}

/** The device's zone, as the browser names it ("Asia/Tokyo"); undefined if it names none. */
const deviceZoneOf = (window: Window) => {
  try {
    // A formatter's first use costs a phone tens of milliseconds as the page starts; Temporal's
    // clock, about one (docs/decisions/042).
    const temporal = (window as Window & WithTemporal).Temporal?.Now?.timeZoneId?.();
    return temporal || new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

/** The instants of the marked times in `root`. */
const markedInstantsIn = (root: ParentNode | Element): string[] =>
  markedIn(root).flatMap((element) =>
    [...element.querySelectorAll("time")].map((time) => time.dateTime),
  );

interface SwitchParts {
  line: HTMLElement;
  group: HTMLElement;
  buttons: HTMLButtonElement[];
  eventZone: string;
  deviceZone: string;
}

/** Runs the switch of the page, if it has one. Returns what stops it (for the tests). */
export function startZoneSwitch(document: Document, window: Window): { stop(): void } {
  const box = document.querySelector<HTMLElement>(`[${zoneSwitchAttribute}]`);
  const line = box?.querySelector<HTMLElement>("[data-zone-line]");
  const group = box?.querySelector<HTMLElement>('[role="group"]');
  const buttons = [
    ...(group?.querySelectorAll<HTMLButtonElement>("button[data-zone-choice]") ?? []),
  ];
  const stopped = { stop() {} };
  if (!box || !line || !group) return stopped;
  const eventZone = box.getAttribute(zoneSwitchAttribute)!;
  const deviceZone = deviceZoneOf(window);

  // No switch where it would change nothing: the visitor is told so, in words.
  if (!deviceZone || deviceZone === eventZone) {
    line.textContent = `Times in ${eventZone}, the event’s time zone and yours.`;
    document.documentElement.setAttribute(timesShownAttribute, "event");
    return stopped;
  }
  const parts = { line, group, buttons, eventZone, deviceZone };
  if (!deviceShowsSameClocks(markedInstantsIn(document))) return runSwitch(document, window, parts);

  // The same clocks at every time the page shows now. A time that appears later (a search or a
  // filter cleared brings cards back; an agenda is drawn) may be on the other side of a change of
  // clocks that only one of the two zones makes: then the switch is offered after all.
  line.textContent = `Times in ${eventZone}, the event’s time zone: the same times as yours, ${deviceZone}.`;
  document.documentElement.setAttribute(timesShownAttribute, "event");
  let running = stopped;
  const watcher = new MutationObserver((records) => {
    const added = records.flatMap((record) =>
      [...record.addedNodes].flatMap((node) =>
        node instanceof Element ? markedInstantsIn(node) : [],
      ),
    );
    if (added.length === 0 || deviceShowsSameClocks(added)) return;
    watcher.disconnect();
    running = runSwitch(document, window, parts);
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  return {
    stop() {
      watcher.disconnect();
      running.stop();
    },
  };
}

/** Offers the switch, shows the page's times in the visitor's choice, and keeps the choice. */
function runSwitch(
  document: Document,
  window: Window,
  { line, group, buttons, eventZone, deviceZone }: SwitchParts,
): { stop(): void } {
  const html = document.documentElement;
  for (const button of buttons) {
    if (button.dataset.zoneChoice === "local") button.textContent = `My time (${deviceZone})`;
  }
  // The zone the page's times are in: the event's (null) as built. Every marked time that appears
  // later is shown in the chosen zone too. A copy made of a time already shown in that zone is
  // left as it is (showIn reads its mark).
  let zone: string | null = null;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) showAllIn(node, zone);
      }
    }
  });

  const apply = (choice: TimesChoice) => {
    const next = choice === "local" ? deviceZone : null;
    // Not at the start in the event’s zone: the page is as built (a busy day marks 300 times).
    if (next !== zone) showAllIn(document, next);
    zone = next;
    observer.takeRecords();
    line.textContent =
      choice === "local"
        ? `Times in your time zone, ${deviceZone}.`
        : `Times in ${eventZone}, the event’s time zone.`;
    for (const button of buttons) {
      button.setAttribute("aria-pressed", String(button.dataset.zoneChoice === choice));
    }
    writeAddress(window, choice);
    html.setAttribute(timesShownAttribute, choice);
  };

  const initial = readChoice(window);
  // A link's choice is the visitor's from now on; without storage, the address carries it.
  let kept = initial.fromAddress ? store(window, initial.choice) : storage(window) !== undefined;
  let choice = initial.choice;
  apply(choice);
  observer.observe(document.body, { childList: true, subtree: true });
  group.hidden = false;
  // Announced from now on, when the visitor switches; not as the page loads.
  line.setAttribute("aria-live", "polite");

  const controller = new AbortController();
  group.addEventListener(
    "click",
    (event) => {
      const next = choiceOf(
        (event.target as Element).closest<HTMLElement>("[data-zone-choice]")?.dataset.zoneChoice,
      );
      if (!next || next === choice) return;
      choice = next;
      kept = store(window, choice);
      apply(choice);
    },
    { signal: controller.signal },
  );
  // Storage blocked: links to the site's other pages carry the choice, as a shared link would.
  document.addEventListener(
    "click",
    (event) => {
      if (kept || choice !== "local") return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href]");
      if (!link || link.origin !== window.location.origin) return;
      const url = new URL(link.href);
      // A link within the page (a fragment) stays one.
      if (url.pathname === window.location.pathname) return;
      url.searchParams.set(timesParameter, "local");
      link.href = url.href;
    },
    { capture: true, signal: controller.signal },
  );
  return {
    stop() {
      observer.disconnect();
      controller.abort();
    },
  };
}
