// Deletes what the device keeps for tabs that are no longer unlocked. Run by every page of the site
// that finds the key database (the page script, site/page-script/private-keys.ts) and by every
// private page. No crypto here: public pages load this only when there is something to purge.
import { deleteKeyDatabase, pruneKeyRecords, type KeyRecord } from "./key-store.ts";
import { keyDatabaseName, maximumIdleMs, tabLockPrefix } from "./tab-session.ts";

export interface PurgeEnvironment {
  databases: IDBFactory | undefined;
  locks: LockManager | undefined;
  now: () => number;
}

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
 * holds their lock), and anything an earlier version kept; then the database itself if nothing is
 * left. A reload leaves its tab's lock free for a moment; a purge from another tab just then locks
 * this tab (the password is asked again): rare, and on the safe side. Never throws.
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
    await withStoreLock(locks, async () => {
      const open = await openSessions(locks);
      const idleBefore = environment.now() - maximumIdleMs;
      const goes = (record: KeyRecord) =>
        !(record.lastUsed >= idleBefore) || (open !== undefined && !open.has(record.id));
      const left = await pruneKeyRecords(databases, goes);
      if (left === 0) await deleteKeyDatabase(databases);
    });
  } catch {
    // Best effort: the next page tries again, and a record is useless without its tab anyway.
  }
}
