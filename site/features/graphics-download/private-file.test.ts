import { beforeAll, describe, expect, it } from "vitest";
import {
  decryptPrivateFile,
  encryptPrivateFile,
  isPrivateFilePath,
  parsePrivateFile,
  privateFileHeaderLength,
  privateFileIvLength,
  privateFileMimeType,
  privateFileOverhead,
} from "./private-file.ts";

const path = "/graphics/private_speakers/ada-lovelock.png";
// A PNG signature and a little more: what an encrypted file must not show.
const plaintext = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);

let key: CryptoKey;
let otherKey: CryptoKey;

const newKey = () =>
  crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);

beforeAll(async () => {
  key = await newKey();
  otherKey = await newKey();
});

const flipped = (file: Uint8Array<ArrayBuffer>, index: number) => {
  const copy = file.slice();
  copy[index < 0 ? copy.length + index : index]! ^= 0x01;
  return copy;
};

describe("private file format", () => {
  it("round-trips with the file's path as associated data", async () => {
    const file = await encryptPrivateFile(key, path, plaintext);
    expect(new Uint8Array(await decryptPrivateFile(key, path, file))).toEqual(plaintext);
  });

  it("is a header, a 12-byte IV and the ciphertext with its tag", async () => {
    const file = await encryptPrivateFile(key, path, plaintext);
    expect(file.length).toBe(plaintext.length + privateFileOverhead);
    expect([...file.subarray(0, privateFileHeaderLength)]).toEqual([0x51, 0x50, 0x46, 1]);
    const parsed = parsePrivateFile(file);
    expect(parsed.version).toBe(1);
    expect(parsed.iv).toEqual(
      file.subarray(privateFileHeaderLength, privateFileHeaderLength + privateFileIvLength),
    );
    expect(parsed.ciphertext.length).toBe(plaintext.length + 16);
    // No plaintext byte run survives: the PNG signature is gone.
    expect(Buffer.from(file).includes(Buffer.from(plaintext.subarray(0, 8)))).toBe(false);
  });

  it("does not decrypt under another path: files cannot be swapped", async () => {
    const file = await encryptPrivateFile(key, path, plaintext);
    await expect(
      decryptPrivateFile(key, "/graphics/private_speakers/amara-okafor-reid.png", file),
    ).rejects.toThrow();
    await expect(decryptPrivateFile(key, path.toUpperCase(), file)).rejects.toThrow();
  });

  it("does not decrypt with another key", async () => {
    const file = await encryptPrivateFile(key, path, plaintext);
    await expect(decryptPrivateFile(otherKey, path, file)).rejects.toThrow();
  });

  it("rejects a flipped byte in the IV, the ciphertext and the tag", async () => {
    const file = await encryptPrivateFile(key, path, plaintext);
    for (const index of [privateFileHeaderLength + 3, privateFileHeaderLength + 12, -1]) {
      await expect(decryptPrivateFile(key, path, flipped(file, index))).rejects.toThrow();
    }
  });

  it("uses a fresh IV for every encryption", async () => {
    const first = await encryptPrivateFile(key, path, plaintext);
    const second = await encryptPrivateFile(key, path, plaintext);
    expect(parsePrivateFile(first).iv).not.toEqual(parsePrivateFile(second).iv);
    expect(first).not.toEqual(second);
  });

  it("encrypts an empty file", async () => {
    const file = await encryptPrivateFile(key, path, new Uint8Array(0));
    expect(file.length).toBe(privateFileOverhead);
    expect((await decryptPrivateFile(key, path, file)).byteLength).toBe(0);
  });

  it("refuses what is not an encrypted file of a known version", async () => {
    const file = await encryptPrivateFile(key, path, plaintext);
    expect(() => parsePrivateFile(plaintext)).toThrow("Not an encrypted private file");
    expect(() => parsePrivateFile(file.subarray(0, privateFileOverhead - 1))).toThrow(
      "Not an encrypted private file",
    );
    expect(() => parsePrivateFile(flipped(file, 0))).toThrow("Not an encrypted private file");
    expect(() => parsePrivateFile(flipped(file, 3))).toThrow("Unsupported private file version 0");
    await expect(decryptPrivateFile(key, path, plaintext)).rejects.toThrow(
      "Not an encrypted private file",
    );
  });
});

describe("private file paths and types", () => {
  it("knows the private folders", () => {
    expect(isPrivateFilePath(path)).toBe(true);
    expect(isPrivateFilePath("/graphics/private_url_posters/story-9x16.png")).toBe(true);
    expect(isPrivateFilePath("/images/speakers/ada-lovelock.png")).toBe(false);
    expect(isPrivateFilePath("/images/logo/quillmere-logo.svg")).toBe(false);
  });

  it("gives a decrypted file its media type, and nothing that could run script", () => {
    expect(privateFileMimeType(path)).toBe("image/png");
    expect(privateFileMimeType("/graphics/private_speakers/all.ZIP")).toBe("application/zip");
    expect(privateFileMimeType("/graphics/private_speakers/a.jpeg")).toBe("image/jpeg");
    expect(privateFileMimeType("/graphics/private_speakers/a.webp")).toBe("image/webp");
    for (const name of ["a.svg", "a.html", "a.js", "noextension"]) {
      expect(privateFileMimeType(`/graphics/private_speakers/${name}`)).toBe(
        "application/octet-stream",
      );
    }
  });
});
