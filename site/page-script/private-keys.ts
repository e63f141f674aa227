// Every page keeps the private area's stored keys from outliving their tabs (docs/decisions/006):
// a page of an unlocked tab holds that tab's lock while it is open, and any page that finds the
// key database loads the purge (key-purge.ts), which deletes the records of closed tabs and those
// idle too long. A device that never unlocked, or has nothing kept, loads no more than this.
import {
  browserLocks,
  holdTabLock,
  keyDatabaseName,
  unlockedSessionId,
} from "#site/features/private-area/tab-session.ts";

/** What keepPrivateKeysTidy needs of the window; tests pass a fake. */
export interface PrivateKeysEnvironment {
  sessionStorage: Storage | undefined;
  indexedDB: IDBFactory | undefined;
  locks: LockManager | undefined;
  /** How the purge waits for tabs between two pages (key-purge.ts); tests pass one that does not. */
  settle?: () => Promise<void>;
}

/**
 * The window's storage; blocked storage (it throws on access) counts as none. Each is looked up
 * where it is used: a device that never unlocked reads sessionStorage only, as the page starts, and
 * IndexedDB once the page has painted. The first use of Web Locks (and of IndexedDB) costs a few
 * milliseconds on a phone, in the page script's first task.
 */
export function browserPrivateKeysEnvironment(window: Window): PrivateKeysEnvironment {
  const read = <T>(get: () => T): T | undefined => {
    try {
      return get() ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    get sessionStorage() {
      return read(() => window.sessionStorage);
    },
    get indexedDB() {
      return read(() => window.indexedDB);
    },
    get locks() {
      return browserLocks();
    },
  };
}

/**
 * Whether the device may keep a record: the key database is listed. Without
 * `indexedDB.databases()` (Firefox before 126) only the private pages purge.
 */
async function keepsRecords(databases: IDBFactory | undefined): Promise<boolean> {
  if (typeof databases?.databases !== "function") return false;
  try {
    return (await databases.databases()).some((database) => database.name === keyDatabaseName);
  } catch {
    return false;
  }
}

/** Holds the tab's lock at once; `whenIdle` runs the purge check (after the page has painted). */
export function keepPrivateKeysTidy(
  environment: PrivateKeysEnvironment,
  whenIdle: (task: () => void) => void,
): Promise<void> {
  const id = unlockedSessionId(environment.sessionStorage);
  const held = id ? holdTabLock(environment.locks, id) : Promise.resolve();
  return new Promise((resolve) => {
    whenIdle(() => {
      void (async () => {
        // This tab's own record is not a closed tab's.
        await held;
        if (await keepsRecords(environment.indexedDB)) {
          const { purgeKeys } = await import("#site/features/private-area/key-purge.ts");
          await purgeKeys({
            databases: environment.indexedDB,
            locks: environment.locks,
            now: () => Date.now(),
            settle: environment.settle,
          });
        }
      })()
        .catch(() => {})
        .finally(resolve);
    });
  });
}
