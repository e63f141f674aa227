// The unlocked key of each tab's session, in IndexedDB. IndexedDB keeps a CryptoKey object as it
// is (a structured clone), so a key derived with `extractable: false` is kept without ever being
// exported: no script, ours or an injected one, can read its bytes and take it elsewhere.

export const keyDatabaseName = "quillmere-private-area";
export const keyStoreName = "session-keys";
const databaseVersion = 1;

/**
 * IndexedDB can stall (an upgrade blocked by another tab, a broken profile): an operation that
 * has not finished by then counts as refused, and the area works as if storage were blocked.
 */
const operationTimeoutMs = 3_000;

export interface KeyRecord {
  /** The session's random id, the one thing sessionStorage holds besides the spec's flag. */
  id: string;
  key: CryptoKey;
  /** When a private page of this session last used the key (ms since the epoch). */
  lastUsed: number;
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

export function getKeyRecord(databases: IDBFactory, id: string): Promise<KeyRecord | undefined> {
  return transact(
    databases,
    "readonly",
    (store) => settle(store.get(id)) as Promise<KeyRecord | undefined>,
  );
}

export function deleteKeyRecord(databases: IDBFactory, id: string): Promise<void> {
  return transact(databases, "readwrite", async (store) => {
    await settle(store.delete(id));
  });
}

/** Deletes every record last used before `before`: sessions whose tab was closed or left idle. */
export function deleteIdleKeyRecords(databases: IDBFactory, before: number): Promise<number> {
  return transact(databases, "readwrite", async (store) => {
    const records = (await settle(store.getAll())) as KeyRecord[];
    const idle = records.filter((record) => !(record.lastUsed >= before));
    await Promise.all(idle.map((record) => settle(store.delete(record.id))));
    return idle.length;
  });
}

/** Every record, for tests and for checking what a browser keeps. */
export function allKeyRecords(databases: IDBFactory): Promise<KeyRecord[]> {
  return transact(databases, "readonly", (store) => settle(store.getAll()) as Promise<KeyRecord[]>);
}
