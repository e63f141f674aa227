import { IDBFactory } from "fake-indexeddb";
import { locks as nodeLocks } from "node:worker_threads";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { putKeyRecord } from "#site/features/private-area/key-store.ts";
import {
  authenticatedFlag,
  maximumIdleMs,
  sessionIdEntry,
  tabLockPrefix,
} from "#site/features/private-area/tab-session.ts";
import { browserPrivateKeysEnvironment, keepPrivateKeysTidy } from "./private-keys.ts";

// Node's Web Locks, the browser's API: what a page holds here, an open tab would.
const locks = nodeLocks as unknown as LockManager;
// A closed tab's record goes at once here (the purge's wait for tabs between pages is its own test).
const settle = async () => {};

let databases: IDBFactory;
beforeEach(() => {
  sessionStorage.clear();
  databases = new IDBFactory();
});

const now = () => Date.now();
const record = (id: string, lastUsed = now()) => ({
  id,
  wrappedKey: new ArrayBuffer(40),
  lastUsed,
});
const runAtOnce = (task: () => void) => task();

async function heldTabLocks() {
  const { held = [] } = await locks.query();
  return held.map((lock) => lock.name).filter((name) => name?.startsWith(tabLockPrefix));
}

describe("keepPrivateKeysTidy", () => {
  it("holds the lock of an unlocked tab, so that other pages keep its record", async () => {
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(sessionIdEntry, "this-tab");
    await putKeyRecord(databases, record("this-tab"));
    await keepPrivateKeysTidy({ sessionStorage, indexedDB: databases, locks, settle }, runAtOnce);
    expect(await heldTabLocks()).toContain(`${tabLockPrefix}this-tab`);
    expect((await databases.databases()).map((database) => database.name)).toEqual([
      "quillmere-private-area",
    ]);
  });

  it("deletes the records of closed and idle tabs from any page, and then the database", async () => {
    await putKeyRecord(databases, record("closed-tab"));
    await putKeyRecord(databases, record("idle-tab", now() - maximumIdleMs - 1));
    await keepPrivateKeysTidy({ sessionStorage, indexedDB: databases, locks, settle }, runAtOnce);
    expect(await databases.databases()).toEqual([]);
  });

  it("opens nothing, and loads no purge, where the device keeps no record", async () => {
    const open = vi.spyOn(databases, "open");
    await keepPrivateKeysTidy({ sessionStorage, indexedDB: databases, locks, settle }, runAtOnce);
    expect(open).not.toHaveBeenCalled();
    expect(await databases.databases()).toEqual([]);
  });

  it("waits for the idle moment it is given before it purges", async () => {
    await putKeyRecord(databases, record("closed-tab"));
    let later = () => {};
    const done = keepPrivateKeysTidy(
      { sessionStorage, indexedDB: databases, locks, settle },
      (task) => {
        later = task;
      },
    );
    expect(await databases.databases()).toHaveLength(1);
    later();
    await done;
    expect(await databases.databases()).toEqual([]);
  });

  it("on a device that never unlocked, reads sessionStorage as the page starts and IndexedDB only once it is idle", async () => {
    const used: string[] = [];
    const watchedWindow = {} as Window;
    Object.defineProperty(watchedWindow, "sessionStorage", {
      get: () => (used.push("sessionStorage"), sessionStorage),
    });
    Object.defineProperty(watchedWindow, "indexedDB", {
      get: () => (used.push("indexedDB"), databases),
    });
    let idleTask!: () => void;
    const tidy = keepPrivateKeysTidy(
      browserPrivateKeysEnvironment(watchedWindow),
      (task) => (idleTask = task),
    );
    expect(used).toEqual(["sessionStorage"]);
    idleTask();
    await tidy;
    expect(used).toEqual(["sessionStorage", "indexedDB"]);
  });

  it("does nothing, and does not throw, where storage and locks are blocked", async () => {
    const throwing = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const blockedWindow = {} as Window;
    Object.defineProperty(blockedWindow, "sessionStorage", { get: throwing });
    Object.defineProperty(blockedWindow, "indexedDB", { get: throwing });
    const environment = browserPrivateKeysEnvironment(blockedWindow);
    expect(environment).toMatchObject({ sessionStorage: undefined, indexedDB: undefined });
    await expect(keepPrivateKeysTidy(environment, runAtOnce)).resolves.toBeUndefined();
    const refusing = { databases: () => Promise.reject(new Error("denied")) } as IDBFactory;
    await expect(
      keepPrivateKeysTidy({ sessionStorage, indexedDB: refusing, locks: undefined }, runAtOnce),
    ).resolves.toBeUndefined();
  });
});
