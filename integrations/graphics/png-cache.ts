// Build-only: the on-disk cache of rendered PNGs shared by the private area's graphics and the
// public share cards. A PNG is stored under a hash of everything that decides its pixels, so an
// unchanged build copies files instead of rendering them again.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { exists, writeAtomically } from "./cache-files.ts";
import { createRenderPool, renderThreadsFor, type RenderPool } from "./render-pool.ts";

export interface RendererDescription {
  /** Names the output and its template version, e.g. "quillmere-graphics:2". */
  label: string;
  /** Fonts.digest: changes when the font files change. */
  fontDigest: string;
  /** Source files that decide the look; hashed so an edit can never leave a stale PNG cached. */
  sources: readonly URL[];
  /** Packages whose versions decide the pixels. */
  packages: readonly string[];
}

/** Everything besides a picture's own inputs that decides how it looks. */
export async function rendererDigest({
  label,
  fontDigest,
  sources,
  packages,
}: RendererDescription) {
  const hash = createHash("sha256");
  hash.update(`${label}:${fontDigest}\n`);
  for (const source of sources) {
    try {
      hash.update(await readFile(fileURLToPath(source)));
    } catch {
      // Bundled without its sources: the label's template version still versions the templates.
    }
  }
  const require = createRequire(import.meta.url);
  for (const name of packages) {
    try {
      hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}\n`);
    } catch {
      hash.update(`${name}@unknown\n`);
    }
  }
  return hash.digest("hex");
}

/** The cache key of one picture: the renderer, its inputs and the bytes of the images it embeds. */
export function cacheKey(renderer: string, inputs: unknown, images: readonly Buffer[]) {
  const hash = createHash("sha256");
  hash.update(`${renderer}\n`);
  hash.update(JSON.stringify(inputs));
  for (const image of images) {
    hash.update(`\n${image.length}\n`);
    hash.update(image);
  }
  return hash.digest("hex");
}

export interface CachedPng {
  cacheDir: string;
  key: string;
  /** Where the PNG goes in the build. */
  target: string;
  render: () => Promise<Buffer>;
}

/** Copies the cached PNG to `target` if the cache has it; says whether it did. */
export async function copyCachedPng({
  cacheDir,
  key,
  target,
}: Pick<CachedPng, "cacheDir" | "key" | "target">) {
  const cached = path.join(cacheDir, `${key}.png`);
  await mkdir(path.dirname(target), { recursive: true });
  if (!(await exists(cached))) return false;
  await copyFile(cached, target);
  return true;
}

/** Renders the PNG, keeps it in the cache and writes it to `target`. */
export async function renderCachedPng({ cacheDir, key, target, render }: CachedPng) {
  const bytes = await render();
  await writeAtomically(path.join(cacheDir, `${key}.png`), bytes);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes);
  return "rendered" as const;
}

export interface PendingPng {
  key: string;
  /** Where the PNG goes in the build. */
  target: string;
  /** Draws it on the pool (render-pool.ts). */
  render: (pool: RenderPool) => Promise<Buffer>;
}

/**
 * Writes every PNG to its target: copies what the cache has, then draws the rest on a render
 * pool sized for how many they are (render-pool.ts), so that a rebuild after a small change starts
 * no worker thread and a cold build of a large event uses every core. Says, per PNG, which happened.
 */
export async function writeCachedPngs(
  pngs: readonly PendingPng[],
  { cacheDir, threads }: { cacheDir: string; threads?: number },
): Promise<("reused" | "rendered")[]> {
  await mkdir(cacheDir, { recursive: true });
  const copied = await mapWithConcurrency(pngs, 8, (png) => copyCachedPng({ cacheDir, ...png }));
  const missing = pngs.filter((_, index) => !copied[index]);
  if (missing.length > 0) {
    const count = threads ?? renderThreadsFor(missing.length);
    const pool = createRenderPool({ cacheDir, threads: count });
    try {
      // More in flight than the pool draws at once, so it never waits for this thread's writes.
      await mapWithConcurrency(missing, 4 * count, (png) =>
        renderCachedPng({
          cacheDir,
          ...png,
          render: () =>
            png.render(pool).catch((error: Error) => {
              throw new Error(`Could not draw ${png.target}: ${error.message}`, { cause: error });
            }),
        }),
      );
    } finally {
      await pool.close();
    }
  }
  return copied.map((reused) => (reused ? "reused" : "rendered"));
}

/** Cache entries unused by this run and untouched for this long are deleted. */
const cacheLifetime = 30 * 24 * 60 * 60 * 1000;

/** Keeps the cache from growing without end as the content and the templates change. */
export async function pruneCache(cacheDir: string, usedKeys: ReadonlySet<string>) {
  const now = Date.now();
  for (const name of await readdir(cacheDir)) {
    if (usedKeys.has(name.replace(/\.png$/, "")) || !/\.(png|tmp)$/.test(name)) continue;
    const file = path.join(cacheDir, name);
    try {
      const { mtimeMs } = await stat(file);
      const lifetime = name.endsWith(".tmp") ? 60 * 60 * 1000 : cacheLifetime;
      if (now - mtimeMs > lifetime) await rm(file, { force: true });
    } catch {
      // Removed meanwhile by a parallel build.
    }
  }
}

export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
