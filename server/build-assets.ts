// The build folder as the agenda feed's assets (hosting/agenda-feed/): what a Worker's static
// assets binding is on Cloudflare. A file is read when asked for, so a new build written over the
// folder is what the next request reads; a file that is not there, or a path outside the folder,
// is a 404, and only a failure to read a file that is there is an error (which the feed answers
// with 503).
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AssetFetcher } from "../hosting/agenda-feed/agenda-feed.ts";
import { isInternalPath } from "../hosting/security-headers.ts";

const types: Readonly<Record<string, string>> = {
  ".ics": "text/calendar; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

const notFound = () => new Response("Not Found\n", { status: 404 });

export function buildFolderAssets(root: string): AssetFetcher {
  const folder = path.resolve(root);
  return async (sitePath) => {
    let decoded: string;
    try {
      decoded = path.posix.normalize(decodeURIComponent(sitePath));
    } catch {
      return notFound();
    }
    const file = path.join(folder, decoded);
    if (
      !decoded.startsWith("/") ||
      isInternalPath(decoded) ||
      !file.startsWith(folder + path.sep)
    ) {
      return notFound();
    }
    try {
      const body = await readFile(file);
      const type = types[path.extname(file)] ?? "application/octet-stream";
      return new Response(body, { status: 200, headers: { "Content-Type": type } });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return notFound();
      throw error;
    }
  };
}
