// The wrapped data key of each unlocked tab, in IndexedDB (session-key.ts wraps and unwraps it).
// No CryptoKey is kept here: Chromium writes even a non-extractable key's raw bytes into the
// profile's IndexedDB files, and any script of the site, in any tab or a later browser session,
// could use one. A record is only the data key wrapped under a key that lives in its tab's
// sessionStorage.
import { keyDatabaseName } from "./tab-session.ts";

export { keyDatabaseName };
export const keyStoreName = "session-keys";
const databaseVersion = 1;

/**
 * IndexedDB can stall (an upgrade blocked by another tab, a broken profile): an operation that
 * has not finished by then counts as refused, and the area works as if storage were blocked.
 */
const operationTimeoutMs = 3_000;

export interface KeyRecord {
  /** The session's random id (sessionStorage holds it too). */
  id: string;
  /** The data key, AES-KW-wrapped under the tab's wrapping key (40 bytes). */
  wrappedKey: ArrayBuffer;
  /** When a private page of this session last used the key (ms since the epoch). */
  lastUsed: number;
}

/**
 * Whether a stored value is a record of this version: anything else (a CryptoKey kept by an
 * earlier version, say) is deleted on sight.
 */
export function isKeyRecord(value: unknown): value is KeyRecord {
  const record = value as Partial<KeyRecord> | undefined;
  return (
    typeof record?.id === "string" &&
    // Not `instanceof`: a value read back can come from another realm (a test's IndexedDB).
    Object.prototype.toString.call(record.wrappedKey) === "[object ArrayBuffer]" &&
    typeof record.lastUsed === "number"
  );
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("IndexedDB did not answer")), operationTimeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function openDatabase(databases: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = databases.open(keyDatabaseName, databaseVersion);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(keyStoreName, { keyPath: "id" });
    };
    request.onsuccess = () => {
      const database = request.result;
      // A later version opened in another tab must not wait for this one.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be opened"));
    request.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
  });
}

/**
 * Runs one transaction on the key store and closes the database again (each page does a handful
 * of these, and an open connection would hold up a later schema upgrade).
 */
async function transact<T>(
  databases: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  return withTimeout(
    (async () => {
      const database = await openDatabase(databases);
      try {
        const transaction = database.transaction(keyStoreName, mode);
        const done = new Promise<void>((resolve, reject) => {
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error ?? new Error("Transaction failed"));
          transaction.onabort = () => reject(transaction.error ?? new Error("Transaction aborted"));
        });
        const result = await work(transaction.objectStore(keyStoreName));
        await done;
        return result;
      } finally {
        database.close();
      }
    })(),
  );
}

export function putKeyRecord(databases: IDBFactory, record: KeyRecord): Promise<void> {
  return transact(databases, "readwrite", async (store) => {
    await settle(store.put(record));
  });
}

export async function getKeyRecord(
  databases: IDBFactory,
  id: string,
): Promise<KeyRecord | undefined> {
  const value = await transact(databases, "readonly", (store) => settle(store.get(id)));
  return isKeyRecord(value) ? value : undefined;
}

export function deleteKeyRecord(databases: IDBFactory, id: string): Promise<void> {
  return transact(databases, "readwrite", async (store) => {
    await settle(store.delete(id));
  });
}

/**
 * Deletes, in one transaction, every stored value that is not a record of this version and every
 * record `shouldGo` picks; returns how many records stay.
 */
export function pruneKeyRecords(
  databases: IDBFactory,
  shouldGo: (record: KeyRecord) => boolean,
): Promise<number> {
  return transact(databases, "readwrite", async (store) => {
    const [keys, values] = await Promise.all([settle(store.getAllKeys()), settle(store.getAll())]);
    const going = keys.filter((_, index) => {
      const value = values[index];
      return !isKeyRecord(value) || shouldGo(value);
    });
    await Promise.all(going.map((key) => settle(store.delete(key))));
    return keys.length - going.length;
  });
}

/**
 * Deletes the whole database, once it holds no record: the page script then finds nothing to purge
 * without opening it (site/page-script/private-keys.ts).
 */
export function deleteKeyDatabase(databases: IDBFactory): Promise<void> {
  return withTimeout(
    new Promise((resolve, reject) => {
      const request = databases.deleteDatabase(keyDatabaseName);
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be deleted"));
    }),
  );
}

/** Every stored value, for tests and for checking what a browser keeps. */
export function allStoredValues(databases: IDBFactory): Promise<unknown[]> {
  return transact(databases, "readonly", (store) => settle(store.getAll()));
}
