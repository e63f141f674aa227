// Reading JSON whose shape nobody promised: real exports write ids as numbers or strings, lists
// as lists or single values, and null for anything. These accessors return what is usable and
// undefined for the rest, so a reader never throws on an unexpected type.

export type JsonObject = Record<string, unknown>;

export function objectOf(value: unknown): JsonObject | undefined {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as JsonObject)
    : undefined;
}

/** A non-empty trimmed string; numbers become their text (ids written as numbers). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  return value.trim() || undefined;
}

/** A list; a single value is a list of one (XML's single child), null and undefined are empty. */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

/** The objects of a list, without the entries that are not objects. */
export function objectsOf(value: unknown): JsonObject[] {
  return listOf(value).flatMap((item) => {
    const object = objectOf(item);
    return object ? [object] : [];
  });
}
