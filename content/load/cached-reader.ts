// Build-only: what every content reader shares: a cache that lasts until a file under the
// reader's folder changes, and a ContentError that lists every problem when there is one.
import path from "node:path";
import { ContentError } from "../problems.ts";
import { contentDir, contentFingerprint, type ContentRoot } from "./files.ts";

/**
 * A reader that returns the checked content or throws a ContentError. The result is kept until a
 * file under `folder` changes (size or time), so prerendering each page does not read the files
 * again, and the dev server sees every edit.
 */
export function cachedReader<T>(
  folder: string,
  read: (where: ContentRoot) => { content?: T; problems: string[] },
): (where?: ContentRoot) => T {
  const loaded = new Map<string, { fingerprint: string; content: T }>();
  return (where = {}) => {
    const key = JSON.stringify([
      where.root ? path.resolve(where.root) : contentDir(),
      where.overlay,
    ]);
    const fingerprint = contentFingerprint(where, [folder]);
    const cached = loaded.get(key);
    if (cached?.fingerprint === fingerprint) return cached.content;
    const { content, problems } = read(where);
    if (!content) throw new ContentError(problems);
    loaded.set(key, { fingerprint, content });
    return content;
  };
}
