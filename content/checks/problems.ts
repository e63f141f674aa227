// Build-only helpers that turn bad content into messages naming the file, the entry and the value.
import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";

type PathSegment = PropertyKey;

export function valueAt(data: unknown, at: readonly PathSegment[]): unknown {
  let current: unknown = data;
  for (const key of at) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A short, readable form of a bad value: strings quoted, long ones cut. */
export function showValue(value: unknown): string {
  if (value === undefined) return "(missing)";
  const text =
    typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Names an array entry by its id and name where it has them, e.g. `speakers[3] (id 12, "Ada Lovelock")`. */
export function entryLabel(exportName: string, data: unknown, at: readonly PathSegment[]): string {
  let label = exportName;
  let current: unknown = data;
  for (const key of at) {
    label += typeof key === "number" ? `[${key}]` : `.${String(key)}`;
    current = valueAt(current, [key]);
    if (typeof key === "number" && current && typeof current === "object") {
      const entry = current as { id?: unknown; name?: unknown };
      const parts = [
        entry.id !== undefined ? `id ${String(entry.id)}` : "",
        typeof entry.name === "string" ? JSON.stringify(entry.name) : "",
      ].filter(Boolean);
      if (parts.length) label += ` (${parts.join(", ")})`;
    }
  }
  return label;
}

export function shapeProblems(
  file: string,
  exportName: string,
  schema: z.ZodType,
  data: unknown,
): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const at = issue.path;
    return `${file} › ${entryLabel(exportName, data, at)}: ${issue.message} (value: ${showValue(valueAt(data, at))})`;
  });
}

/** The shape problems of every export of a bundle, each checked by its `[file, schema]` entry. */
export function bundleShapeProblems<Bundle extends object>(
  schemas: { readonly [Name in keyof Bundle]: readonly [file: string, schema: z.ZodType] },
  bundle: Bundle,
): string[] {
  return (Object.keys(schemas) as (keyof Bundle & string)[]).flatMap((name) => {
    const [file, schema] = schemas[name];
    return shapeProblems(file, name, schema, bundle[name]);
  });
}

export function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/** Reports a site path (e.g. /images/x.webp) with no file behind it in public/. */
export function missingFileProblem(
  publicDir: string | undefined,
  file: string,
  label: string,
  sitePath: string,
): string[] {
  if (!publicDir || existsSync(path.join(publicDir, sitePath))) return [];
  return [`${file} › ${label}: the file ${showValue(sitePath)} does not exist in public/`];
}
