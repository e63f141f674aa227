import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { allKeyRecords, putKeyRecord } from "./key-store.ts";
import {
  authenticatedFlag,
  forgetKey,
  legacyKeyEntry,
  maximumIdleMs,
  readSessionId,
  recallKey,
  rememberKey,
  sessionIdEntry,
  type SessionEnvironment,
} from "./session-key.ts";

const newKey = () =>
  crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);

let clock: number;
let environment: SessionEnvironment;
let databases: IDBFactory;

beforeEach(() => {
  sessionStorage.clear();
  clock = Date.UTC(2025, 9, 28, 9);
  databases = new IDBFactory();
  let count = 0;
  environment = {
    storage: sessionStorage,
    databases,
    now: () => clock,
    newId: () => `session-${++count}`,
  };
});

/** Encrypts and decrypts with the key: proof that a recalled key is the one remembered. */
async function roundTrips(encryptWith: CryptoKey, decryptWith: CryptoKey) {
  const iv = new Uint8Array(12);
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    encryptWith,
    Uint8Array.of(7),
  );
  const opened = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, decryptWith, sealed);
  return [...new Uint8Array(opened)];
}

describe("the private area's session key", () => {
  it("keeps only the flag and a random id in sessionStorage, and the key itself in IndexedDB, still not extractable", async () => {
    const key = await newKey();
    expect(await rememberKey(environment, key)).toBe(true);
    expect({ ...sessionStorage }).toEqual({
      [authenticatedFlag]: "true",
      [sessionIdEntry]: "session-1",
    });
    const [record, ...others] = await allKeyRecords(databases);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ id: "session-1", lastUsed: clock });
    expect(record!.key).toBeInstanceOf(CryptoKey);
    expect(record!.key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey("raw", record!.key)).rejects.toThrow();
    expect(await roundTrips(key, record!.key)).toEqual([7]);
  });

  it("recalls the key on another page of the session, and marks it as used", async () => {
    const key = await newKey();
    await rememberKey(environment, key);
    clock += 60_000;
    const id = readSessionId(sessionStorage);
    expect(id).toBe("session-1");
    const recalled = await recallKey(environment, id!);
    expect(await roundTrips(key, recalled!)).toEqual([7]);
    expect((await allKeyRecords(databases))[0]!.lastUsed).toBe(clock);
  });

  it("is not a session with the flag alone, or the id alone, and clears what there is", () => {
    sessionStorage.setItem(authenticatedFlag, "true");
    expect(readSessionId(sessionStorage)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem(sessionIdEntry, "session-1");
    expect(readSessionId(sessionStorage)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("removes the raw key an earlier version kept in sessionStorage", () => {
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(legacyKeyEntry, btoa("k".repeat(32)));
    expect(readSessionId(sessionStorage)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("recalls nothing for an id without a key (a forged session), and clears the entries", async () => {
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(sessionIdEntry, "made-up");
    expect(await recallKey(environment, "made-up")).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("locks a session left idle too long, and deletes its key", async () => {
    await rememberKey(environment, await newKey());
    clock += maximumIdleMs + 1;
    expect(await recallKey(environment, "session-1")).toBeNull();
    expect(await allKeyRecords(databases)).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it("deletes the keys of other sessions left idle (closed tabs), and keeps those in use", async () => {
    const key = await newKey();
    await putKeyRecord(databases, { id: "closed-tab", key, lastUsed: clock - maximumIdleMs - 1 });
    await putKeyRecord(databases, { id: "open-tab", key, lastUsed: clock - 1_000 });
    await rememberKey(environment, key);
    expect((await allKeyRecords(databases)).map((record) => record.id).sort()).toEqual([
      "open-tab",
      "session-1",
    ]);
  });

  it("replaces the tab's earlier session when it unlocks again", async () => {
    await rememberKey(environment, await newKey());
    await rememberKey(environment, await newKey());
    expect((await allKeyRecords(databases)).map((record) => record.id)).toEqual(["session-2"]);
    expect(sessionStorage.getItem(sessionIdEntry)).toBe("session-2");
  });

  it("forgets the key and the entries at logout", async () => {
    await rememberKey(environment, await newKey());
    await forgetKey(environment);
    expect(await allKeyRecords(databases)).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(await recallKey(environment, "session-1")).toBeNull();
  });

  it("says so, and leaves no key behind, when sessionStorage refuses to write", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(await rememberKey(environment, await newKey())).toBe(false);
    expect(await allKeyRecords(databases)).toEqual([]);
  });

  it("says so when there is no sessionStorage or no IndexedDB", async () => {
    const key = await newKey();
    expect(await rememberKey({ ...environment, storage: undefined }, key)).toBe(false);
    expect(await rememberKey({ ...environment, databases: undefined }, key)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it("says so when IndexedDB fails to open, and recalls nothing from it", async () => {
    const broken = {
      open: () => {
        throw new DOMException("The user denied permission", "SecurityError");
      },
    } as unknown as IDBFactory;
    const blocked = { ...environment, databases: broken };
    expect(await rememberKey(blocked, await newKey())).toBe(false);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(sessionIdEntry, "session-1");
    expect(await recallKey(blocked, "session-1")).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("counts an IndexedDB that never answers as refused, after a few seconds", async () => {
    vi.useFakeTimers();
    try {
      const silent = { open: () => ({}) } as unknown as IDBFactory;
      const remembered = rememberKey({ ...environment, databases: silent }, await newKey());
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await remembered).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
