// The programme's releases as the build publishes them (scheduleFilePaths.releasesJson): newest first,
// each with what changed in it. The browser reads the file by hand, not with zod (no zod in the
// browser): a missing file, bad JSON or another shape is "no history", and the pages show nothing
// (docs/decisions/041-changed-since-last-visit.md).
import { scheduleFilePaths } from "../schedule-file-paths.ts";

/** What the history records of a session in one release. */
export const changeKinds = [
  "added",
  "cancelled",
  "removed",
  "moved",
  "retitled",
  "speakers",
] as const;

export type ChangeKind = (typeof changeKinds)[number];

export interface SessionChange {
  /** The session's id, as on its page (/sessions/<id>) and its card. */
  session: string;
  kind: ChangeKind;
  /** The human sentence: "Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C". */
  summary: string;
  /** The session's title, if the file gives it: all a removed session has left to name it. */
  title?: string;
}

export interface Release {
  /** Counts up from 1, one per published programme. */
  number: number;
  changes: SessionChange[];
}

const isKind = (value: unknown): value is ChangeKind =>
  (changeKinds as readonly unknown[]).includes(value);

const nonEmptyString = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

/**
 * The releases in a parsed file, or null when the file is not the expected shape. A change of a
 * kind this code does not know (a later version of the file) is left out, not the whole file.
 */
export function readReleases(data: unknown): Release[] | null {
  const releases = (data as { releases?: unknown } | null)?.releases;
  if (!Array.isArray(releases) || releases.length === 0) return null;
  const read: Release[] = [];
  for (const release of releases as unknown[]) {
    const { number, changes } = (release ?? {}) as { number?: unknown; changes?: unknown };
    if (!Number.isSafeInteger(number) || (number as number) < 1 || !Array.isArray(changes)) {
      return null;
    }
    const known: SessionChange[] = [];
    for (const change of changes as unknown[]) {
      const { session, kind, summary, title } = (change ?? {}) as Record<string, unknown>;
      if (!nonEmptyString(session) || !nonEmptyString(summary) || typeof kind !== "string") {
        return null;
      }
      if (!isKind(kind)) continue;
      known.push({ session, kind, summary, ...(nonEmptyString(title) ? { title } : {}) });
    }
    read.push({ number: number as number, changes: known });
  }
  return read;
}

/**
 * Fetches the releases (through the offline worker, which keeps the last copy: offline-rules.ts);
 * null for anything but a readable file. Never throws.
 */
export async function fetchReleases(window: Pick<Window, "fetch">): Promise<Release[] | null> {
  try {
    const response = await window.fetch(scheduleFilePaths.releasesJson);
    if (!response.ok) return null;
    return readReleases(await response.json());
  } catch {
    return null;
  }
}
