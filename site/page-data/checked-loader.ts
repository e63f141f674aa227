// Build-only: the loader of every content collection (site/content.config.ts). Its entries come
// from our checked reader, so a broken data file stops the build with our message; in the dev
// server it loads them again when a data file changes.
import path from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import { contentDir } from "#content/load/files.ts";
import { ContentError } from "#content/problems.ts";

/** One entry of a collection: its id and its data, already checked. */
export interface CheckedEntry<T> {
  id: string;
  data: T;
}

/** A list entry's id: its position, zero-padded so that ids sort as positions do. */
export function positionId(index: number): string {
  return String(index).padStart(6, "0");
}

/** The id of the one entry of a collection that holds a single value (e.g. the sponsorship offer). */
export const singleEntryId = "event";

/** A loader that stores what `entries()` returns, in its order; the reader throws on bad content. */
export function checkedLoader<T extends object>(
  name: string,
  entries: () => readonly CheckedEntry<T>[],
): Loader {
  return {
    name: `quillmere-checked-${name}`,
    load: async ({ store, watcher }) => {
      const reload = () => fillStore(store, entries());
      reload();
      if (watcher) watchDataFiles(watcher, reload);
    },
  };
}

/**
 * Replaces the collection's entries: those whose file is gone are dropped. Entry by entry rather
 * than with store.clear(), which removes the collection itself: getCollection() then warns that
 * the collection "does not exist or is empty", while an event may well have no side events or
 * session types yet. For the same reason an empty list still makes its collection.
 */
export function fillStore<T extends object>(
  store: LoaderContext["store"],
  entries: readonly CheckedEntry<T>[],
) {
  for (const id of store.keys()) store.delete(id);
  if (entries.length === 0) {
    store.set({ id: "empty", data: {} });
    store.delete("empty");
  }
  for (const { id, data } of entries) {
    // Two entries with one id would keep only the last: a page would silently go missing.
    if (store.has(id)) throw new Error(`The collection has two entries with the id "${id}".`);
    store.set({ id, data: data as Record<string, unknown> });
  }
}

/**
 * Dev server: loads the entries again when a data file under content/ changes (CONTENT_DIR's
 * folder may be outside the project, so it is watched by name). On a content problem the store
 * keeps the last good entries; the content plugin (content/vite-plugin.ts) prints the problem.
 */
function watchDataFiles(watcher: NonNullable<LoaderContext["watcher"]>, reload: () => void) {
  const folder = path.join(contentDir(), "content");
  watcher.add(folder);
  const onChange = (file: string) => {
    const inside = path.relative(folder, file);
    if (inside.startsWith("..") || !/\.(ya?ml|md)$/.test(file)) return;
    try {
      reload();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
    }
  };
  for (const event of ["add", "change", "unlink"] as const) watcher.on(event, onChange);
}
