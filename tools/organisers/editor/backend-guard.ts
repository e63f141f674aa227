// The guard in front of the editor's local backend (decap-server, `npm run edit`; issue 31, point
// 4). decap-server reads and writes any file of the project for any caller: it takes any `Host`,
// allows any http://localhost:* or 127.0.0.1:* origin (its CORS default) and any path under its
// folder. Listening on 127.0.0.1 keeps other machines out, not other web pages: a page on another
// local port, or any site through DNS rebinding (its own name pointed at 127.0.0.1, so its `Host`
// is its own), could read private-content/ and .git/config, or write a file the development server
// runs. So every request passes here first, and decap-server sees only those that
// - name this backend in `Host` (127.0.0.1, localhost or [::1] on its own port: never a
//   rebound name),
// - come from the development site's page (its exact `Origin`, never a missing one; and never
//   `Sec-Fetch-Site: cross-site`), as a POST of JSON to /api/v1 or its CORS preflight, and
// - touch only the files the editor's configuration names: the file collections' files, the
//   entries directly in a folder collection's folder with its extension, and images directly in a
//   media folder; written as plain relative paths (no `..`, `.`, absolute or Windows paths) and
//   not leaving those folders through a symbolic link (nor listing a folder that holds one).
// Anything else gets 403 with a short JSON error. Decap's own actions for its editorial workflow
// (Git branches) do not exist in decap-server's file-system mode, so they are refused too.
import { lstat, readdir, realpath } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { extensionOf, mediaFormats } from "../../../content/checks/media-types.ts";

/** Where the editor may read and write, relative to the project (forward slashes). */
export interface EditorAreas {
  /** The file collections' files, e.g. content/settings.yml. */
  files: ReadonlySet<string>;
  /** The folder collections' folders, each with its entries' extension (without the dot). */
  entryFolders: ReadonlyMap<string, string>;
  /** The folders uploads go to, e.g. public/images/speakers. */
  mediaFolders: ReadonlySet<string>;
}

export interface GuardPolicy {
  /** The port the backend listens on: `Host` must name it. */
  port: number;
  /** The development site's origins, e.g. http://127.0.0.1:5173: the only pages that may ask. */
  origins: readonly string[];
  /** The folder decap-server serves (the project). */
  root: string;
  areas: EditorAreas;
}

/** The configuration keys that say where files are, from a Decap configuration object. */
export function editorAreas(config: unknown): EditorAreas {
  const files = new Set<string>();
  const entryFolders = new Map<string, string>();
  const mediaFolders = new Set<string>();
  // Decap reads a leading "/" as "from the project's root", like no slash.
  const relative = (folder: string) => folder.replace(/^\/+/, "").replace(/\/+$/, "");
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.media_folder === "string") mediaFolders.add(relative(record.media_folder));
    if (typeof record.file === "string" && Array.isArray(record.fields))
      files.add(relative(record.file));
    if (typeof record.folder === "string" && Array.isArray(record.fields))
      entryFolders.set(relative(record.folder), String(record.extension ?? "md"));
    Object.values(record).forEach(walk);
  };
  walk(config);
  return { files, entryFolders, mediaFolders };
}

/** Why a request's headers are refused, or undefined when they are the development site's. */
export function headerRefusal(
  request: Pick<IncomingMessage, "method" | "url" | "headers">,
  policy: Pick<GuardPolicy, "port" | "origins">,
): string | undefined {
  const { headers } = request;
  const hosts = ["127.0.0.1", "localhost", "[::1]"].map((name) => `${name}:${policy.port}`);
  if (!hosts.includes(String(headers.host ?? "").toLowerCase()))
    return "This backend answers only at its own address (Host)";
  const origin = headers.origin;
  if (typeof origin !== "string" || !policy.origins.includes(origin))
    return "This backend answers only the development site's editor (Origin)";
  if (headers["sec-fetch-site"] === "cross-site")
    return "This backend answers only the development site's editor (Sec-Fetch-Site)";
  // URL.parse, not new URL: "//" reads as an empty host, which new URL throws on.
  if (URL.parse(request.url ?? "/", "http://backend")?.pathname !== "/api/v1")
    return "Not an address of this backend";
  if (request.method === "OPTIONS") return undefined;
  if (request.method !== "POST") return "This backend takes POST requests only";
  if (!/^application\/json\s*(;|$)/i.test(String(headers["content-type"] ?? "")))
    return "This backend takes JSON only";
  return undefined;
}

type Kind = "entry" | "media";

/**
 * The area a relative path lies in, as the folder (or file) its real location must match; or
 * undefined when the editor has no business with it.
 */
function areaOf(file: string, kinds: readonly Kind[], areas: EditorAreas): string | undefined {
  // Plain relative paths only: "a/b.md", never "/x", "C:x", "a\\b", "a//b", "./a", "a/../b".
  if (file.includes("\\") || file.includes("\0") || /^[a-z]:/i.test(file)) return undefined;
  const segments = file.split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === ".."))
    return undefined;
  const folder = segments.slice(0, -1).join("/");
  const extension = extensionOf(file);
  if (kinds.includes("entry")) {
    if (areas.files.has(file)) return file;
    const entryExtension = areas.entryFolders.get(folder);
    if (entryExtension !== undefined && extension === entryExtension.toLowerCase()) return folder;
  }
  if (kinds.includes("media") && areas.mediaFolders.has(folder) && mediaFormats.has(extension))
    return folder;
  return undefined;
}

/** Where a path really leads: the real path of its nearest existing part, plus the rest. */
async function realTarget(root: string, file: string): Promise<string | undefined> {
  const missing: string[] = [];
  let existing = path.join(root, file);
  for (;;) {
    try {
      await lstat(existing);
    } catch {
      if (existing === root) return undefined;
      missing.unshift(path.basename(existing));
      existing = path.dirname(existing);
      continue;
    }
    // A link that leads nowhere would be followed by the write that creates its target.
    return realpath(existing).then(
      (real) => path.join(real, ...missing),
      () => undefined,
    );
  }
}

/** Why one path is refused, or undefined when it is in the editor's areas, links included. */
async function pathRefusal(
  file: unknown,
  kinds: readonly Kind[],
  policy: Pick<GuardPolicy, "root" | "areas">,
): Promise<string | undefined> {
  const refusal = `The editor does not read or write ${JSON.stringify(file)}`;
  if (typeof file !== "string") return refusal;
  const area = areaOf(file, kinds, policy.areas);
  if (area === undefined) return refusal;
  const realRoot = await realpath(policy.root);
  const target = await realTarget(policy.root, file);
  const expected = path.join(realRoot, area);
  // The file itself, or a file directly in the area's folder: a link anywhere on the way that
  // leads elsewhere (content/speakers -> /, a photo -> ../../.git/config) shows here.
  const inside =
    target !== undefined &&
    (area === file ? target === expected : path.dirname(target) === expected);
  return inside ? undefined : refusal;
}

/**
 * Why a folder listing is refused: only the editor's own folders, one level deep, for their own
 * files, and none that is, or holds, a link leading out of it (decap-server reads what it lists).
 */
async function folderRefusal(
  folder: unknown,
  extension: unknown,
  depth: unknown,
  kind: Kind,
  policy: Pick<GuardPolicy, "root" | "areas">,
): Promise<string | undefined> {
  const refusal = `The editor does not list ${JSON.stringify(folder)}`;
  if (typeof folder !== "string") return refusal;
  const relative = folder.replace(/^\/+/, "").replace(/\/+$/, "");
  const { areas } = policy;
  if (kind === "media" && !areas.mediaFolders.has(relative)) return refusal;
  if (kind === "entry") {
    const expected = areas.entryFolders.get(relative);
    if (expected === undefined || String(extension).replace(/^\./, "") !== expected) return refusal;
    // The collections are not nested: their entries are the folder's own files.
    if (depth !== 1) return refusal;
  }
  const expected = path.join(await realpath(policy.root), relative);
  const real = await realpath(path.join(policy.root, relative)).catch(() => undefined);
  // A folder not made yet lists as empty (decap-server answers []).
  if (real === undefined) return undefined;
  if (real !== expected) return refusal;
  for (const entry of await readdir(real, { withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const target = await realpath(path.join(real, entry.name)).catch(() => undefined);
    if (target === undefined || path.dirname(target) !== expected) return refusal;
  }
  return undefined;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : {};

/**
 * Why a request's body is refused, or undefined when every file it names is the editor's. The
 * actions and their parameters are decap-server's file-system mode's
 * (node_modules/decap-server/dist/middlewares.js, `localFsMiddleware` and its Joi schema).
 */
export async function bodyRefusal(
  body: unknown,
  policy: Pick<GuardPolicy, "root" | "areas">,
): Promise<string | undefined> {
  const { action, params } = record(body);
  const p = record(params);
  const files = async (paths: unknown[], kinds: readonly Kind[]) => {
    for (const file of paths) {
      const refusal = await pathRefusal(file, kinds, policy);
      if (refusal) return refusal;
    }
    return undefined;
  };
  const any: Kind[] = ["entry", "media"];
  switch (action) {
    case "info":
    case "getDeployPreview":
      return undefined;
    case "entriesByFolder":
      return folderRefusal(p.folder, p.extension, p.depth, "entry", policy);
    case "getMedia":
      return folderRefusal(p.mediaFolder, undefined, 1, "media", policy);
    case "entriesByFiles":
      return files(
        list(p.files).map((file) => record(file).path),
        ["entry"],
      );
    case "getEntry":
      return files([p.path], ["entry"]);
    case "getMediaFile":
      return files([p.path], ["media"]);
    case "persistMedia":
      return files([record(p.asset).path], ["media"]);
    case "deleteFile":
      return files([p.path], any);
    case "deleteFiles":
      return Array.isArray(p.paths) ? files(p.paths, any) : "No paths to delete";
    case "persistEntry": {
      const dataFiles = [...(p.entry === undefined ? [] : [p.entry]), ...list(p.dataFiles)].map(
        record,
      );
      const moved = dataFiles.filter((file) => file.newPath !== undefined);
      // A rename moves every file of the entry's folder to the new one's (decap-server's `move`),
      // so it stays within the entry's own folder.
      if (
        moved.some(
          (file) =>
            typeof file.path !== "string" ||
            typeof file.newPath !== "string" ||
            path.posix.dirname(file.path) !== path.posix.dirname(file.newPath) ||
            policy.areas.files.has(file.path),
        )
      )
        return "An entry is renamed within its own folder only";
      return (
        (await files(
          dataFiles.flatMap((file) => [
            file.path,
            ...(file.newPath === undefined ? [] : [file.newPath]),
          ]),
          ["entry"],
        )) ??
        (await files(
          list(p.assets).map((asset) => record(asset).path),
          ["media"],
        ))
      );
    }
    default:
      return `The editor's local backend does not do ${JSON.stringify(action)}`;
  }
}

/** Answers a refused request: 403 and a short JSON error; nothing reaches decap-server. */
export function refuse(response: ServerResponse, error: string) {
  response.statusCode = 403;
  response.setHeader("Content-Type", "application/json; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.end(JSON.stringify({ error }));
}
