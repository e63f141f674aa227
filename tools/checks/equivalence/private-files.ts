// The private area is encrypted afresh by every build: a new salt in /data/private.json, a new IV
// in every dataset and every file under /graphics/private_* (docs/decisions/006 and 024), so
// two builds of the same commit never share a byte there. Both builds use the fixture password,
// so they are decrypted with the site's own functions and their plaintext compared: what someone
// with the password gets. Where they do not decrypt (a build made with another password), the
// sizes are compared instead, and the report says so.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  decryptPrivateFile,
  isPrivateFilePath,
  privateFileOverhead,
} from "../../../site/features/graphics-download/private-file.ts";
import {
  decryptDataset,
  deriveEnvelopeKey,
  type PrivateEnvelope,
} from "../../../site/features/private-area/envelope.ts";
import { envelopePath } from "../../../site/features/private-area/load-private-data.ts";
import type { PrivateDatasetName } from "../../../content/schema/private.ts";

/** The client folder's file of the datasets' envelope: data/private.json. */
export const envelopeFile = envelopePath.slice(1);

/** Whether a file of the client folder is encrypted by the build. */
export function isEncryptedFile(file: string): boolean {
  return file === envelopeFile || isPrivateFilePath(`/${file}`);
}

/** A build's private area, opened with the password, or why it could not be. */
export type PrivateArea =
  { open: true; envelope: PrivateEnvelope; key: CryptoKey } | { open: false; reason: string };

/** Reads a build's envelope and derives its key from the password (PBKDF2: a second or so). */
export async function openPrivateArea(clientDir: string, password: string): Promise<PrivateArea> {
  let envelope: PrivateEnvelope;
  try {
    envelope = JSON.parse(
      readFileSync(path.join(clientDir, envelopeFile), "utf8"),
    ) as PrivateEnvelope;
  } catch (error) {
    return { open: false, reason: `no readable ${envelopeFile} (${(error as Error).message})` };
  }
  const key = await deriveEnvelopeKey(password, envelope);
  const [first] = Object.keys(envelope.datasets ?? {}) as PrivateDatasetName[];
  try {
    if (first) await decryptDataset(envelope, key, first);
  } catch {
    return { open: false, reason: "the password does not decrypt it" };
  }
  return { open: true, envelope, key };
}

/**
 * The envelope as it reads once decrypted: its format (version, key derivation without the salt,
 * cipher) and each dataset's plaintext.
 */
export async function decryptedEnvelope(
  area: Extract<PrivateArea, { open: true }>,
): Promise<unknown> {
  const { envelope, key } = area;
  const names = Object.keys(envelope.datasets).sort() as PrivateDatasetName[];
  const datasets: Record<string, unknown> = {};
  for (const name of names) datasets[name] = await decryptDataset(envelope, key, name);
  const { name, hash, iterations } = envelope.kdf;
  return {
    version: envelope.version,
    kdf: { name, hash, iterations },
    cipher: envelope.cipher,
    datasets,
  };
}

/** A private file's plaintext; throws when it does not decrypt. */
export async function decryptedFile(
  area: Extract<PrivateArea, { open: true }>,
  file: string,
  bytes: Uint8Array,
): Promise<Uint8Array> {
  return new Uint8Array(
    await decryptPrivateFile(
      area.key,
      `/${file}`,
      new Uint8Array(bytes) as Uint8Array<ArrayBuffer>,
    ),
  );
}

/** The size of what an encrypted file holds, for builds that cannot be decrypted. */
export function plaintextSize(file: string, bytes: Uint8Array): number {
  return file === envelopeFile ? bytes.length : bytes.length - privateFileOverhead;
}
