// The private area's decrypted data and key, provided by its gate (features/private-area) and
// used by the private rooms: shared, so that no feature imports another.
import { createContext, useContext } from "react";
import type { PrivateDatasets } from "#content/schema/private.ts";

export const PrivateDataContext = createContext<PrivateDatasets | null>(null);

/** The decrypted private datasets; only inside the unlocked gate. */
export function usePrivateData(): PrivateDatasets {
  const data = useContext(PrivateDataContext);
  if (!data) throw new Error("usePrivateData is used outside an unlocked PrivateGate");
  return data;
}

/**
 * The unlocked session's AES-GCM key, for the private files (graphics, zips) that are encrypted
 * with the datasets' key; only inside the unlocked gate.
 */
export const PrivateKeyContext = createContext<CryptoKey | null>(null);

export function usePrivateKey(): CryptoKey {
  const key = useContext(PrivateKeyContext);
  if (!key) throw new Error("usePrivateKey is used outside an unlocked PrivateGate");
  return key;
}
