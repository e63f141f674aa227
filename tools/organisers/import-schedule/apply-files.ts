// The last two steps of an import: check the planned files as the site would (on a staged copy,
// so a failed check leaves the project as it was), then write only the files that differ.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathInside, type FilePlan } from "./merge/project.ts";

/** The folders the site's content checks read. */
const checkedFolders = ["content", "private-content", "public"];

/** The planned entries that would change a file (new bytes, or a deletion of an existing file). */
export function effectiveChanges(root: string, files: FilePlan): FilePlan {
  const changes: FilePlan = new Map();
  for (const [repoPath, contents] of files) {
    const target = pathInside(root, repoPath);
    const exists = existsSync(target);
    if (contents === null) {
      if (exists) changes.set(repoPath, null);
      continue;
    }
    const bytes = Buffer.isBuffer(contents) ? contents : Buffer.from(contents, "utf8");
    if (!exists || !readFileSync(target).equals(bytes)) changes.set(repoPath, contents);
  }
  return changes;
}

/**
 * Writes and deletes the changes in `root`. Every path is checked first: one outside the folder
 * (merge/project.ts) stops the whole write before anything is changed.
 */
export function applyFiles(root: string, changes: FilePlan): void {
  const targets = [...changes].map(([repoPath, contents]) => ({
    target: pathInside(root, repoPath),
    contents,
  }));
  for (const { target, contents } of targets) {
    if (contents === null) rmSync(target, { force: true });
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, contents);
    }
  }
}

/**
 * The problems the content check finds in the project with the changes applied, run on a copy
 * in a temporary folder. File names in the messages are the project's. `beforeCheck` sees the
 * copy with the changes written and may plan more files (the programme's history, which is made
 * from the imported programme): they are written into the copy, checked with it and added to
 * `changes`.
 */
export function problemsAfter(
  root: string,
  changes: FilePlan,
  check: (root: string) => string[],
  beforeCheck?: (staged: string) => FilePlan,
): string[] {
  const staged = mkdtempSync(path.join(tmpdir(), "import-schedule-"));
  const inProject = (problem: string) => problem.split(`${staged}${path.sep}`).join("");
  try {
    for (const folder of checkedFolders) {
      if (existsSync(path.join(root, folder))) {
        cpSync(path.join(root, folder), path.join(staged, folder), { recursive: true });
      }
    }
    applyFiles(staged, changes);
    if (beforeCheck) {
      const more = effectiveChanges(root, beforeCheck(staged));
      applyFiles(staged, more);
      for (const [repoPath, contents] of more) changes.set(repoPath, contents);
    }
    return check(staged).map(inProject);
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
}
