import { IDBFactory } from "fake-indexeddb";
import { locks as nodeLocks } from "node:worker_threads";
import { beforeEach, describe, expect, it } from "vitest";
import { allStoredValues, putKeyRecord } from "./key-store.ts";
import { purgeKeys, type PurgeEnvironment } from "./key-purge.ts";
import { holdTabLock, maximumIdleMs, tabLockPrefix } from "./tab-session.ts";

// Node's Web Locks, the same API as the browser's: a lock held here stands for an open tab.
const locks = nodeLocks as unknown as LockManager;

let clock: number;
let databases: IDBFactory;
let environment: PurgeEnvironment;

beforeEach(() => {
  clock = Date.UTC(2025, 9, 28, 9);
  databases = new IDBFactory();
  environment = { databases, locks, now: () => clock, settle: async () => {} };
});

const record = (id: string, lastUsed = clock) => ({
  id,
  wrappedKey: new ArrayBuffer(40),
  lastUsed,
});

/** Holds a tab's lock until the returned function is called (the tab is closed). */
async function openTab(id: string): Promise<() => void> {
  let close = () => {};
  const closed = new Promise<void>((resolve) => (close = resolve));
  await new Promise<void>((granted) => {
    void locks.request(`${tabLockPrefix}${id}`, { mode: "shared" }, () => {
      granted();
      return closed;
    });
  });
  return close;
}

const storedIds = async () =>
  (await allStoredValues(databases)).map((value) => (value as { id: string }).id).sort();

describe("purgeKeys", () => {
  it("keeps the record of a tab that takes its lock again while moving to its next page", async () => {
    await putKeyRecord(databases, record("moving-tab"));
    let closeTab = () => {};
    // The tab is between two pages when the purge looks, and holds its lock again before it ends.
    await purgeKeys({
      ...environment,
      settle: async () => {
        closeTab = await openTab("moving-tab");
      },
    });
    closeTab();
    expect(await storedIds()).toEqual(["moving-tab"]);
  });

  it("deletes the records of closed tabs and keeps those of open ones", async () => {
    const closeOpenTab = await openTab("open-tab");
    try {
      await putKeyRecord(databases, record("open-tab"));
      await putKeyRecord(databases, record("closed-tab"));
      await purgeKeys(environment);
      expect(await storedIds()).toEqual(["open-tab"]);
    } finally {
      closeOpenTab();
    }
    await purgeKeys(environment);
    expect(await databases.databases()).toEqual([]);
  });

  it("deletes a record idle for longer than the limit even while its tab is open", async () => {
    const closeTab = await openTab("idle-tab");
    const closeOther = await openTab("busy-tab");
    try {
      await putKeyRecord(databases, record("idle-tab", clock - maximumIdleMs - 1));
      await putKeyRecord(databases, record("busy-tab", clock - maximumIdleMs + 1));
      await purgeKeys(environment);
      expect(await storedIds()).toEqual(["busy-tab"]);
    } finally {
      closeTab();
      closeOther();
    }
  });

  it("keeps a tab's record while the tab holds its lock through holdTabLock", async () => {
    await holdTabLock(locks, "held-for-the-page");
    await putKeyRecord(databases, record("held-for-the-page"));
    await purgeKeys(environment);
    expect(await storedIds()).toEqual(["held-for-the-page"]);
  });

  it("deletes whatever is not a record of this version (an earlier version's CryptoKey)", async () => {
    const closeTab = await openTab("old-tab");
    try {
      const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, [
        "decrypt",
      ]);
      await putKeyRecord(databases, { id: "old-tab", key, lastUsed: clock } as never);
      await purgeKeys(environment);
      expect(await databases.databases()).toEqual([]);
    } finally {
      closeTab();
    }
  });

  it("without Web Locks, deletes only idle records (it cannot tell a closed tab from an open one)", async () => {
    await putKeyRecord(databases, record("some-tab"));
    await putKeyRecord(databases, record("idle-tab", clock - maximumIdleMs - 1));
    await purgeKeys({ ...environment, locks: undefined });
    expect(await storedIds()).toEqual(["some-tab"]);
  });

  it("creates no database where there is none", async () => {
    await purgeKeys(environment);
    expect(await databases.databases()).toEqual([]);
  });

  it("never throws, whatever IndexedDB does", async () => {
    const broken = {
      databases: () => Promise.reject(new DOMException("denied", "SecurityError")),
    } as unknown as IDBFactory;
    await expect(purgeKeys({ ...environment, databases: broken })).resolves.toBeUndefined();
    await expect(purgeKeys({ ...environment, databases: undefined })).resolves.toBeUndefined();
  });
});
