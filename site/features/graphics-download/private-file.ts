// The format of the private area's encrypted files (the promotional graphics and their zips,
// docs/decisions/024-private-files-encrypted.md). The build encrypts with it (in Node) and the
// graphics page decrypts with it (in the browser); both have Web Crypto as globalThis.crypto.
//
//   bytes 0-3    "QPF" and the format version, 1
//   bytes 4-15   the IV: 12 random bytes, fresh for every file and every build
//   bytes 16-    AES-256-GCM ciphertext followed by its 16-byte tag
//
// The key is the datasets' key (PBKDF2 from the password and the salt of /data/private.json).
// The additional authenticated data is the file's site path, UTF-8, so a file served under
// another name does not decrypt: nobody can swap two files without it showing.

export const privateFileMagic = [0x51, 0x50, 0x46] as const; // "QPF"
export const privateFileVersion = 1;
export const privateFileHeaderLength = privateFileMagic.length + 1;
export const privateFileIvLength = 12;
export const privateFileTagLength = 16;
/** Header, IV and tag: how much larger than its plaintext an encrypted file is. */
export const privateFileOverhead =
  privateFileHeaderLength + privateFileIvLength + privateFileTagLength;

/** Where the private files live: everything under these folders is encrypted. */
export const privateFilePathPrefix = "/graphics/private_";

export function isPrivateFilePath(sitePath: string): boolean {
  return sitePath.startsWith(privateFilePathPrefix);
}

export interface ParsedPrivateFile {
  version: typeof privateFileVersion;
  iv: Uint8Array<ArrayBuffer>;
  /** Ciphertext and tag. */
  ciphertext: Uint8Array<ArrayBuffer>;
}

/** Splits an encrypted file into its parts; throws on anything that is not one (of this version). */
export function parsePrivateFile(file: Uint8Array<ArrayBuffer>): ParsedPrivateFile {
  if (
    file.length < privateFileOverhead ||
    privateFileMagic.some((byte, index) => file[index] !== byte)
  )
    throw new Error("Not an encrypted private file");
  const version = file[privateFileMagic.length];
  if (version !== privateFileVersion)
    throw new Error(`Unsupported private file version ${String(version)}`);
  const ivEnd = privateFileHeaderLength + privateFileIvLength;
  return {
    version,
    iv: file.slice(privateFileHeaderLength, ivEnd),
    ciphertext: file.subarray(ivEnd),
  };
}

/** The additional authenticated data of a file: its site path. */
export function privateFileAdditionalData(sitePath: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(sitePath);
}

/** Encrypts one file for `sitePath` with a fresh random IV. Build-time. */
export async function encryptPrivateFile(
  key: CryptoKey,
  sitePath: string,
  plaintext: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = crypto.getRandomValues(new Uint8Array(privateFileIvLength));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: privateFileAdditionalData(sitePath) },
      key,
      plaintext,
    ),
  );
  const file = new Uint8Array(privateFileHeaderLength + iv.length + ciphertext.length);
  file.set(privateFileMagic, 0);
  file[privateFileMagic.length] = privateFileVersion;
  file.set(iv, privateFileHeaderLength);
  file.set(ciphertext, privateFileHeaderLength + iv.length);
  return file;
}

/**
 * Decrypts a file fetched from `sitePath`; throws on a wrong key, a file from another path and any
 * tampering (GCM authenticates the ciphertext and the path).
 */
export async function decryptPrivateFile(
  key: CryptoKey,
  sitePath: string,
  file: Uint8Array<ArrayBuffer>,
): Promise<ArrayBuffer> {
  const { iv, ciphertext } = parsePrivateFile(file);
  return crypto.subtle.decrypt(
    { name: "AES-GCM", iv, additionalData: privateFileAdditionalData(sitePath) },
    key,
    ciphertext,
  );
}

const mimeTypes: Readonly<Record<string, string>> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  zip: "application/zip",
};

/**
 * The media type of a decrypted file, by its extension (served files are all ciphertext). No SVG
 * or HTML: a Blob URL is of this origin, and opened in a tab such a file could run script.
 */
export function privateFileMimeType(sitePath: string): string {
  const extension = sitePath.slice(sitePath.lastIndexOf(".") + 1).toLowerCase();
  return mimeTypes[extension] ?? "application/octet-stream";
}
