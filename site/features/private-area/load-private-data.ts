import type { PrivateDatasets } from "#content/schema/private.ts";
import { decryptAll, deriveEnvelopeKey, type PrivateEnvelope } from "./envelope.ts";

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
  /**
   * The derived key, extractable so that rememberKey() can wrap it for the tab; the page keeps
   * only the non-extractable copy rememberKey() gives back.
   */
  cryptoKey: CryptoKey;
}

/** Derives the key from the password and decrypts; rejects on a wrong password or tampered data. */
export async function unlockWithPassword(password: string): Promise<Unlocked> {
  const envelope = await fetchEnvelope();
  const cryptoKey = await deriveEnvelopeKey(password, envelope, true);
  return { data: await decryptAll(envelope, cryptoKey), cryptoKey };
}

/** Decrypts with the key kept for this tab's session; rejects if it no longer fits the data. */
export async function unlockWithKey(cryptoKey: CryptoKey): Promise<PrivateDatasets> {
  return decryptAll(await fetchEnvelope(), cryptoKey);
}
