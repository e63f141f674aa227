import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveEnvelopeKey } from "../../site/features/private-area/envelope.ts";
import {
  decryptPrivateFile,
  parsePrivateFile,
  privateFileOverhead,
} from "../../site/features/graphics-download/private-file.ts";
import type { PrivateDatasets } from "../../content/schema/private.ts";
import { derivePrivateKey, encryptDatasetsWithKey, type PrivateKey } from "./encrypt.ts";
import { encryptPrivateFiles, fileAt } from "./encrypt-files.ts";

const password = "fixture: correct horse battery staple";
const card = "/graphics/private_speakers/ada-lovelock.png";
const zip = "/graphics/private_speakers/quillmere-speaker-graphics.zip";
const plaintext: Record<string, Buffer> = {
  [card]: Buffer.from("\x89PNG\r\n\x1a\n a speaker card"),
  [zip]: Buffer.from("PK\x03\x04 a zip of speaker cards"),
};

let workDir: string;
let plaintextDir: string;
let clientDir: string;
let privateKey: PrivateKey;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "quillmere-private-files-"));
  plaintextDir = path.join(workDir, "plaintext");
  clientDir = path.join(workDir, "client");
  for (const [sitePath, bytes] of Object.entries(plaintext)) {
    await mkdir(path.dirname(fileAt(plaintextDir, sitePath)), { recursive: true });
    await writeFile(fileAt(plaintextDir, sitePath), bytes);
  }
  privateKey = await derivePrivateKey(password);
}, 30_000);

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const served = async (sitePath: string) =>
  new Uint8Array(await readFile(fileAt(clientDir, sitePath)));

describe("encryptPrivateFiles", () => {
  it("writes each file encrypted at its site path, and nothing else under the private folders", async () => {
    // Left by an earlier build or copied from public/: plaintext that must not survive.
    await mkdir(path.join(clientDir, "graphics", "private_sponsors"), { recursive: true });
    await writeFile(path.join(clientDir, "graphics", "private_sponsors", "old.png"), "plain");
    await writeFile(path.join(clientDir, "graphics", "private_notes.txt"), "plain");
    await writeFile(path.join(clientDir, "graphics", "public.png"), "public");

    const result = await encryptPrivateFiles({
      key: privateKey.key,
      plaintextDir,
      clientDir,
      paths: [card, zip],
    });
    expect(result).toEqual({
      files: 2,
      bytes: plaintext[card]!.length + plaintext[zip]!.length,
    });
    expect((await readdir(path.join(clientDir, "graphics"))).sort()).toEqual([
      "private_speakers",
      "public.png",
    ]);
    for (const sitePath of [card, zip]) {
      const file = await served(sitePath);
      expect(file.length).toBe(plaintext[sitePath]!.length + privateFileOverhead);
      expect(Buffer.from(file).includes(plaintext[sitePath]!.subarray(0, 4))).toBe(false);
      expect(Buffer.from(await decryptPrivateFile(privateKey.key, sitePath, file))).toEqual(
        plaintext[sitePath],
      );
    }
  });

  it("encrypts with the datasets' key: the password and the envelope's salt decrypt the files", async () => {
    await encryptPrivateFiles({ key: privateKey.key, plaintextDir, clientDir, paths: [card] });
    const envelope = await encryptDatasetsWithKey(privateKey, {} as PrivateDatasets);
    const key = await deriveEnvelopeKey(password, envelope);
    expect(Buffer.from(await decryptPrivateFile(key, card, await served(card)))).toEqual(
      plaintext[card],
    );
    const wrong = await deriveEnvelopeKey("another password", envelope);
    await expect(decryptPrivateFile(wrong, card, await served(card))).rejects.toThrow();
  }, 30_000);

  it("uses a fresh IV for every file on every build", async () => {
    await encryptPrivateFiles({ key: privateKey.key, plaintextDir, clientDir, paths: [card, zip] });
    const first = [parsePrivateFile(await served(card)).iv, parsePrivateFile(await served(zip)).iv];
    await encryptPrivateFiles({ key: privateKey.key, plaintextDir, clientDir, paths: [card, zip] });
    const second = [
      parsePrivateFile(await served(card)).iv,
      parsePrivateFile(await served(zip)).iv,
    ];
    expect(new Set([...first, ...second].map((iv) => Buffer.from(iv).toString("hex"))).size).toBe(
      4,
    );
  });

  it("refuses paths outside the private folders", async () => {
    for (const sitePath of [
      "/images/speakers/ada-lovelock.png",
      "/graphics/private_speakers/../../data/private.json",
      "/graphics/private_speakers/./a.png",
    ]) {
      expect(() => fileAt(clientDir, sitePath)).toThrow("Not a private file path");
      await expect(
        encryptPrivateFiles({ key: privateKey.key, plaintextDir, clientDir, paths: [sitePath] }),
      ).rejects.toThrow("Not a private file path");
    }
  });
});
