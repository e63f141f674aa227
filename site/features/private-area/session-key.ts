// What the private area keeps for a tab, and for no longer than the tab (docs/decisions/006).
// sessionStorage (one per tab, kept across reloads and the private pages) holds the spec's flag, a
// random session id and a random wrapping key; IndexedDB holds, under that id, the data key wrapped
// with AES-KW under the wrapping key (key-store.ts). The record alone is useless (a new tab, a
// later browser session find 40 wrapped bytes), and the wrapping key alone decrypts nothing. A scan
// of a Chromium profile's files can find both halves between closing the browser on an unlocked
// tab and its next start: Chromium keeps sessionStorage on disk for session restore (decision 006's
// limits). The page itself uses a non-extractable copy of the data key. Neither the
// password nor the data key ever goes to Web Storage, and nothing to localStorage.
import { fromBase64, toBase64 } from "./envelope.ts";
import { deleteKeyRecord, getKeyRecord, putKeyRecord } from "./key-store.ts";
import { purgeKeys, withStoreLock } from "./key-purge.ts";
import {
  authenticatedFlag,
  browserLocks,
  holdTabLock,
  maximumIdleMs,
  sessionIdEntry,
  unlockedSessionId,
  wrappingKeyEntry,
} from "./tab-session.ts";

export { authenticatedFlag, maximumIdleMs, sessionIdEntry, wrappingKeyEntry };
/** Where earlier versions kept the raw key: removed wherever it is still found. */
export const legacyKeyEntry = "privateAreaKey";

const wrappingKeyBytes = 32;

export interface SessionEnvironment {
  /** The tab's sessionStorage; undefined where the browser blocks it. */
  storage: Storage | undefined;
  /** IndexedDB; undefined where the browser blocks it. */
  databases: IDBFactory | undefined;
  /** Web Locks; undefined where the browser has none (then only the idle limit purges). */
  locks: LockManager | undefined;
  now: () => number;
  newId: () => string;
}

/** A tab's session as sessionStorage holds it. */
export interface TabSession {
  id: string;
  wrappingKey: Uint8Array<ArrayBuffer>;
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
    locks: browserLocks(),
    now: () => Date.now(),
    // A random UUID: not key material, and it reveals nothing about the key.
    newId: () => crypto.randomUUID(),
  };
}

function clearEntries(storage: Storage | undefined) {
  try {
    storage?.removeItem(authenticatedFlag);
    storage?.removeItem(sessionIdEntry);
    storage?.removeItem(wrappingKeyEntry);
    storage?.removeItem(legacyKeyEntry);
  } catch {
    // Nothing was stored where storage is blocked.
  }
}

function decodeWrappingKey(text: string | null): Uint8Array<ArrayBuffer> | null {
  if (!text) return null;
  try {
    const bytes = fromBase64(text);
    return bytes.length === wrappingKeyBytes ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * The tab's session, when the flag, the id and the wrapping key are all there; anything less is
 * not a session, and what there is of it is cleared. Synchronous, so a first visit shows the form
 * at once.
 */
export function readSession(storage: Storage | undefined): TabSession | null {
  try {
    const id = unlockedSessionId(storage);
    const wrappingKey = decodeWrappingKey(storage?.getItem(wrappingKeyEntry) ?? null);
    // A tab unlocked before the key moved out of Web Storage: its raw key goes, whatever else.
    storage?.removeItem(legacyKeyEntry);
    if (id && wrappingKey) return { id, wrappingKey };
  } catch {
    return null;
  }
  clearEntries(storage);
  return null;
}

function importWrappingKey(bytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", bytes, "AES-KW", false, ["wrapKey", "unwrapKey"]);
}

/** The data key, non-extractable: it can decrypt, never be read. Throws on a wrong wrapping key. */
function unwrapDataKey(wrappedKey: ArrayBuffer, wrappingKey: CryptoKey): Promise<CryptoKey> {
  return crypto.subtle.unwrapKey("raw", wrappedKey, wrappingKey, "AES-KW", "AES-GCM", false, [
    "decrypt",
  ]);
}

/**
 * The key kept for this tab's session, marked as used now; null (with the session cleared and its
 * record deleted) when there is none, it has been idle too long, it does not unwrap, or IndexedDB
 * cannot be read.
 */
export async function recallKey(
  environment: SessionEnvironment,
  session: TabSession,
): Promise<CryptoKey | null> {
  const { databases, locks } = environment;
  if (!databases) {
    clearEntries(environment.storage);
    return null;
  }
  let key: CryptoKey | null = null;
  try {
    // Held before anything is read, so that no purge takes this tab for a closed one.
    await holdTabLock(locks, session.id);
    key = await withStoreLock(locks, async () => {
      const record = await getKeyRecord(databases, session.id);
      const now = environment.now();
      if (!record || !(record.lastUsed >= now - maximumIdleMs)) return null;
      const unwrapped = await unwrapDataKey(
        record.wrappedKey,
        await importWrappingKey(session.wrappingKey),
      );
      await putKeyRecord(databases, { ...record, lastUsed: now });
      return unwrapped;
    });
  } catch {
    key = null;
  }
  if (key) {
    // Not awaited: a closed tab's record waits out navigationGraceMs before it goes.
    void purgeKeys(environment);
    return key;
  }
  // Not this tab's record after all (a forged session, a wrapping key from elsewhere): useless to
  // anyone, so it goes with the session entries.
  await deleteKeyRecord(databases, session.id).catch(() => {});
  await forgetKey(environment);
  return null;
}

export interface RememberedKey {
  /** The non-extractable copy the page uses from now on. */
  key: CryptoKey;
  /** False when the browser refuses sessionStorage or IndexedDB: the unlock lasts the page only. */
  remembered: boolean;
}

/**
 * Keeps the key, wrapped, for this tab's session. `dataKey` must be extractable (to be wrapped);
 * it is used for nothing else, and the page gets a non-extractable copy back. Where the browser
 * refuses storage, nothing half-kept stays.
 */
export async function rememberKey(
  environment: SessionEnvironment,
  dataKey: CryptoKey,
): Promise<RememberedKey> {
  const { databases, storage, locks } = environment;
  const wrappingBytes = crypto.getRandomValues(new Uint8Array(wrappingKeyBytes));
  let wrappedKey: ArrayBuffer;
  let key: CryptoKey;
  try {
    const wrappingKey = await importWrappingKey(wrappingBytes);
    wrappedKey = await crypto.subtle.wrapKey("raw", dataKey, wrappingKey, "AES-KW");
    key = await unwrapDataKey(wrappedKey, wrappingKey);
  } catch {
    // A key that cannot be wrapped (not extractable) serves this page only.
    return { key: dataKey, remembered: false };
  }
  // A session this tab had before (a stale one, say) is replaced, not left behind.
  await forgetKey(environment);
  if (!databases || !storage) return { key, remembered: false };
  const id = environment.newId();
  let stored = false;
  try {
    // The tab's half first: a record never exists that no tab could use.
    storage.setItem(wrappingKeyEntry, toBase64(wrappingBytes));
    storage.setItem(sessionIdEntry, id);
    await holdTabLock(locks, id);
    await withStoreLock(locks, async () => {
      await putKeyRecord(databases, { id, wrappedKey, lastUsed: environment.now() });
      stored = true;
    });
    storage.setItem(authenticatedFlag, "true");
  } catch {
    clearEntries(storage);
    if (stored) await deleteKeyRecord(databases, id).catch(() => {});
    return { key, remembered: false };
  }
  void purgeKeys(environment);
  return { key, remembered: true };
}

/**
 * Logout, or a key that no longer decrypts: deletes the tab's record and its session entries (and
 * the database, once it holds no record).
 */
export async function forgetKey(environment: SessionEnvironment): Promise<void> {
  const { databases, storage } = environment;
  let id: string | null = null;
  try {
    id = storage?.getItem(sessionIdEntry) ?? null;
  } catch {
    id = null;
  }
  clearEntries(storage);
  if (!databases) return;
  if (id) await deleteKeyRecord(databases, id).catch(() => {});
  await purgeKeys(environment);
}
