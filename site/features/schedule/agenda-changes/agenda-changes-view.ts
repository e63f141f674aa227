// "Changed since your last visit" (issue 32, docs/decisions/041-changed-since-last-visit.md): a
// lazy part of the programme pages and of a session's page, loaded only for a visitor with a star.
// It reads the programme's releases, and the release the visitor saw last, and marks what changed
// in their agenda since: one notice on a programme page, a mark on each changed card, grid cell
// and session page. A programme page records the newest release as seen.
import { allStoredIds, browserLocalStorage } from "../agenda-store.ts";
import { sessionPagePath } from "#site/shared/lib/offline-pages.ts";
import {
  changeText,
  changesSince,
  isRemoved,
  newestRelease,
  noticeTitle,
  sessionName,
  showChangesAfter,
} from "./changes-since.ts";
import { zoneSwitchAttribute } from "#site/shared/time-zone/times-markup.ts";
import { fetchReleases, type SessionChange } from "./releases.ts";
import {
  browserSessionStorage,
  readSeenRelease,
  readShownChanges,
  writeSeenRelease,
  writeShownChanges,
} from "./seen-release.ts";

/** The class of a mark, on a card, a grid cell or a session's page. */
export const changeMarkClass = "agenda-change";

/** Set on <html> once this part has done its work (tests wait for it): "marked" or "none". */
export const agendaChangesAttribute = "data-agenda-changes";

const done = (document: Document, marked: boolean) =>
  document.documentElement.setAttribute(agendaChangesAttribute, marked ? "marked" : "none");

type Changes = Map<string, SessionChange[]>;

interface Found {
  changes: Changes;
  /** The notice was dismissed in this visit, and no release came since. */
  dismissed: boolean;
  /** Records that the visit showed these changes, and that the visitor saw the newest release. */
  record(dismissed: boolean): void;
}

/**
 * The changes to show for these starred sessions, or null (no history, nothing seen before, or
 * nothing new). Where no release was seen yet, records the newest: the first visit is the baseline.
 */
async function findChanges(window: Window, starred: readonly string[]): Promise<Found | null> {
  if (starred.length === 0) return null;
  const releases = await fetchReleases(window);
  if (!releases || releases.length === 0) return null;
  const local = browserLocalStorage();
  const session = browserSessionStorage();
  const newest = newestRelease(releases);
  const seen = readSeenRelease(local);
  const shown = readShownChanges(session);
  if (seen === null) writeSeenRelease(local, newest);
  const after = showChangesAfter(seen, shown, newest);
  if (after === null) return null;
  const changes = changesSince(releases, after, newest, new Set(starred));
  return {
    changes,
    dismissed: shown?.dismissed === true && shown.to === newest,
    record(dismissed) {
      writeSeenRelease(local, newest);
      if (changes.size > 0) writeShownChanges(session, { from: after, to: newest, dismissed });
    },
  };
}

/** The event's zone, as the page's time zone switch names it (none on a page without times). */
const eventZoneOf = (document: Document) =>
  document.querySelector(`[${zoneSwitchAttribute}]`)?.getAttribute(zoneSwitchAttribute);

/** "Changed: Moved from … to …", a paragraph of its own (text, not only colour). */
function changeMark(document: Document, label: string, changes: readonly SessionChange[]) {
  const mark = document.createElement("p");
  mark.className = changeMarkClass;
  const strong = document.createElement("strong");
  strong.textContent = label;
  mark.append(strong, ` ${changeText(changes, eventZoneOf(document))}`);
  return mark;
}

/** What a programme page gives this part: its marking, its sessions' titles, its places. */
export interface ProgrammeChangesOptions {
  /** The page's planning (planning-marks.ts): the marks are drawn with its own. */
  planning: {
    addMarker(marker: (element: HTMLElement, id: string) => void): void;
    mark(root: ParentNode): void;
  };
  /** A session's title as this page shows it, if it does. */
  titleOf(id: string): string | undefined;
  /** The notice goes right before this element (the overview, under the page's header). */
  before: HTMLElement;
  /** Where the focus goes once the notice is dismissed (the page's heading, made focusable). */
  focusAfterDismiss: HTMLElement;
  /** The page's controls stopped (the tests start a page after another in one document). */
  signal?: AbortSignal;
}

/** The notice: how many sessions of the agenda changed, each with what changed, and "Dismiss". */
function changesNotice(
  document: Document,
  changes: Changes,
  titleOf: (id: string) => string | undefined,
): { notice: HTMLElement; dismiss: HTMLButtonElement } {
  const notice = document.createElement("section");
  notice.className = "container agenda-changes";
  notice.setAttribute("aria-labelledby", "agenda-changes-title");
  const heading = document.createElement("h2");
  heading.id = "agenda-changes-title";
  heading.textContent = noticeTitle(changes.size);
  const since = document.createElement("p");
  since.textContent = "Since your last visit:";
  const list = document.createElement("ul");
  for (const [id, sessionChanges] of changes) {
    const item = document.createElement("li");
    const name = sessionName(id, sessionChanges, titleOf(id));
    // A removed session's page is gone: it is named, not linked.
    if (isRemoved(sessionChanges)) item.append(name);
    else {
      const link = document.createElement("a");
      link.href = sessionPagePath(id);
      link.textContent = name;
      item.append(link);
    }
    item.append(`: ${changeText(sessionChanges, eventZoneOf(document))}`);
    list.append(item);
  }
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "button";
  dismiss.textContent = "Dismiss";
  notice.append(heading, since, list, dismiss);
  return { notice, dismiss };
}

/**
 * A programme page: the notice under the page's header, unless dismissed in this visit, and a mark
 * on every card and grid cell of a changed session, the agenda's copies too, as long as the page
 * is open. Records the newest release as seen.
 */
export async function showProgrammeChanges(
  document: Document,
  window: Window,
  { planning, titleOf, before, focusAfterDismiss, signal }: ProgrammeChangesOptions,
): Promise<void> {
  const found = await findChanges(window, allStoredIds(browserLocalStorage()));
  if (signal?.aborted) return;
  found?.record(found.dismissed);
  if (!found || found.changes.size === 0) return done(document, false);
  const { changes } = found;
  planning.addMarker((element, id) => {
    const sessionChanges = changes.get(id);
    if (!sessionChanges || element.querySelector(`.${changeMarkClass}`)) return;
    const mark = changeMark(document, "Changed:", sessionChanges);
    // Under the time and room, which is what a move changes.
    const top = element.querySelector(".event-card__top, .grid-session__when");
    if (top) top.after(mark);
    else element.prepend(mark);
  });
  planning.mark(document);
  if (found.dismissed) return done(document, true);
  const { notice, dismiss } = changesNotice(document, changes, titleOf);
  dismiss.addEventListener("click", () => {
    found.record(true);
    notice.remove();
    if (focusAfterDismiss.tabIndex < 0 && !focusAfterDismiss.hasAttribute("tabindex")) {
      focusAfterDismiss.tabIndex = -1;
    }
    focusAfterDismiss.focus();
  });
  before.before(notice);
  done(document, true);
}

/** A session's page, of a starred session: its mark under the title, if it changed. */
export async function markSessionPage(
  document: Document,
  window: Window,
  id: string,
): Promise<void> {
  const changes = (await findChanges(window, [id]))?.changes.get(id);
  const title = document.querySelector("#session-title");
  if (!changes || !title || document.querySelector(`.${changeMarkClass}`)) {
    return done(document, false);
  }
  const subtitle = title.nextElementSibling?.matches(".session-details__subtitle")
    ? title.nextElementSibling
    : title;
  subtitle.after(changeMark(document, "Changed since your last visit:", changes));
  done(document, true);
}

/**
 * A first star: records the newest release as the one seen, if none is yet, so that what changes
 * from now on is "since your last visit".
 */
export async function rememberRelease(window: Window): Promise<void> {
  const local = browserLocalStorage();
  if (!local || readSeenRelease(local) !== null) return;
  const releases = await fetchReleases(window);
  if (releases && releases.length > 0) writeSeenRelease(local, newestRelease(releases));
}
