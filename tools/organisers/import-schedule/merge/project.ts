// Read access to the project folder the import writes into (content/, public/), and the one rule
// for every path the import reads, writes or deletes: it stays inside that folder. Paths come
// from content files too (a speaker's `image`), and a file may be a link: `/../../tmp/x` or a
// link to /etc must not make an import, not even a dry run on its staged copy, touch anything
// outside the folder.
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { ImportError, shown } from "../model.ts";

export interface Project {
  root: string;
  /** Text of a repository path, undefined when there is no such file (or it is outside). */
  read(repoPath: string): string | undefined;
  /** Whether the file exists inside the project (a path outside it never does). */
  exists(repoPath: string): boolean;
  /** Repository paths of the files with the extension in a folder, sorted. */
  list(folder: string, extension: string): string[];
  /** Whether the path is inside the project, links followed (insidePath). */
  inside(repoPath: string): boolean;
}

/** The nearest existing path at or above `target` (a link counts, even a broken one). */
function nearestExisting(target: string): string {
  for (let probe = target; ; probe = path.dirname(probe)) {
    try {
      lstatSync(probe);
      return probe;
    } catch {
      if (path.dirname(probe) === probe) return probe;
    }
  }
}

const within = (base: string, target: string) => {
  const relative = path.relative(base, target);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
};

/**
 * The absolute path of `repoPath` when it is inside `root`: written inside it, and, through any
 * link on the way (the file itself included), still inside it once the links are followed.
 * Undefined otherwise.
 */
export function insidePath(root: string, repoPath: string): string | undefined {
  const base = path.resolve(root);
  const target = path.resolve(base, repoPath);
  if (!within(base, target)) return undefined;
  let realBase: string;
  let realExisting: string;
  try {
    realBase = realpathSync(base);
    realExisting = realpathSync(nearestExisting(target));
  } catch {
    // A broken link on the way: where it would lead is not known, so it is not inside.
    return undefined;
  }
  return realExisting === realBase || within(realBase, realExisting) ? target : undefined;
}

/** As insidePath, but an ImportError (nothing is written) for a path outside the folder. */
export function pathInside(root: string, repoPath: string): string {
  const target = insidePath(root, repoPath);
  if (target === undefined) {
    throw new ImportError([
      `${shown(repoPath)} is outside the project folder ${root}; the import reads, writes and deletes only inside it`,
    ]);
  }
  return target;
}

export function projectAt(root: string): Project {
  const absolute = (repoPath: string) => insidePath(root, repoPath);
  const exists = (repoPath: string) => {
    const target = absolute(repoPath);
    return target !== undefined && existsSync(target);
  };
  return {
    root,
    inside: (repoPath) => absolute(repoPath) !== undefined,
    read: (repoPath) => (exists(repoPath) ? readFileSync(absolute(repoPath)!, "utf8") : undefined),
    exists,
    list: (folder, extension) =>
      exists(folder)
        ? readdirSync(absolute(folder)!)
            .filter((name) => name.endsWith(extension) && exists(`${folder}/${name}`))
            .sort()
            .map((name) => `${folder}/${name}`)
        : [],
  };
}

/** New contents by repository path; null deletes the file. */
export type FilePlan = Map<string, string | Buffer | null>;
