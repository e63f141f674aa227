// Which of the visitor's starred sessions changed since the release they last saw, and the words
// that say so (docs/decisions/041-changed-since-last-visit.md). Plain functions: the page's part
// (agenda-changes-view.ts) reads the storage and the file, and draws what these return.
import type { Release, SessionChange } from "./releases.ts";
import type { ShownChanges } from "./seen-release.ts";

/** The newest release in the file (the file lists them newest first; this does not rely on it). */
export const newestRelease = (releases: readonly Release[]) =>
  Math.max(...releases.map((release) => release.number));

/**
 * The release after which this page view shows the changes (up to the newest), or null for none:
 * - this visit showed changes already: the same releases again, and any newer since;
 * - no release seen yet (a first visit, or storage blocked): nothing changed "since your last
 *   visit";
 * - else the releases after the one last seen, if there are any.
 */
export function showChangesAfter(
  seen: number | null,
  shown: ShownChanges | null,
  newest: number,
): number | null {
  if (shown) return shown.from < newest ? shown.from : null;
  return seen !== null && seen < newest ? seen : null;
}

/**
 * The changes to the starred sessions in the releases after `after` up to `upTo`, by session, in
 * the order they happened (oldest release first, each release's in the file's order). A session
 * moved twice has both moves: "from A to B", then "from B to C".
 */
export function changesSince(
  releases: readonly Release[],
  after: number,
  upTo: number,
  starred: ReadonlySet<string>,
): Map<string, SessionChange[]> {
  const bySession = new Map<string, SessionChange[]>();
  const inRange = releases
    .filter((release) => release.number > after && release.number <= upTo)
    .sort((a, b) => a.number - b.number);
  for (const release of inRange) {
    for (const change of release.changes) {
      if (!starred.has(change.session)) continue;
      const list = bySession.get(change.session) ?? [];
      list.push(change);
      bySession.set(change.session, list);
    }
  }
  return bySession;
}

/** The notice's heading: "1 session in your agenda changed", "2 sessions in your agenda changed". */
export const noticeTitle = (count: number) =>
  `${count} ${count === 1 ? "session" : "sessions"} in your agenda changed`;

/**
 * What changed, in the file's own sentences: "Moved from … to …; Retitled …". A move's times are
 * the event's clock (the file's words), so they are named with its zone when the page gives it:
 * the card beside them may show the visitor's own (docs/decisions/042).
 */
export function changeText(changes: readonly SessionChange[], eventZone?: string | null): string {
  const text = changes.map((change) => change.summary).join("; ");
  const timed = changes.some((change) => change.kind === "moved");
  return eventZone && timed ? `${text} (${eventZone} time)` : text;
}

/** A session gone from the programme: it has no card and no page any more, only a line. */
export const isRemoved = (changes: readonly SessionChange[]) => changes.at(-1)?.kind === "removed";

/**
 * The name the notice gives a session: its title on this page, else the one the file gives (a
 * removed session's, a session of another day's page), else its id.
 */
export function sessionName(
  id: string,
  changes: readonly SessionChange[],
  titleOnPage: string | undefined,
): string {
  const fromFile = changes.findLast((change) => change.title)?.title;
  return titleOnPage?.trim() || fromFile || id;
}
