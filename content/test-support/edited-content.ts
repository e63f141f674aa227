// Test support: the event's content (event/, or CONTENT_DIR) with some files edited (or added), through an overlay folder
// in the system's temporary directory. The real files are never touched.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readContent, readPrivateContent } from "../checked-content.ts";
import { contentDir } from "../load/files.ts";

/** A new text for a path in the event's folder: a function edits its file, a string replaces it. */
export type Edits = Record<string, string | ((text: string) => string)>;

const overlays: string[] = [];

/** Removes every overlay made so far (call it from afterAll). */
export function removeOverlays() {
  for (const overlay of overlays.splice(0)) rmSync(overlay, { recursive: true, force: true });
}

/** The 1-based line of the first line of `text` that contains `needle`. */
export function lineOf(text: string, needle: string): number {
  const index = text.split("\n").findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`No line contains ${JSON.stringify(needle)}`);
  return index + 1;
}

export function editedContent(edits: Edits) {
  const overlay = mkdtempSync(path.join(tmpdir(), "content-edit-"));
  overlays.push(overlay);
  const texts: Record<string, string> = {};
  for (const [repoPath, edit] of Object.entries(edits)) {
    const file = path.join(contentDir(), repoPath);
    const original = existsSync(file) ? readFileSync(file, "utf8") : "";
    const text = typeof edit === "string" ? edit : edit(original);
    if (text === original) throw new Error(`The edit of ${repoPath} changes nothing`);
    mkdirSync(path.dirname(path.join(overlay, repoPath)), { recursive: true });
    writeFileSync(path.join(overlay, repoPath), text);
    texts[repoPath] = text;
  }
  // Messages name the overlay's copy; without its folder they read as for the project's file.
  const asInProject = (problems: readonly string[]) =>
    problems.map((problem) => problem.split(`${overlay}${path.sep}`).join(""));
  return {
    overlay,
    /** The edited files' texts, by repository path. */
    texts,
    problems: () => asInProject(readContent({ overlay }).problems),
    privateProblems: () => asInProject(readPrivateContent({ overlay }).problems),
  };
}
