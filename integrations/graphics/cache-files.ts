// Build-only: reading and writing the files of the caches that parallel builds share (the PNG cache,
// png-cache.ts, and the fonts render.ts converts). A module of its own, so that render.ts need not
// import png-cache.ts, which imports render.ts through the render pool.
import { randomUUID } from "node:crypto";
import { rename, stat, writeFile } from "node:fs/promises";

/** Whether the file is there and holds something. */
export async function exists(file: string) {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Write then rename, so a parallel build sharing the cache never reads half a file. */
export async function writeAtomically(file: string, bytes: Uint8Array) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}
