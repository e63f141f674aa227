// Edits YAML documents field by field with the `yaml` Document API, so an organiser's comments,
// key order and quoting survive, and a field whose value did not change is not touched at all
// (that is what makes a second import write nothing).
import { Document, isScalar, parseDocument, Scalar, visit } from "yaml";

/** Fields written as "quoted" strings, as the content files write times and dates. */
const quotedFields = new Set(["start", "end", "date"]);

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A node for a value, with times and dates (also inside lists, e.g. the `date` of each day)
 * double-quoted, as the content files write them, so no YAML 1.1 reader takes them for numbers.
 */
export function nodeFor(doc: Document, key: string, value: unknown) {
  const node = doc.createNode(value);
  if (isScalar(node) && typeof value === "string" && quotedFields.has(key)) {
    node.type = Scalar.QUOTE_DOUBLE;
  }
  visit(node, {
    Pair(_, pair) {
      const name = isScalar(pair.key) ? String(pair.key.value) : "";
      if (isScalar(pair.value) && typeof pair.value.value === "string" && quotedFields.has(name)) {
        pair.value.type = Scalar.QUOTE_DOUBLE;
      }
    },
  });
  return node;
}

/**
 * Sets each field of `fields` on the map at `path` (undefined deletes it). Returns the names of the
 * fields whose value changed.
 */
export function setFields(
  doc: Document,
  fields: Record<string, unknown>,
  path: readonly (string | number)[] = [],
): string[] {
  const changed: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const at = [...path, key];
    const current = doc.hasIn(at) ? (doc.getIn(at, true) as { toJSON?: () => unknown }) : undefined;
    const currentValue =
      current && typeof current === "object" && "toJSON" in current && current.toJSON
        ? (current as unknown as { toJSON(): unknown }).toJSON()
        : current;
    if (value === undefined) {
      if (current !== undefined) {
        doc.deleteIn(at);
        changed.push(key);
      }
      continue;
    }
    if (current !== undefined && sameValue(currentValue, value)) continue;
    doc.setIn(at, nodeFor(doc, key, value));
    changed.push(key);
  }
  return changed;
}

/** A YAML map file's document; problems stop the import (the file must be fixed by hand first). */
export function parseYamlMap(text: string, file: string): Document {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message.split("\n")[0]}`);
  return doc;
}

export interface MarkdownFile {
  doc: Document;
  body: string;
}

/** Splits a Markdown file into its front matter document and its body. */
export function parseMarkdown(text: string, file: string): MarkdownFile {
  const match = /^---\r?\n([\s\S]*?)^---\r?\n?([\s\S]*)$/m.exec(text);
  if (!match) throw new Error(`${file}: the file does not start with front matter`);
  return { doc: parseYamlMap(match[1]!, file), body: match[2]!.trim() };
}

export function renderMarkdown(file: MarkdownFile): string {
  const front = `---\n${file.doc.toString({ lineWidth: 0 })}---\n`;
  return file.body ? `${front}\n${file.body}\n` : front;
}

export function newMarkdown(): MarkdownFile {
  return { doc: new Document({}), body: "" };
}
