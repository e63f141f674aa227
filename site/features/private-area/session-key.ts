// What the private area keeps for a tab's session. sessionStorage (one per tab, kept across
// reloads and across the five private pages) holds the spec's flag and a random session id; the
// derived key itself is a non-extractable CryptoKey in IndexedDB, under that id (key-store.ts).
// Neither the password nor any key material ever goes to Web Storage, and nothing to
// localStorage. The flag alone unlocks nothing: the key has to decrypt the data.
import { deleteIdleKeyRecords, deleteKeyRecord, getKeyRecord, putKeyRecord } from "./key-store.ts";

export const authenticatedFlag = "isAuthenticated";
export const sessionIdEntry = "privateAreaSession";
/** Where earlier versions kept the raw key: removed wherever it is still found. */
export const legacyKeyEntry = "privateAreaKey";

/**
 * A session that opens no private page for this long is locked again and its key deleted, by
 * whichever tab opens a private page next. This is also how the keys of closed tabs go: a closed
 * tab takes its session id with it, and its record is left to expire.
 */
export const maximumIdleMs = 12 * 60 * 60 * 1000;

export interface SessionEnvironment {
  /** The tab's sessionStorage; undefined where the browser blocks it. */
  storage: Storage | undefined;
  /** IndexedDB; undefined where the browser blocks it. */
  databases: IDBFactory | undefined;
  now: () => number;
  newId: () => string;
}

/** Storage can be blocked (privacy settings, sandboxed frames): every access tolerates that. */
export function browserSessionEnvironment(): SessionEnvironment {
  let storage: Storage | undefined;
  let databases: IDBFactory | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  try {
    databases = window.indexedDB ?? undefined;
  } catch {
    databases = undefined;
  }
  return {
    storage,
    databases,
    now: () => Date.now(),
    // A random UUID: not key material, and it reveals nothing about the key.
    newId: () => crypto.randomUUID(),
  };
}

function clearEntries(storage: Storage | undefined) {
  try {
    storage?.removeItem(authenticatedFlag);
    storage?.removeItem(sessionIdEntry);
    storage?.removeItem(legacyKeyEntry);
  } catch {
    // Nothing was stored where storage is blocked.
  }
}

/**
 * The tab's session id, when the flag and the id are both there; anything less is not a session,
 * and what there is of it is cleared. Synchronous, so a first visit shows the form at once.
 */
export function readSessionId(storage: Storage | undefined): string | null {
  let flag: string | null = null;
  let id: string | null = null;
  try {
    flag = storage?.getItem(authenticatedFlag) ?? null;
    id = storage?.getItem(sessionIdEntry) ?? null;
    // A tab unlocked before the key moved to IndexedDB: its raw key goes, whatever else happens.
    storage?.removeItem(legacyKeyEntry);
  } catch {
    return null;
  }
  if (flag === "true" && id) return id;
  if (flag !== null || id !== null) clearEntries(storage);
  return null;
}

/** Deletes the keys of sessions idle for too long (closed tabs among them). Never throws. */
export async function forgetIdleKeys(environment: SessionEnvironment): Promise<void> {
  if (!environment.databases) return;
  try {
    await deleteIdleKeyRecords(environment.databases, environment.now() - maximumIdleMs);
  } catch {
    // Best effort: the next private page tries again.
  }
}

/**
 * The key kept for this tab's session, marked as used now; null (with the session cleared) when
 * there is none, it has been idle too long, or IndexedDB cannot be read.
 */
export async function recallKey(
  environment: SessionEnvironment,
  id: string,
): Promise<CryptoKey | null> {
  const { databases, storage } = environment;
  if (!databases) {
    clearEntries(storage);
    return null;
  }
  try {
    const record = await getKeyRecord(databases, id);
    const now = environment.now();
    if (
      !record ||
      !(record.key instanceof CryptoKey) ||
      !(record.lastUsed >= now - maximumIdleMs)
    ) {
      if (record) await deleteKeyRecord(databases, id);
      clearEntries(storage);
      return null;
    }
    await putKeyRecord(databases, { ...record, lastUsed: now });
    await forgetIdleKeys(environment);
    return record.key;
  } catch {
    clearEntries(storage);
    return null;
  }
}

/**
 * Keeps the key for this tab's session. Returns false when the browser refuses sessionStorage or
 * IndexedDB: the unlock then lasts only as long as the page (and nothing half-kept stays).
 */
export async function rememberKey(
  environment: SessionEnvironment,
  key: CryptoKey,
): Promise<boolean> {
  const { databases, storage } = environment;
  // A session this tab had before (a stale one, say) is replaced, not left behind.
  await forgetKey(environment);
  if (!databases || !storage) return false;
  const id = environment.newId();
  try {
    await putKeyRecord(databases, { id, key, lastUsed: environment.now() });
  } catch {
    return false;
  }
  try {
    storage.setItem(sessionIdEntry, id);
    storage.setItem(authenticatedFlag, "true");
  } catch {
    clearEntries(storage);
    await deleteKeyRecord(databases, id).catch(() => {});
    return false;
  }
  await forgetIdleKeys(environment);
  return true;
}

/** Logout, or a key that no longer decrypts: deletes the tab's key and its session entries. */
export async function forgetKey(environment: SessionEnvironment): Promise<void> {
  const { databases, storage } = environment;
  let id: string | null = null;
  try {
    id = storage?.getItem(sessionIdEntry) ?? null;
  } catch {
    id = null;
  }
  clearEntries(storage);
  if (id && databases) await deleteKeyRecord(databases, id).catch(() => {});
}
