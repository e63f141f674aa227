import { downloadBlob } from "#site/shared/lib/download-file.ts";
import { fetchPrivateFile } from "./fetch-private-file.ts";

/** Fetches a private file, decrypts it with the session's key and saves it under its name. */
export async function downloadPrivateFile(
  key: CryptoKey,
  sitePath: string,
  filename: string,
  fetchFile: typeof fetch = fetch,
) {
  downloadBlob(await fetchPrivateFile(key, sitePath, fetchFile), filename);
}
