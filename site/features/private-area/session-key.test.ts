import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { allStoredValues, getKeyRecord, putKeyRecord } from "./key-store.ts";
import {
  authenticatedFlag,
  forgetKey,
  legacyKeyEntry,
  maximumIdleMs,
  readSession,
  recallKey,
  rememberKey,
  sessionIdEntry,
  wrappingKeyEntry,
  type SessionEnvironment,
} from "./session-key.ts";

/** A data key as the unlock derives it: extractable, so that it can be wrapped. */
/** Any ArrayBuffer, from whichever realm (fake-indexeddb's clones are Node's). */
const anArrayBuffer = expect.toSatisfy(
  (value) => Object.prototype.toString.call(value) === "[object ArrayBuffer]",
);

const newKey = () =>
  crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt", "decrypt"]);

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
    locks: undefined,
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

/** What a script finds in IndexedDB, taken as a key on its own: none of it is one. */
async function usableAlone(record: object): Promise<boolean> {
  if (Object.values(record).some((value) => value instanceof CryptoKey)) return true;
  const bytes = new Uint8Array((record as { wrappedKey: ArrayBuffer }).wrappedKey);
  return crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["decrypt"]).then(
    () => true,
    () => false,
  );
}

describe("the private area's session key", () => {
  it("keeps the flag, an id and a random wrapping key in sessionStorage, and only the wrapped key in IndexedDB", async () => {
    const key = await newKey();
    const { key: inUse, remembered } = await rememberKey(environment, key);
    expect(remembered).toBe(true);
    expect(Object.keys(sessionStorage).sort()).toEqual(
      [authenticatedFlag, sessionIdEntry, wrappingKeyEntry].sort(),
    );
    expect(sessionStorage.getItem(authenticatedFlag)).toBe("true");
    expect(sessionStorage.getItem(sessionIdEntry)).toBe("session-1");
    expect(atob(sessionStorage.getItem(wrappingKeyEntry)!)).toHaveLength(32);
    const [value, ...others] = await allStoredValues(databases);
    expect(others).toEqual([]);
    expect(value).toEqual({
      id: "session-1",
      wrappedKey: anArrayBuffer,
      lastUsed: clock,
    });
    // AES-KW: the 32-byte key and an 8-byte integrity check.
    expect((value as { wrappedKey: ArrayBuffer }).wrappedKey.byteLength).toBe(40);
    expect(await usableAlone(value as object)).toBe(false);
    // The page goes on with a copy that can decrypt, never be read.
    expect(inUse.extractable).toBe(false);
    await expect(crypto.subtle.exportKey("raw", inUse)).rejects.toThrow();
    expect(await roundTrips(key, inUse)).toEqual([7]);
  });

  it("draws a new wrapping key at each unlock", async () => {
    const key = await newKey();
    await rememberKey(environment, key);
    const first = sessionStorage.getItem(wrappingKeyEntry);
    await rememberKey(environment, key);
    expect(sessionStorage.getItem(wrappingKeyEntry)).not.toBe(first);
  });

  it("recalls the key on another page of the tab, not extractable, and marks it as used", async () => {
    const key = await newKey();
    await rememberKey(environment, key);
    clock += 60_000;
    const session = readSession(sessionStorage);
    expect(session?.id).toBe("session-1");
    const recalled = await recallKey(environment, session!);
    expect(recalled?.extractable).toBe(false);
    expect(await roundTrips(key, recalled!)).toEqual([7]);
    expect((await getKeyRecord(databases, "session-1"))?.lastUsed).toBe(clock);
  });

  it("finds the record useless without the tab's wrapping key (another tab, a later session), and deletes it", async () => {
    await rememberKey(environment, await newKey());
    const record = await getKeyRecord(databases, "session-1");
    sessionStorage.clear();
    // A new tab that guesses the id and makes up a wrapping key.
    const guessed = {
      id: "session-1",
      wrappingKey: crypto.getRandomValues(new Uint8Array(32)),
    };
    expect(await recallKey(environment, guessed)).toBeNull();
    expect(await allStoredValues(databases)).toEqual([]);
    expect(record?.wrappedKey.byteLength).toBe(40);
  });

  it("is not a session without all three entries, and clears what there is", () => {
    const wrapping = btoa(String.fromCharCode(...new Uint8Array(32)));
    const partial: Record<string, string>[] = [
      { [authenticatedFlag]: "true" },
      { [sessionIdEntry]: "session-1", [wrappingKeyEntry]: wrapping },
      { [authenticatedFlag]: "true", [sessionIdEntry]: "session-1" },
      // A wrapping key of the wrong length, or not base64.
      { [authenticatedFlag]: "true", [sessionIdEntry]: "s", [wrappingKeyEntry]: btoa("short") },
      { [authenticatedFlag]: "true", [sessionIdEntry]: "s", [wrappingKeyEntry]: "%%%" },
    ];
    for (const entries of partial) {
      for (const [name, value] of Object.entries(entries)) sessionStorage.setItem(name, value);
      expect(readSession(sessionStorage)).toBeNull();
      expect(sessionStorage.length).toBe(0);
    }
  });

  it("removes the raw key an earlier version kept in sessionStorage", () => {
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(legacyKeyEntry, btoa("k".repeat(32)));
    expect(readSession(sessionStorage)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("reads no session, and does not throw, where sessionStorage throws", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    } as unknown as Storage;
    expect(readSession(blocked)).toBeNull();
  });

  it("locks a session left idle too long, and deletes its record", async () => {
    await rememberKey(environment, await newKey());
    const session = readSession(sessionStorage)!;
    clock += maximumIdleMs + 1;
    expect(await recallKey(environment, session)).toBeNull();
    expect(await allStoredValues(databases)).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it("deletes a CryptoKey an earlier version kept in IndexedDB", async () => {
    const legacy = { id: "old-tab", key: await newKey(), lastUsed: clock };
    await putKeyRecord(databases, legacy as never);
    await rememberKey(environment, await newKey());
    expect(await allStoredValues(databases)).toEqual([
      expect.objectContaining({ id: "session-1" }),
    ]);
  });

  it("replaces the tab's earlier session when it unlocks again", async () => {
    await rememberKey(environment, await newKey());
    await rememberKey(environment, await newKey());
    expect(await allStoredValues(databases)).toEqual([
      expect.objectContaining({ id: "session-2" }),
    ]);
    expect(sessionStorage.getItem(sessionIdEntry)).toBe("session-2");
  });

  it("forgets the record, the entries and the database at logout", async () => {
    await rememberKey(environment, await newKey());
    const session = readSession(sessionStorage)!;
    await forgetKey(environment);
    expect(sessionStorage.length).toBe(0);
    expect(await databases.databases()).toEqual([]);
    expect(await recallKey(environment, session)).toBeNull();
  });

  it("serves the page only, keeping nothing, when sessionStorage refuses to write", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const key = await newKey();
    const { key: inUse, remembered } = await rememberKey(environment, key);
    expect(remembered).toBe(false);
    expect(await roundTrips(key, inUse)).toEqual([7]);
    expect(await databases.databases()).toEqual([]);
  });

  it("says so when there is no sessionStorage or no IndexedDB", async () => {
    const key = await newKey();
    expect((await rememberKey({ ...environment, storage: undefined }, key)).remembered).toBe(false);
    expect((await rememberKey({ ...environment, databases: undefined }, key)).remembered).toBe(
      false,
    );
    expect(sessionStorage.length).toBe(0);
  });

  it("says so for a key it cannot wrap, and the page still gets it", async () => {
    const fixed = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, [
      "decrypt",
    ]);
    expect(await rememberKey(environment, fixed)).toEqual({ key: fixed, remembered: false });
    expect(sessionStorage.length).toBe(0);
  });

  it("says so when IndexedDB fails to open, and recalls nothing from it", async () => {
    const broken = {
      open: () => {
        throw new DOMException("The user denied permission", "SecurityError");
      },
    } as unknown as IDBFactory;
    const blocked = { ...environment, databases: broken };
    expect((await rememberKey(blocked, await newKey())).remembered).toBe(false);
    expect(sessionStorage.length).toBe(0);
    const session = { id: "session-1", wrappingKey: new Uint8Array(32) };
    sessionStorage.setItem(authenticatedFlag, "true");
    sessionStorage.setItem(sessionIdEntry, "session-1");
    expect(await recallKey(blocked, session)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("counts an IndexedDB that never answers as refused, after a few seconds", async () => {
    vi.useFakeTimers();
    try {
      const open = vi.fn(() => ({}));
      const silent = { open } as unknown as IDBFactory;
      const remembered = rememberKey({ ...environment, databases: silent }, await newKey());
      // The key is wrapped (real work, not timers) before IndexedDB is asked anything.
      await vi.waitFor(() => expect(open).toHaveBeenCalled());
      await vi.advanceTimersByTimeAsync(10_000);
      expect((await remembered).remembered).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
