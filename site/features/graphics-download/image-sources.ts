// Where a graphic's picture is looked for (docs/product/specification.md §3 "Graphics locations",
// §4 "Image failure"): sponsor pictures fall back straight to the default logo; other graphics are
// tried in a list of alternate folders in turn, then the default logo. Failures are only logged to
// the console.
import type { GraphicItem, GraphicsKind } from "#content/schema/private.ts";

/** The folders tried, in order, when a speaker graphic or URL poster is missing from its own. */
export const alternateFolders: readonly string[] = [
  "/graphics/private_speakers",
  "/graphics/private_url_posters",
  "/images/speakers",
  "/images/team",
];

function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf("/"));
}

/** Every source to try for an item's picture, first to last, without repeats. */
export function imageSources(
  item: Pick<GraphicItem, "path" | "filename">,
  kind: GraphicsKind,
  defaultImage: string,
): string[] {
  const own = folderOf(item.path);
  const alternates =
    kind === "sponsors"
      ? []
      : alternateFolders
          .filter((folder) => folder !== own)
          .map((folder) => `${folder}/${item.filename}`);
  return [...new Set([item.path, ...alternates, defaultImage])];
}

/** The console line for a source that failed, naming what is tried next. */
export function failureMessage(failed: string, next: string | undefined): string {
  return next === undefined
    ? `Graphic image could not be loaded, and neither could the default logo: ${failed}`
    : `Graphic image could not be loaded: ${failed}; trying ${next}`;
}
