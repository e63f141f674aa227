// The visitor's starred sessions, kept in localStorage under a versioned key. Anything unreadable
// (corrupt JSON, another version, another shape, unknown ids) is ignored, never a crash.

export const agendaStorageKey = "quillmere:agenda:v1";

export interface StoredAgenda {
  ids: string[];
  /** False when storage is blocked: stars then last only for this page. */
  persistent: boolean;
}

export function readAgenda(
  storage: Storage | undefined,
  knownIds: ReadonlySet<string>,
): StoredAgenda {
  try {
    if (!storage) return { ids: [], persistent: false };
    const raw = storage.getItem(agendaStorageKey);
    if (raw === null) return { ids: [], persistent: true };
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || (parsed as { version?: unknown }).version !== 1) {
      return { ids: [], persistent: true };
    }
    const sessions = (parsed as { sessions?: unknown }).sessions;
    const ids = Array.isArray(sessions)
      ? sessions.filter((id): id is string => typeof id === "string" && knownIds.has(id))
      : [];
    return { ids: [...new Set(ids)], persistent: true };
  } catch (error) {
    // A SecurityError means storage is blocked; a SyntaxError means corrupt data we can overwrite.
    return { ids: [], persistent: !(error instanceof DOMException) };
  }
}

/** Every session id stored, whether or not this page shows it; empty when nothing is readable. */
export function allStoredIds(storage: Storage | undefined): string[] {
  try {
    if (!storage) return [];
    const parsed: unknown = JSON.parse(storage.getItem(agendaStorageKey) ?? "null");
    const sessions = (parsed as { version?: unknown; sessions?: unknown } | null)?.sessions;
    if ((parsed as { version?: unknown } | null)?.version !== 1 || !Array.isArray(sessions)) {
      return [];
    }
    return sessions.filter((id): id is string => typeof id === "string");
  } catch {
    return [];
  }
}

/**
 * Stars or unstars one session and keeps every other stored star, including those of sessions
 * this page does not show (a day page or a session page knows only its own sessions). Returns
 * whether the session is now starred, and false for `persistent` when storage refused.
 */
export function toggleStoredSession(
  storage: Storage | undefined,
  id: string,
  starred: boolean,
): { persistent: boolean } {
  if (!storage) return { persistent: false };
  const others = allStoredIds(storage).filter((stored) => stored !== id);
  return { persistent: writeAgenda(storage, starred ? [...others, id] : others) };
}

/** Returns false when storage refused the write. */
export function writeAgenda(storage: Storage | undefined, ids: readonly string[]): boolean {
  try {
    if (!storage) return false;
    storage.setItem(agendaStorageKey, JSON.stringify({ version: 1, sessions: ids }));
    return true;
  } catch {
    return false;
  }
}

export function browserLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
