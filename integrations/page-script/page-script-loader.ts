// Build-only, a build step before the CSP hashes and the offline worker: how each page loads its
// page script (docs/decisions/048).
//
// - Most pages ask for it only once they have shown their first contentful paint: Astro's
//   <script type="module" src> becomes a small inline module (hashed into the page's CSP like every
//   inline script) that imports the page script and the chunks it imports statically, side by side,
//   after that paint. Lighthouse counts every script that finished downloading before the paint in
//   the simulated first and largest paint; started with the HTML, the page script and its chunks
//   often did, on a fast machine, and cost a slow phone 0.1-0.25 s.
// - A page the page script changes before it is seen (404.html's not-found variants, /register's
//   redirect) keeps Astro's tag, with a <link rel="modulepreload"> for each of those chunks so that
//   they load beside it, not a round trip after it (docs/decisions/046).
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

/**
 * Markup the page script changes before the page is seen: the not-found variants of 404.html
 * (site/page-script/not-found.ts) and a redirect (site/page-script/redirect.ts).
 */
const changedBeforeSeen = ["data-not-found-under", "data-redirect-to"];

/** Whether the page's script changes it before it is seen, so must start at once. */
function changesBeforeSeen(html: string): boolean {
  return changedBeforeSeen.some((attribute) => html.includes(`${attribute}=`));
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

/**
 * How long a page waits at most for its first contentful paint (ms): a background tab paints
 * nothing until shown, and a browser without paint timing reports none.
 */
export const paintWaitLimit = 2_000;

/**
 * The inline module that imports `scripts` side by side once the page has shown its first
 * contentful paint (a buffered observer sees one that came first), or after `paintWaitLimit`.
 */
export function loaderSource(scripts: readonly string[]): string {
  // Each import() written out, so that the link check and the bundle budget read what it loads.
  const imports = scripts.map((src) => `import(${JSON.stringify(src)})`).join(";");
  return (
    `let started=false;` +
    `const start=()=>{if(started)return;started=true;${imports}};` +
    `try{new PerformanceObserver((list,observer)=>{` +
    `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}` +
    `}).observe({type:"paint",buffered:true})}catch{}` +
    `setTimeout(start,${paintWaitLimit})`
  );
}

/**
 * The page as it should load its page script (see the top of this file), given the chunks the
 * page script imports statically; as it is without a page script.
 */
export function withPageScriptLoading(html: string, chunks: readonly string[]): string {
  const match = html.match(pageScriptTag);
  if (!match) return html;
  if (changesBeforeSeen(html)) return withPreloads(html, chunks);
  const [tag, script] = match;
  const loader = `<script type="module">${loaderSource([...chunks, script!])}</script>`;
  return html.replace(tag, () => loader);
}

/**
 * Rewrites how every page of the build loads its page script; returns how many pages load it after
 * their first paint, how many at once, and the chunks it imports.
 */
export async function loadPageScripts(
  clientDir: string,
): Promise<{ afterPaint: number; atOnce: number; chunks: string[] }> {
  const readAsset = (sitePath: string) => readFile(path.join(clientDir, sitePath), "utf8");
  const chunksOf = new Map<string, Promise<string[]>>();
  const used = new Set<string>();
  const counts = { afterPaint: 0, atOnce: 0 };
  for (const file of listHtmlFiles(clientDir)) {
    const html = await readFile(path.join(clientDir, file), "utf8");
    const script = html.match(pageScriptTag)?.[1];
    if (!script) continue;
    if (!chunksOf.has(script)) chunksOf.set(script, chunksBefore(script, readAsset));
    const chunks = await chunksOf.get(script)!;
    const updated = withPageScriptLoading(html, chunks);
    if (changesBeforeSeen(html)) counts.atOnce += 1;
    else counts.afterPaint += 1;
    if (updated !== html) await writeFile(path.join(clientDir, file), updated);
    for (const chunk of chunks) used.add(chunk);
  }
  return { ...counts, chunks: [...used].sort() };
}
