// What the private area keeps for the tab: the spec's flag and the derived key, never the password.
// The flag alone unlocks nothing; the key has to decrypt the data.

export const authenticatedFlag = "isAuthenticated";
export const keyEntry = "privateAreaKey";

export interface StoredSession {
  flag: string | null;
  key: string | null;
}

/** Storage can be blocked (privacy settings, sandboxed frames): every call tolerates that. */
export function readSession(storage: Storage | undefined): StoredSession {
  try {
    return {
      flag: storage?.getItem(authenticatedFlag) ?? null,
      key: storage?.getItem(keyEntry) ?? null,
    };
  } catch {
    return { flag: null, key: null };
  }
}

/** Returns false when storage refused: the unlock then lasts only until the page is reloaded. */
export function writeSession(storage: Storage | undefined, key: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(authenticatedFlag, "true");
    storage.setItem(keyEntry, key);
    return true;
  } catch {
    return false;
  }
}

export function clearSession(storage: Storage | undefined) {
  try {
    storage?.removeItem(authenticatedFlag);
    storage?.removeItem(keyEntry);
  } catch {
    // Nothing was stored where storage is blocked.
  }
}

export function browserSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
