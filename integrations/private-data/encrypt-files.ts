// Build-only: encrypts the private files (the promotional graphics and their zips) into the built
// site, with the datasets' key, a fresh IV per file and the file's site path as associated data
// (the format: site/features/graphics-download/private-file.ts). Whatever the build or public/ put
// under the private folders before is removed first, so every byte served there is ciphertext.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  encryptPrivateFile,
  isPrivateFilePath,
  privateFilePathPrefix,
} from "../../site/features/graphics-download/private-file.ts";
import { mapWithConcurrency } from "../graphics/png-cache.ts";

export interface EncryptPrivateFilesOptions {
  key: CryptoKey;
  /** Where the plaintext files are, each at its site path (never the deployed folder). */
  plaintextDir: string;
  /** The built site (build/client): each encrypted file goes to its site path there. */
  clientDir: string;
  /** Site paths of the files, each under /graphics/private_. */
  paths: readonly string[];
}

export interface EncryptedFiles {
  files: number;
  /** Plaintext bytes encrypted. */
  bytes: number;
}

/** The file a site path names under a folder; refuses paths outside the private folders. */
export function fileAt(dir: string, sitePath: string): string {
  const segments = sitePath.split("/").filter(Boolean);
  if (
    !isPrivateFilePath(sitePath) ||
    segments.some((segment) => segment === ".." || segment === ".")
  )
    throw new Error(`Not a private file path: ${sitePath}`);
  return path.join(dir, ...segments);
}

/** Removes everything under the private prefix (/graphics/private_*) from the built site. */
export async function removePrivateFiles(clientDir: string) {
  const parent = path.posix.dirname(privateFilePathPrefix); // "/graphics"
  const namePrefix = path.posix.basename(privateFilePathPrefix); // "private_"
  const dir = path.join(clientDir, ...parent.split("/").filter(Boolean));
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names.filter((entry) => entry.startsWith(namePrefix)))
    await rm(path.join(dir, name), { recursive: true, force: true });
}

export async function encryptPrivateFiles({
  key,
  plaintextDir,
  clientDir,
  paths,
}: EncryptPrivateFilesOptions): Promise<EncryptedFiles> {
  await removePrivateFiles(clientDir);
  const sizes = await mapWithConcurrency(paths, 8, async (sitePath) => {
    const plaintext = new Uint8Array(await readFile(fileAt(plaintextDir, sitePath)));
    const target = fileAt(clientDir, sitePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, await encryptPrivateFile(key, sitePath, plaintext));
    return plaintext.length;
  });
  return { files: paths.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
