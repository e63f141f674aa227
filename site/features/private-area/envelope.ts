// The encrypted envelope of the private datasets (docs/product/decisions.md §2). This module runs
// in the browser and, for encryption at build time, in Node: both have Web Crypto as
// globalThis.crypto.
import type { PrivateDatasetName, PrivateDatasets } from "#content/schema/private.ts";

export const envelopeVersion = 1;
export const minimumIterations = 600_000;

export interface EncryptedBlob {
  /** 12 random bytes, base64. */
  iv: string;
  /**
   * AES-GCM ciphertext followed by its 16-byte tag, base64. The plaintext is the dataset's JSON
   * padded with spaces to a multiple of 4 KiB (integrations/private-data/encrypt.ts), which
   * JSON.parse skips: its length tells only the bucket.
   */
  data: string;
}

export interface PrivateEnvelope {
  version: typeof envelopeVersion;
  kdf: { name: "PBKDF2"; hash: "SHA-256"; iterations: number; salt: string };
  cipher: "AES-256-GCM";
  datasets: Record<PrivateDatasetName, EncryptedBlob>;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Binds each blob to its dataset name, so blobs cannot be swapped between datasets. */
export function additionalData(name: PrivateDatasetName): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`quillmere-private:v${envelopeVersion}:${name}`);
}

/**
 * PBKDF2-HMAC-SHA256 to an AES-256-GCM key. Not extractable unless asked: its bytes can never be
 * read back, only used. The browser asks for an extractable one only to wrap it for its tab
 * (session-key.ts), and uses a non-extractable copy. The browser's key can only decrypt; the build
 * asks for encrypt too.
 */
export async function deriveKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  usages: KeyUsage[] = ["decrypt"],
  extractable = false,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password),
    "PBKDF2",
    false,
    ["deriveKey"],
  );
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    material,
    { name: "AES-GCM", length: 256 },
    extractable,
    usages,
  );
}

export function deriveEnvelopeKey(
  password: string,
  envelope: PrivateEnvelope,
  extractable = false,
): Promise<CryptoKey> {
  const { salt, iterations } = envelope.kdf;
  return deriveKey(password, fromBase64(salt), iterations, ["decrypt"], extractable);
}

/** Decrypts one dataset; throws on a wrong key or any tampering (GCM authenticates everything). */
export async function decryptDataset<Name extends PrivateDatasetName>(
  envelope: PrivateEnvelope,
  key: CryptoKey,
  name: Name,
): Promise<PrivateDatasets[Name]> {
  if (envelope.version !== envelopeVersion)
    throw new Error(`Unsupported envelope version ${String(envelope.version)}`);
  const blob = envelope.datasets[name];
  if (!blob) throw new Error(`The envelope has no ${name} dataset`);
  const plaintext = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64(blob.iv), additionalData: additionalData(name) },
    key,
    fromBase64(blob.data),
  );
  // The padding is trailing spaces, whitespace JSON allows after a value: JSON.parse ignores it.
  return JSON.parse(new TextDecoder().decode(plaintext)) as PrivateDatasets[Name];
}

export async function decryptAll(
  envelope: PrivateEnvelope,
  key: CryptoKey,
): Promise<PrivateDatasets> {
  const [social, analytics, discounts, graphics] = await Promise.all([
    decryptDataset(envelope, key, "social"),
    decryptDataset(envelope, key, "analytics"),
    decryptDataset(envelope, key, "discounts"),
    decryptDataset(envelope, key, "graphics"),
  ]);
  return { social, analytics, discounts, graphics };
}
