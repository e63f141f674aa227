// Fetches a private file (a graphic or a zip, encrypted at build time) and decrypts it in the
// browser with the unlocked session's key. The whole file is held in memory, as ciphertext and
// as plaintext, for a moment: a 40 MB zip needs about three times that while it is prepared.
import { decryptPrivateFile, privateFileMimeType } from "./private-file.ts";

/** The decrypted file, as a Blob of its real media type; rejects on HTTP errors and bad data. */
export async function fetchPrivateFile(
  key: CryptoKey,
  sitePath: string,
  fetchFile: typeof fetch = fetch,
): Promise<Blob> {
  const response = await fetchFile(sitePath);
  if (!response.ok) throw new Error(`${sitePath} could not be fetched (HTTP ${response.status})`);
  const file = new Uint8Array(await response.arrayBuffer());
  const plaintext = await decryptPrivateFile(key, sitePath, file);
  return new Blob([plaintext], { type: privateFileMimeType(sitePath) });
}
