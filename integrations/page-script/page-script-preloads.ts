// Build-only, a build step before the CSP hashes and the offline worker: each page names the
// chunks its page script imports statically in <link rel="modulepreload">, so that the browser
// asks for them beside the page script instead of once the page script has arrived
// (docs/decisions/046). Astro writes the page script's <script> but no preloads for its imports,
// and the bundler puts what the page script shares with the islands (the tab lock, Vite's preload
// helper) in chunks of their own: without the preloads, a phone on a slow network waited one more
// round trip for them, and Lighthouse counted that round trip in the first and largest paint.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { init, parse } from "es-module-lexer";
import { listHtmlFiles } from "../deploy/html.ts";

/** The page script's tag as Astro writes it, with its site path. */
const pageScriptTag = /<script type="module" src="(\/assets\/page-script-[\w-]+\.js)"><\/script>/;

/** The modules a script imports statically (not its dynamic imports), as written in it. */
export async function staticImports(source: string): Promise<string[]> {
  await init;
  const [imports] = parse(source);
  // d === -1: a static import or re-export; n: its specifier, absent for a computed one.
  return imports.flatMap((entry) => (entry.d === -1 && entry.n ? [entry.n] : []));
}

/** Every chunk a script needs before it runs (the imports of its imports too), as site paths. */
export async function chunksBefore(
  sitePath: string,
  readAsset: (sitePath: string) => Promise<string>,
): Promise<string[]> {
  const found = new Set<string>();
  const visit = async (from: string) => {
    for (const specifier of await staticImports(await readAsset(from))) {
      const chunk = path.posix.resolve(path.posix.dirname(from), specifier);
      if (found.has(chunk)) continue;
      found.add(chunk);
      await visit(chunk);
    }
  };
  await visit(sitePath);
  return [...found].sort();
}

/** The page with a modulepreload for each chunk, just before its page script; as it is if none. */
export function withPreloads(html: string, chunks: readonly string[]): string {
  const tag = html.match(pageScriptTag)?.[0];
  if (!tag || chunks.length === 0) return html;
  const links = chunks
    .filter((chunk) => !html.includes(`<link rel="modulepreload" href="${chunk}">`))
    .map((chunk) => `<link rel="modulepreload" href="${chunk}">`)
    .join("");
  return html.replace(tag, `${links}${tag}`);
}

/** Adds the preloads to every page of the build; returns how many pages and chunks. */
export async function addPageScriptPreloads(
  clientDir: string,
): Promise<{ pages: number; chunks: string[] }> {
  const readAsset = (sitePath: string) => readFile(path.join(clientDir, sitePath), "utf8");
  const chunksOf = new Map<string, Promise<string[]>>();
  const used = new Set<string>();
  let pages = 0;
  for (const file of listHtmlFiles(clientDir)) {
    const html = await readFile(path.join(clientDir, file), "utf8");
    const script = html.match(pageScriptTag)?.[1];
    if (!script) continue;
    if (!chunksOf.has(script)) chunksOf.set(script, chunksBefore(script, readAsset));
    const chunks = await chunksOf.get(script)!;
    const updated = withPreloads(html, chunks);
    if (updated === html) continue;
    await writeFile(path.join(clientDir, file), updated);
    for (const chunk of chunks) used.add(chunk);
    pages += 1;
  }
  return { pages, chunks: [...used].sort() };
}
