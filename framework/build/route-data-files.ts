// Build-only: deletes React Router's route data files. Prerendering writes `<page>.data` beside
// each page (and `_.data` for the home page) for client-side navigation, which the site does not
// do: its islands hydrate without a router (docs/decisions/020-islands.md) and the offline worker
// does not precache them. They hold every field a route's loader returns, some of which no page
// shows (a speaker's photoSource, an import's source), so they are not published
// (docs/decisions/008, "Amended (issue 21)"). Our server and nginx answer 404 for *.data anyway.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { routeDataExtension } from "../../hosting/security-headers.ts";

/** Deletes every `*.data` file under the client folder; returns their paths, relative to it. */
export async function removeRouteDataFiles(clientDir: string): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(routeDataExtension))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map((file) => rm(file)));
  return files.map((file) => path.relative(clientDir, file).split(path.sep).join("/")).sort();
}
