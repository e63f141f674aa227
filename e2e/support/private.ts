import { expect, type Page } from "@playwright/test";
import { testFixturePassword } from "../../integrations/private-data/password.ts";

export { testFixturePassword };

/** Unlocks the private area on the current private page with the test build's password. */
export async function unlockPrivateArea(page: Page) {
  await page.getByLabel("Password", { exact: true }).fill(testFixturePassword);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 15_000 });
}

export interface KeysFound {
  /** The names of the origin's IndexedDB databases. */
  databases: string[];
  /** How many records they hold, in all their stores. */
  records: number;
  /** How many CryptoKey objects those records hold, anywhere in them. */
  cryptoKeys: number;
  /**
   * How many of those keys, and of the 16, 24 or 32-byte binary values taken as raw AES keys,
   * decrypt the analytics dataset of /data/private.json.
   */
  usable: number;
}

/**
 * What any script of the site could take from IndexedDB in this page: it reads every record of
 * every database and tries every key it finds on the private data, as an attacker's would.
 */
export const keysInIndexedDB = (page: Page): Promise<KeysFound> =>
  page.evaluate(async () => {
    const settle = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const found: KeysFound = { databases: [], records: 0, cryptoKeys: 0, usable: 0 };
    const candidates: CryptoKey[] = [];
    const collect = async (value: unknown): Promise<void> => {
      if (value instanceof CryptoKey) {
        found.cryptoKeys++;
        candidates.push(value);
      } else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
        // A copy: importKey takes no view of a shared buffer.
        const bytes =
          value instanceof ArrayBuffer
            ? new Uint8Array(value).slice()
            : new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice();
        if ([16, 24, 32].includes(bytes.byteLength))
          candidates.push(
            await crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["decrypt"]),
          );
      } else if (value && typeof value === "object") {
        for (const item of Object.values(value)) await collect(item);
      }
    };
    // Opens a database without creating it: one deleted after databases() listed it (the site
    // deletes its own once it holds no key) would otherwise come back empty, and stay.
    const openExisting = (name: string) =>
      new Promise<IDBDatabase | undefined>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onupgradeneeded = () => request.transaction!.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () =>
          request.error?.name === "AbortError" ? resolve(undefined) : reject(request.error);
      });
    for (const { name } of await indexedDB.databases()) {
      const database = name ? await openExisting(name) : undefined;
      if (!database) continue;
      found.databases.push(database.name);
      for (const storeName of database.objectStoreNames) {
        const store = database.transaction(storeName).objectStore(storeName);
        const records = await settle(store.getAll());
        found.records += records.length;
        for (const record of records) await collect(record);
      }
      database.close();
    }
    const envelope = await (await fetch("/data/private.json")).json();
    const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    for (const key of candidates) {
      const opened = await crypto.subtle
        .decrypt(
          {
            name: "AES-GCM",
            iv: bytes(envelope.datasets.analytics.iv),
            additionalData: new TextEncoder().encode("quillmere-private:v1:analytics"),
          },
          key,
          bytes(envelope.datasets.analytics.data),
        )
        .then(
          () => true,
          () => false,
        );
      if (opened) found.usable++;
    }
    return found;
  });

/** Waits until the page script has purged what the device keeps for closed or idle tabs. */
export async function privateKeysChecked(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-private-keys", "checked");
}
