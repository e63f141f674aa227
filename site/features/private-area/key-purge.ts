// Deletes what the device keeps for tabs that are no longer unlocked. Run by every page of the site
// that finds the key database (the page script, site/page-script/private-keys.ts) and by every
// private page. No crypto here: public pages load this only when there is something to purge.
import { deleteKeyDatabase, pruneKeyRecords, type KeyRecord } from "./key-store.ts";
import { keyDatabaseName, maximumIdleMs, tabLockPrefix } from "./tab-session.ts";

export interface PurgeEnvironment {
  databases: IDBFactory | undefined;
  locks: LockManager | undefined;
  now: () => number;
  /**
   * Waits long enough for a tab that is moving to its next page to hold its lock again (default
   * `navigationGraceMs`); tests pass one that returns at once.
   */
  settle?: () => Promise<void>;
}

/**
 * A tab lets go of its lock between one page and the next (the old page unloads, the new one's
 * page script takes it again): under a busy CPU that takes a second or more. A record no lock holds
 * is deleted only if it is still unheld this long after it was first seen so.
 */
export const navigationGraceMs = 5_000;

const waitForNavigations = () =>
  new Promise<void>((resolve) => setTimeout(resolve, navigationGraceMs));

/**
 * Taken by every change to which records exist (purging, keeping a new one), so that a purge that
 * found the store empty cannot delete the database under a tab that is just keeping its key.
 */
const storeLockName = "quillmere-private-area:store";

export function withStoreLock<T>(locks: LockManager | undefined, work: () => Promise<T>) {
  return locks ? locks.request(storeLockName, work) : work();
}

/** The sessions some open page still holds the lock of; undefined where that cannot be known. */
async function openSessions(locks: LockManager | undefined): Promise<Set<string> | undefined> {
  if (!locks) return undefined;
  try {
    const { held = [] } = await locks.query();
    const names = held.map((lock) => lock.name ?? "").filter((n) => n.startsWith(tabLockPrefix));
    return new Set(names.map((name) => name.slice(tabLockPrefix.length)));
  } catch {
    return undefined;
  }
}

/**
 * Deletes the records idle for longer than `maximumIdleMs`, those of tabs that are closed (no page
 * holds their lock, still `navigationGraceMs` later), and anything an earlier version kept; then
 * the database itself if nothing is left. Never throws.
 */
export async function purgeKeys(environment: PurgeEnvironment): Promise<void> {
  const { databases, locks } = environment;
  if (!databases) return;
  try {
    // Opening the database would create it: where the browser can list them, look first.
    if (typeof databases.databases === "function") {
      const names = (await databases.databases()).map((database) => database.name);
      if (!names.includes(keyDatabaseName)) return;
    }
    const idle = (record: KeyRecord) => !(record.lastUsed >= environment.now() - maximumIdleMs);
    // First the idle records, and the sessions no tab holds now.
    const unheld = new Set<string>();
    await withStoreLock(locks, async () => {
      const open = await openSessions(locks);
      const left = await pruneKeyRecords(databases, (record) => {
        if (idle(record)) return true;
        if (open !== undefined && !open.has(record.id)) unheld.add(record.id);
        return false;
      });
      if (left === 0) await deleteKeyDatabase(databases);
    });
    if (unheld.size === 0) return;
    // Then those still unheld once a tab between two pages has had time to take its lock again.
    await (environment.settle ?? waitForNavigations)();
    await withStoreLock(locks, async () => {
      const open = await openSessions(locks);
      const closed = (record: KeyRecord) =>
        unheld.has(record.id) && open !== undefined && !open.has(record.id);
      const left = await pruneKeyRecords(databases, (record) => idle(record) || closed(record));
      if (left === 0) await deleteKeyDatabase(databases);
    });
  } catch {
    // Best effort: the next page tries again, and a record is useless without its tab anyway.
  }
}
