// Build-only: turns data files into validated entries, each with its origin (file and place), so a
// later check can still name the file and the line of a field.
import path from "node:path";
import { z } from "zod";
import type { Origin, SourceFile } from "../content-types.ts";
import { parseShape, problemAt, showValue } from "../problems.ts";
import { listFolder, readMarkdownFile, readYamlFile, type ContentRoot } from "./files.ts";

export interface Entries<T> {
  values: T[];
  origins: Origin[];
}

export interface Read<T> {
  /** Undefined when the file is unreadable or breaks its schema. */
  value?: T;
  origin: Origin;
  problems: string[];
}

/** A YAML file that holds one map, checked by its schema. */
export function readSingle<T>(where: ContentRoot, repoPath: string, schema: z.ZodType<T>): Read<T> {
  const source = readYamlFile(where, repoPath);
  const origin: Origin = { source, at: [] };
  if (source.problems.length) return { origin, problems: source.problems };
  return { origin, ...parseShape(origin, schema, source.data) };
}

/** The origin of a part of a single file, e.g. the `intro` of content/journal.yml. */
export function partOf(origin: Origin, key: string): Origin {
  return { source: origin.source, at: [...origin.at, key] };
}

/** The origins of the entries of a list inside a single file, e.g. the `rooms` of content/rooms.yml. */
export function entriesOf(origin: Origin, key: string, list: readonly unknown[]): Origin[] {
  return list.map((_value, index) => ({ source: origin.source, at: [...origin.at, key, index] }));
}

/** A folder of data files, one entry per file (Decap's "folder collection"). */
export interface FolderSpec<T> {
  folder: string;
  extension: ".md" | ".yml";
  /** The entry as the site uses it. */
  schema: z.ZodType<T>;
  /** The field the file name (without extension) fills, e.g. "id". */
  fromFileName?: string;
  /** The field the Markdown body fills, e.g. "bio"; an empty body leaves it out. */
  fromBody?: string;
  /** Entries carry `order`, their place on the page (lowest first); it is not part of the entry. */
  ordered?: boolean;
}

export interface FolderEntries<T> extends Entries<T> {
  /** Each entry's `order` (0 when the collection has none). */
  orders: number[];
  problems: string[];
}

const orderSchema = z.number({
  error: "a number: where the entry comes on the page, lowest first",
});

function entryFields<T>(spec: FolderSpec<T>, source: SourceFile, origin: Origin) {
  const { order, ...fields } = source.data as Record<string, unknown>;
  const problems: string[] = [];
  const taken = (field: string, from: string) =>
    problems.push(problemAt({ source, at: [] }, [field], `comes from ${from}; remove this field`));
  if (spec.ordered) {
    const parsed = orderSchema.safeParse(order);
    if (!parsed.success) {
      problems.push(
        problemAt(
          origin,
          ["order"],
          `${parsed.error.issues[0]!.message} (value: ${showValue(order)})`,
        ),
      );
    }
  } else if (order !== undefined) {
    fields.order = order;
  }
  if (spec.fromFileName) {
    if (spec.fromFileName in fields) taken(spec.fromFileName, "the file name");
    const name = path.basename(source.file, spec.extension);
    Object.assign(fields, { [spec.fromFileName]: name });
  }
  if (spec.fromBody) {
    if (spec.fromBody in fields) taken(spec.fromBody, "the text under the front matter");
    if (source.body) Object.assign(fields, { [spec.fromBody]: source.body });
  }
  return { fields, order: typeof order === "number" ? order : 0, problems };
}

export function readFolder<T>(where: ContentRoot, spec: FolderSpec<T>): FolderEntries<T> {
  const read = spec.extension === ".md" ? readMarkdownFile : readYamlFile;
  const result: FolderEntries<T> = { values: [], origins: [], orders: [], problems: [] };
  for (const repoPath of listFolder(where, spec.folder, spec.extension)) {
    const source = read(where, repoPath);
    const origin: Origin = {
      source,
      at: [],
      fromFileName: spec.fromFileName,
      fromBody: spec.fromBody,
    };
    if (source.problems.length) {
      result.problems.push(...source.problems);
      continue;
    }
    const { fields, order, problems } = entryFields(spec, source, origin);
    const parsed = parseShape(origin, spec.schema, fields);
    problems.push(...parsed.problems);
    result.problems.push(...problems);
    if (problems.length || parsed.value === undefined) continue;
    result.values.push(parsed.value);
    result.origins.push(origin);
    result.orders.push(order);
  }
  return result;
}

/** Entries sorted by a comparison (stable: equal entries keep their file-name order). */
export function sortEntries<T>(
  entries: Entries<T> & { orders?: number[] },
  compare: (a: { value: T; order: number }, b: { value: T; order: number }) => number,
): Entries<T> {
  const rows = entries.values.map((value, index) => ({
    value,
    order: entries.orders?.[index] ?? 0,
    origin: entries.origins[index]!,
  }));
  rows.sort(compare);
  return { values: rows.map((row) => row.value), origins: rows.map((row) => row.origin) };
}

/** By `order`, then file name. */
export const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
