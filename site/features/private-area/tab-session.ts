// The little of the private area that every page needs, with no crypto and no IndexedDB code in
// it: the page script (site/page-script/private-keys.ts) reads whether its tab is unlocked, keeps
// that tab's lock while the page is open, and loads key-purge.ts only when the device keeps
// something to purge. What is kept, and for how long: docs/decisions/006.

/** The spec's flag: "true" while the tab is unlocked (the flag alone unlocks nothing). */
export const authenticatedFlag = "isAuthenticated";
/** The tab's random session id: the name of its record in IndexedDB and of its lock. */
export const sessionIdEntry = "privateAreaSession";
/**
 * The raw bytes (base64) of the key that wraps the tab's data key in IndexedDB. Random per unlock
 * and kept only in this tab's sessionStorage: without it the record in IndexedDB is 40 useless
 * bytes, so nothing usable outlives the tab.
 */
export const wrappingKeyEntry = "privateAreaWrappingKey";

export const keyDatabaseName = "quillmere-private-area";

/**
 * A record no private page has used for this long is deleted, by the next page of the site that
 * any tab opens (public pages too), and its tab is locked again.
 */
export const maximumIdleMs = 30 * 60 * 1000;

/**
 * Held (shared: a duplicated tab copies the session) by every page of an unlocked tab while it is
 * open. A record whose lock nobody holds belongs to no open tab, and is deleted.
 */
export const tabLockPrefix = "quillmere-private-area:tab:";

/**
 * The tab's session id when the tab says it is unlocked. Synchronous and never throws: storage can
 * be blocked, and then there is no session.
 */
export function unlockedSessionId(storage: Storage | undefined): string | null {
  try {
    if (storage?.getItem(authenticatedFlag) !== "true") return null;
    return storage.getItem(sessionIdEntry) || null;
  } catch {
    return null;
  }
}

/**
 * Holds the tab's lock until the page goes away (a reload or another page of the tab takes it again
 * as it loads). Resolves once the lock is held, or at once where the browser has no Web Locks
 * (then only the idle limit deletes the records of closed tabs).
 */
export function holdTabLock(locks: LockManager | undefined, id: string): Promise<void> {
  if (!locks) return Promise.resolve();
  return new Promise((resolve) => {
    locks
      .request(`${tabLockPrefix}${id}`, { mode: "shared" }, () => {
        resolve();
        return new Promise<never>(() => {});
      })
      .catch(() => resolve());
  });
}

/** The browser's Web Locks, where it has them. */
export function browserLocks(): LockManager | undefined {
  try {
    return navigator.locks ?? undefined;
  } catch {
    return undefined;
  }
}
