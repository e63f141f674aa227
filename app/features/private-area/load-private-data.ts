import type { PrivateDatasets } from "#content/schema/private.ts";
import {
  decryptAll,
  deriveEnvelopeKey,
  exportKey,
  importKey,
  type PrivateEnvelope,
} from "./envelope.ts";

/** Where the build writes the encrypted envelope. */
export const envelopePath = "/data/private.json";

async function fetchEnvelope(): Promise<PrivateEnvelope> {
  const response = await fetch(envelopePath, { cache: "no-cache" });
  if (!response.ok)
    throw new Error(`The private data could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as PrivateEnvelope;
}

export interface Unlocked {
  data: PrivateDatasets;
  /** The derived key, exported for session storage. */
  key: string;
  cryptoKey: CryptoKey;
}

/** Derives the key from the password and decrypts; rejects on a wrong password or tampered data. */
export async function unlockWithPassword(password: string): Promise<Unlocked> {
  const envelope = await fetchEnvelope();
  const key = await deriveEnvelopeKey(password, envelope);
  const data = await decryptAll(envelope, key);
  return { data, key: await exportKey(key), cryptoKey: key };
}

/** Decrypts with a key kept from earlier in this tab; rejects if it no longer fits the data. */
export async function unlockWithStoredKey(
  storedKey: string,
): Promise<{ data: PrivateDatasets; cryptoKey: CryptoKey }> {
  const [envelope, key] = await Promise.all([fetchEnvelope(), importKey(storedKey)]);
  return { data: await decryptAll(envelope, key), cryptoKey: key };
}
