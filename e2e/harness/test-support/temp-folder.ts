// Test support: folders of files in the system's temporary directory, removed after the tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const folders: string[] = [];

/** A new temporary folder holding the files (text or bytes), by path relative to it. */
export function tempFolder(prefix: string, files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  folders.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

/** A temporary build folder (what BUILD_OUT names) whose client/ holds the files. */
export function tempBuildFolder(prefix: string, clientFiles: Record<string, string>): string {
  return tempFolder(
    prefix,
    Object.fromEntries(Object.entries(clientFiles).map(([name, text]) => [`client/${name}`, text])),
  );
}

/** Removes every folder made so far (call it from afterAll). */
export function removeTempFolders() {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}
