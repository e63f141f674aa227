// What the visitor's browser keeps of the programme's releases (docs/decisions/041): the newest
// release they have seen, for good (localStorage), and the releases whose changes this visit has
// shown, for the tab's life (sessionStorage), so that a reload, the grid or a session's page in the
// same visit keeps the marks. Anything unreadable is "nothing kept"; blocked storage is never a
// crash.

/** The newest release number the visitor has seen, as a number in a string: "2". */
export const seenReleaseKey = "quillmere:agenda:seen-release:v1";

/** The releases this visit has shown the changes of: `{ from, to, dismissed }`. */
export const shownChangesKey = "quillmere:agenda:changes-shown:v1";

/** The changes of the releases after `from` up to `to` were shown in this visit. */
export interface ShownChanges {
  from: number;
  to: number;
  /** The visitor dismissed the notice: the marks stay, the notice does not come back. */
  dismissed: boolean;
}

const releaseNumber = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

export function readSeenRelease(storage: Storage | undefined): number | null {
  try {
    const raw = storage?.getItem(seenReleaseKey);
    const seen = raw ? Number(raw) : NaN;
    return releaseNumber(seen) ? seen : null;
  } catch {
    return null;
  }
}

export function writeSeenRelease(storage: Storage | undefined, release: number): void {
  try {
    storage?.setItem(seenReleaseKey, String(release));
  } catch {
    // Blocked or full: the next visit counts as the first, and shows nothing.
  }
}

export function readShownChanges(storage: Storage | undefined): ShownChanges | null {
  try {
    const shown = JSON.parse(storage?.getItem(shownChangesKey) ?? "null") as Partial<ShownChanges>;
    return releaseNumber(shown?.from) && releaseNumber(shown.to) && shown.from < shown.to
      ? { from: shown.from, to: shown.to, dismissed: shown.dismissed === true }
      : null;
  } catch {
    return null;
  }
}

export function writeShownChanges(storage: Storage | undefined, shown: ShownChanges): void {
  try {
    storage?.setItem(shownChangesKey, JSON.stringify(shown));
  } catch {
    // Blocked or full: a reload shows only what is newer than the release seen.
  }
}

export function browserSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
