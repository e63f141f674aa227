// Build-only: derives the private area's key from the shared password and encrypts the private
// datasets with it. The private files (graphics, zips) are encrypted with the same key
// (encrypt-files.ts), so a build derives it once, with one salt, recorded in the envelope.
import {
  additionalData,
  deriveKey,
  envelopeVersion,
  minimumIterations,
  toBase64,
  type PrivateEnvelope,
} from "../../site/features/private-area/envelope.ts";
import type { PrivateDatasetName, PrivateDatasets } from "../../content/schema/private.ts";

export interface EncryptOptions {
  iterations?: number;
}

/** A derived key and the KDF settings (salt included) that derive it again from the password. */
export interface PrivateKey {
  key: CryptoKey;
  kdf: PrivateEnvelope["kdf"];
}

/** Derives the build's key with a fresh random salt. */
export async function derivePrivateKey(
  password: string,
  { iterations = minimumIterations }: EncryptOptions = {},
): Promise<PrivateKey> {
  if (iterations < minimumIterations)
    throw new Error(`PBKDF2 needs at least ${minimumIterations} iterations`);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await deriveKey(password, salt, iterations, ["encrypt", "decrypt"]);
  return { key, kdf: { name: "PBKDF2", hash: "SHA-256", iterations, salt: toBase64(salt) } };
}

/**
 * Each dataset's plaintext is padded to a multiple of this many bytes. AES-GCM's ciphertext is
 * exactly as long as its plaintext (plus the 16-byte tag), so unpadded it gave away each dataset's
 * length, and a guess at the contents (say, the discount codes worked out from the partners'
 * names) could be confirmed by its length alone. Padded, a length says only which 4 KiB bucket
 * (docs/decisions/037).
 */
export const paddingBucket = 4096;

/**
 * The dataset as UTF-8 JSON, followed by spaces up to the next multiple of `paddingBucket`. The
 * padding is inside the authenticated plaintext, so it cannot be changed unnoticed, and JSON allows
 * whitespace after a value, so the browser's JSON.parse reads the padded text as it is.
 */
export function paddedJson(value: unknown): Uint8Array<ArrayBuffer> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const padded = new Uint8Array(
    Math.max(1, Math.ceil(json.length / paddingBucket)) * paddingBucket,
  );
  padded.fill(" ".charCodeAt(0));
  padded.set(json);
  return padded;
}

/** Encrypts every dataset under the key, each with a fresh random IV, padded (`paddedJson`). */
export async function encryptDatasetsWithKey(
  { key, kdf }: PrivateKey,
  datasets: PrivateDatasets,
): Promise<PrivateEnvelope> {
  const encrypted = {} as Record<
    PrivateDatasetName,
    PrivateEnvelope["datasets"][PrivateDatasetName]
  >;
  for (const name of Object.keys(datasets) as PrivateDatasetName[]) {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plaintext = paddedJson(datasets[name]);
    const ciphertext = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: additionalData(name) },
      key,
      plaintext,
    );
    encrypted[name] = { iv: toBase64(iv), data: toBase64(new Uint8Array(ciphertext)) };
  }
  return { version: envelopeVersion, kdf, cipher: "AES-256-GCM", datasets: encrypted };
}

/** A fresh random salt per call and a fresh random IV per dataset. */
export async function encryptDatasets(
  password: string,
  datasets: PrivateDatasets,
  options: EncryptOptions = {},
): Promise<PrivateEnvelope> {
  return encryptDatasetsWithKey(await derivePrivateKey(password, options), datasets);
}
