// Build-only helpers that turn bad content into messages naming the file, the line, the entry and
// the value: `content/home.yml:27 › featuredSpeakerIds[16]: speaker id 999 does not exist ...`.
// Both the reader (content/load/: a file that breaks its schema) and the checks (content/checks/:
// a broken cross-reference) write problems with them, so they belong to neither.
import { existsSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import type { FieldPath, Origin } from "./content-types.ts";

/** Where the speakers are: ids elsewhere name the `id` of a file in this folder. */
export const speakersFolder = "content/speakers/";

export function valueAt(data: unknown, at: FieldPath): unknown {
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

/** A path as a reader finds it, naming list entries by id and name, e.g. `rooms[3] ("Fox Room").floor`. */
export function pathLabel(data: unknown, at: FieldPath): string {
  let label = "";
  let current: unknown = data;
  for (const key of at) {
    label += typeof key === "number" ? `[${key}]` : `${label ? "." : ""}${String(key)}`;
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
  return label || "(the whole file)";
}

/** `file:line › field: message`, for a field of an entry (a path inside the entry). */
export function problemAt(origin: Origin, at: FieldPath, message: string): string {
  const [first, ...rest] = at;
  const { source } = origin;
  let line: number | undefined;
  let label: string;
  if (first !== undefined && first === origin.fromFileName) {
    label = `${String(first)} (the file name)`;
  } else if (first !== undefined && first === origin.fromBody) {
    line = source.bodyLine;
    label = `${String(first)} (the text under the front matter)${rest.length ? ` ${pathLabel(undefined, rest)}` : ""}`;
  } else {
    const full = [...origin.at, ...at];
    line = source.lineOf(full);
    label = pathLabel(source.data, full);
  }
  return `${source.file}${line ? `:${line}` : ""} › ${label}: ${message}`;
}

/**
 * The value as its schema parses it, or every zod issue, each naming the file, the line, the
 * field and the bad value.
 */
export function parseShape<T>(
  origin: Origin,
  schema: z.ZodType<T>,
  value: unknown,
): { value: T; problems: [] } | { value?: undefined; problems: string[] } {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data, problems: [] };
  const problems = result.error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) =>
        problemAt(
          origin,
          [...issue.path, key],
          `${showValue(key)} is not a field here (a typing mistake?)`,
        ),
      );
    }
    return [
      problemAt(
        origin,
        issue.path,
        `${issue.message} (value: ${showValue(valueAt(value, issue.path))})`,
      ),
    ];
  });
  return { problems };
}

/**
 * One problem for each entry after the first whose key is already taken, naming the first file:
 * `content/team/b.md › id: the id "x" is already used by content/team/a.md`.
 */
export function duplicateProblems<T>(
  entries: readonly T[],
  origins: readonly Origin[],
  field: string,
  keyOf: (entry: T) => unknown,
  what: string,
): string[] {
  const first = new Map<unknown, Origin>();
  return entries.flatMap((entry, index) => {
    const key = keyOf(entry);
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, origins[index]!);
      return [];
    }
    const where =
      earlier.source === origins[index]!.source
        ? `by ${pathLabel(earlier.source.data, earlier.at)}`
        : `in ${earlier.source.file}`;
    return [
      problemAt(origins[index]!, [field], `${what} ${showValue(key)} is already used ${where}`),
    ];
  });
}

/** Reports a site path (e.g. /images/x.webp) with no file behind it in public/. */
export function missingFileProblem(
  publicDir: string | undefined,
  origin: Origin,
  at: FieldPath,
  sitePath: string,
): string[] {
  if (!publicDir || existsSync(path.join(publicDir, sitePath))) return [];
  return [problemAt(origin, at, `the file ${showValue(sitePath)} does not exist in public/`)];
}

export function formatProblems(problems: readonly string[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `Content check failed (${count}):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`;
}

/** The error of a content reader: its message lists every problem. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(formatProblems(problems));
    this.name = "ContentError";
  }
}
