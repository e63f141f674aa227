import type { GraphicItem } from "#content/schema/private.ts";

/**
 * The items whose name, original name or variant contains the query, case-insensitively, in their
 * original order (docs/product/specification.md §5). Plain substring matching: the query is never
 * read as a pattern, so characters such as `(`, `.` or `*` are just characters. Surrounding spaces
 * are ignored.
 */
export function searchGraphics<Item extends Pick<GraphicItem, "name" | "originalName" | "variant">>(
  items: readonly Item[],
  query: string,
): Item[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...items];
  return items.filter((item) =>
    [item.name, item.originalName, item.variant].some(
      (field) => field !== undefined && field.toLowerCase().includes(needle),
    ),
  );
}
