// Build-only: the content editor at /admin (docs/decisions/017-editor-in-the-browser.md). A
// static page of its own, outside the React Router app: Decap CMS's bundle from node_modules,
// React as globals for it, the editor's own widgets (editor-widgets.ts), a start script and the
// configuration generated from the schemas. `writeEditor` puts it into the build;
// `editorDevServer` serves the same files in development.
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { build } from "vite";
import { editorPath } from "../../../hosting/editor-path.ts";
import { editorConfigYaml, type EditorBackendOptions } from "./editor-config.ts";

const decapDist = path.resolve("node_modules/decap-cms-app/dist");
const decapScript = "decap-cms-app.js";
const reactGlobalsScript = "react-globals.js";
const widgetsScript = "editor-widgets.js";
const uploadGuardScript = "upload-guard.js";
const startScript = "start-editor.js";

/**
 * The editor's page: no app code, noindex, the configuration linked, five scripts in order (the
 * widgets need React and Decap; the start script registers them and the upload check, then starts
 * Decap).
 */
export function editorPage(title = "Content editor"): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    <link href="${editorPath}/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${editorPath}/${reactGlobalsScript}"></script>
    <script src="${editorPath}/${decapScript}"></script>
    <script src="${editorPath}/${widgetsScript}"></script>
    <script src="${editorPath}/${uploadGuardScript}"></script>
    <script src="${editorPath}/${startScript}"></script>
  </body>
</html>
`;
}

/** Decap's files: the bundle, the chunks it loads by name and its WebAssembly; no source maps. */
async function decapFiles(): Promise<string[]> {
  return (await readdir(decapDist)).filter(
    (name) => /\.(js|wasm)$/.test(name) || name.endsWith(".LICENSE.txt"),
  );
}

/** Builds a module into a classic script (IIFE) at `cached`, unless it is there already. */
async function classicScript(entry: string, name: string, cached: string): Promise<string> {
  if (existsSync(cached)) return cached;
  await build({
    configFile: false,
    logLevel: "warn",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    // react-dom-for-editor's own `import "react"` must get the same React.
    resolve: { alias: { react: path.resolve("node_modules/react-for-editor") } },
    build: {
      outDir: path.dirname(cached),
      emptyOutDir: false,
      copyPublicDir: false,
      lib: {
        entry: path.resolve("tools/organisers/editor", entry),
        formats: ["iife"],
        name,
        fileName: () => path.basename(cached),
      },
    },
  });
  return cached;
}

/** Builds React and ReactDOM into one classic script that sets them as globals (cached). */
async function reactGlobals(cacheDir: string): Promise<string> {
  const { version } = JSON.parse(
    await readFile(path.resolve("node_modules/react-for-editor/package.json"), "utf8"),
  ) as { version: string };
  const cached = path.join(cacheDir, `react-globals-${version}.js`);
  return classicScript("react-globals.ts", "QuillmereEditorGlobals", cached);
}

/** Builds the editor's widgets into a classic script, global QuillmereEditorWidgets (cached). */
async function editorWidgets(cacheDir: string): Promise<string> {
  const entry = "editor-widgets.ts";
  const source = await readFile(path.resolve("tools/organisers/editor", entry));
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 16);
  const cached = path.join(cacheDir, `editor-widgets-${hash}.js`);
  return classicScript(entry, "QuillmereEditorWidgets", cached);
}

/**
 * Builds the upload check into a classic script, global QuillmereUploadGuard (cached by its own
 * source, the media rules it imports and the XML parser's version).
 */
async function uploadGuard(cacheDir: string): Promise<string> {
  const entry = "upload-guard.ts";
  const { version } = JSON.parse(
    await readFile(path.resolve("node_modules/fast-xml-parser/package.json"), "utf8"),
  ) as { version: string };
  const hash = createHash("sha256")
    .update(await readFile(path.resolve("tools/organisers/editor", entry)))
    .update(await readFile(path.resolve("content/checks/media-types.ts")))
    .update(version)
    .digest("hex")
    .slice(0, 16);
  const cached = path.join(cacheDir, `upload-guard-${hash}.js`);
  return classicScript(entry, "QuillmereUploadGuard", cached);
}

export interface WriteEditorOptions {
  /** The build's client folder (build/client). */
  clientDir: string;
  cacheDir?: string;
  env?: Record<string, string | undefined>;
}

/** Writes the editor into <client>/admin/; returns the number of files. */
export async function writeEditor({
  clientDir,
  cacheDir = path.resolve("node_modules/.cache/quillmere-editor"),
  env = process.env,
}: WriteEditorOptions): Promise<number> {
  const out = path.join(clientDir, editorPath.slice(1));
  await mkdir(out, { recursive: true });
  const files = await decapFiles();
  await Promise.all(
    files.map((name) => copyFile(path.join(decapDist, name), path.join(out, name))),
  );
  await copyFile(await reactGlobals(cacheDir), path.join(out, reactGlobalsScript));
  await copyFile(await editorWidgets(cacheDir), path.join(out, widgetsScript));
  await copyFile(await uploadGuard(cacheDir), path.join(out, uploadGuardScript));
  await copyFile(path.resolve("tools/organisers/editor", startScript), path.join(out, startScript));
  await writeFile(path.join(out, "index.html"), editorPage());
  await writeFile(path.join(out, "config.yml"), editorConfigYaml({ env }));
  return files.length + 6;
}

/** The editor's scripts that are built from this folder, by file name. */
const builtScripts = new Map([
  [reactGlobalsScript, reactGlobals],
  [widgetsScript, editorWidgets],
  [uploadGuardScript, uploadGuard],
]);

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".yml": "text/yaml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Connect middleware for the development server (`npm run dev`, `npm run edit`): the editor's
 * page and files at /admin, the configuration regenerated on every request with the local
 * backend (decap-server) switched on.
 */
export function editorDevServer(options: EditorBackendOptions = { local: true }) {
  const cacheDir = path.resolve("node_modules/.cache/quillmere-editor");
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname !== editorPath && !pathname.startsWith(`${editorPath}/`)) return next();
    const name = pathname.slice(editorPath.length + 1) || "index.html";
    const send = (type: string, body: string) => {
      res.setHeader("Content-Type", type);
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.end(body);
    };
    const sendFile = (file: string) => {
      res.setHeader("Content-Type", types[path.extname(file)] ?? "application/octet-stream");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      createReadStream(file).pipe(res);
    };
    if (name === "index.html") return send(types[".html"]!, editorPage("Content editor (local)"));
    if (name === "config.yml") {
      try {
        return send(types[".yml"]!, editorConfigYaml(options));
      } catch (error) {
        res.statusCode = 500;
        return send(types[".txt"]!, String(error));
      }
    }
    if (name === startScript) return sendFile(path.resolve("tools/organisers/editor", startScript));
    const built = builtScripts.get(name);
    if (built) {
      built(cacheDir).then(sendFile, (error: unknown) => {
        res.statusCode = 500;
        send(types[".txt"]!, String(error));
      });
      return;
    }
    const file = path.join(decapDist, path.basename(name));
    if (name === path.basename(name) && existsSync(file)) return sendFile(file);
    return next();
  };
}
