// Read access to the project folder the import writes into (content/, public/).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Project {
  root: string;
  /** Text of a repository path, undefined when there is no such file. */
  read(repoPath: string): string | undefined;
  exists(repoPath: string): boolean;
  /** Repository paths of the files with the extension in a folder, sorted. */
  list(folder: string, extension: string): string[];
}

export function projectAt(root: string): Project {
  const absolute = (repoPath: string) => path.join(root, repoPath);
  return {
    root,
    read: (repoPath) =>
      existsSync(absolute(repoPath)) ? readFileSync(absolute(repoPath), "utf8") : undefined,
    exists: (repoPath) => existsSync(absolute(repoPath)),
    list: (folder, extension) =>
      existsSync(absolute(folder))
        ? readdirSync(absolute(folder))
            .filter((name) => name.endsWith(extension))
            .sort()
            .map((name) => `${folder}/${name}`)
        : [],
  };
}

/** New contents by repository path; null deletes the file. */
export type FilePlan = Map<string, string | Buffer | null>;
