// Unit-test support: the test catalogue's files, encrypted as the build encrypts them, served by
// a stubbed fetch; and Blob URLs that remember their Blob.
import { vi } from "vitest";
import { encryptPrivateFile } from "./private-file.ts";

/** A key like the session's: AES-256-GCM, not extractable. */
export function testKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
}

/** Distinct plaintext bytes per path (a PNG signature, then the path). */
export function plaintextOf(sitePath: string): Uint8Array<ArrayBuffer> {
  const path = new TextEncoder().encode(sitePath);
  const bytes = new Uint8Array(8 + path.length);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  bytes.set(path, 8);
  return bytes;
}

/**
 * Stubs fetch: each path in `paths` answers its encrypted plaintextOf, anything else 404.
 * `encryptedAs` serves a path the file encrypted for another path (a swapped file).
 */
export async function serveEncrypted(
  key: CryptoKey,
  paths: readonly string[],
  encryptedAs: Readonly<Record<string, string>> = {},
) {
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  for (const path of paths) {
    const source = encryptedAs[path] ?? path;
    files.set(path, await encryptPrivateFile(key, source, plaintextOf(source)));
  }
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const file = files.get(String(input));
    return file ? new Response(file) : new Response("", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

/** Stubs Blob URLs: "blob:test/1", "blob:test/2"..., each remembering its Blob until revoked. */
export function stubBlobUrls() {
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  let next = 0;
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    next += 1;
    const url = `blob:test/${next}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation((url) => {
    revoked.push(url);
    blobs.delete(url);
  });
  return { blobs, revoked };
}

export async function bytesOf(blob: Blob | undefined): Promise<Uint8Array> {
  return new Uint8Array(await (blob ?? new Blob()).arrayBuffer());
}
