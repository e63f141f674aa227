// Build-only: encrypts the private datasets under a key derived from the shared password.
import {
  additionalData,
  deriveKey,
  envelopeVersion,
  minimumIterations,
  toBase64,
  type PrivateEnvelope,
} from "../../app/features/private-area/envelope.ts";
import type { PrivateDatasetName, PrivateDatasets } from "../../content/schema/private.ts";

export interface EncryptOptions {
  iterations?: number;
}

/** A fresh random salt per call and a fresh random IV per dataset. */
export async function encryptDatasets(
  password: string,
  datasets: PrivateDatasets,
  { iterations = minimumIterations }: EncryptOptions = {},
): Promise<PrivateEnvelope> {
  if (iterations < minimumIterations)
    throw new Error(`PBKDF2 needs at least ${minimumIterations} iterations`);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await deriveKey(password, salt, iterations);
  const encrypted = {} as Record<
    PrivateDatasetName,
    PrivateEnvelope["datasets"][PrivateDatasetName]
  >;
  for (const name of Object.keys(datasets) as PrivateDatasetName[]) {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plaintext = new TextEncoder().encode(JSON.stringify(datasets[name]));
    const ciphertext = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: additionalData(name) },
      key,
      plaintext,
    );
    encrypted[name] = { iv: toBase64(iv), data: toBase64(new Uint8Array(ciphertext)) };
  }
  return {
    version: envelopeVersion,
    kdf: { name: "PBKDF2", hash: "SHA-256", iterations, salt: toBase64(salt) },
    cipher: "AES-256-GCM",
    datasets: encrypted,
  };
}
