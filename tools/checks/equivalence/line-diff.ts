// A compact line diff for the report: the first few changed lines of two texts, with a little
// context, as `diff -u` shows them. Myers' algorithm on the lines between the common start and
// end; past a limit of edits (two unrelated files) it shows the whole differing middle instead.

export type Edit = { op: " " | "-" | "+"; line: string };

/** The shortest edit script from `a` to `b` (Myers 1986), or undefined past `limit` edits. */
function myers(a: readonly string[], b: readonly string[], limit: number): Edit[] | undefined {
  const n = a.length;
  const m = b.length;
  const offset = n + m + 1;
  const v = new Int32Array(2 * offset + 1);
  // trace[d] holds v[-d-1 .. d+1] as it was before step d: what the way back needs.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= Math.min(limit, n + m); d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace);
    }
  }
  return undefined;
}

function backtrack(a: readonly string[], b: readonly string[], trace: Int32Array[]): Edit[] {
  const edits: Edit[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = trace.length - 1; d >= 0; d--) {
    const before = trace[d]!;
    const at = (k: number) => before[k + d + 1]!;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      edits.push({ op: " ", line: a[x - 1]! });
      x -= 1;
      y -= 1;
    }
    if (d === 0) break;
    if (x === previousX) edits.push({ op: "+", line: b[(y -= 1)]! });
    else edits.push({ op: "-", line: a[(x -= 1)]! });
  }
  return edits.reverse();
}

/** How many items two sequences (lines, or a string's characters) share at the start and the end. */
export function commonEnds(a: ArrayLike<string>, b: ArrayLike<string>) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end += 1;
  return { start, end };
}

/** The edit script from `a` to `b`: equal lines, removed ones (-) and added ones (+). */
export function diffLines(a: readonly string[], b: readonly string[], limit = 2000): Edit[] {
  const { start, end } = commonEnds(a, b);
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);
  const middle = myers(middleA, middleB, limit) ?? [
    ...middleA.map((line) => ({ op: "-" as const, line })),
    ...middleB.map((line) => ({ op: "+" as const, line })),
  ];
  return [
    ...a.slice(0, start).map((line) => ({ op: " " as const, line })),
    ...middle,
    ...a.slice(a.length - end).map((line) => ({ op: " " as const, line })),
  ];
}

export interface CompactDiffOptions {
  /** Unchanged lines shown around a change. */
  context?: number;
  /** Changed lines shown in all; the rest are counted. */
  maxChanged?: number;
  /** Characters of a line shown; a long line is cut around where it changed. */
  width?: number;
}

/** Where two lines first differ, so that a long minified line is shown from there. */
function firstDifferentColumn(a: string, b: string): number {
  let column = 0;
  while (column < a.length && column < b.length && a[column] === b[column]) column += 1;
  return column;
}

function cut(line: string, from: number, width: number): string {
  const text = line.replace(/\r$/, "");
  if (text.length <= width) return text;
  const start = Math.max(0, Math.min(from - Math.floor(width / 3), text.length - width));
  return `${start > 0 ? "…" : ""}${text.slice(start, start + width)}${start + width < text.length ? "…" : ""}`;
}

/** For each changed edit, the column where it differs from its counterpart on the other side. */
function changedColumns(edits: readonly Edit[]): Map<number, number> {
  const columns = new Map<number, number>();
  for (let start = 0; start < edits.length; start++) {
    if (edits[start]!.op === " ") continue;
    let end = start;
    while (end < edits.length && edits[end]!.op !== " ") end += 1;
    const removed: number[] = [];
    const added: number[] = [];
    for (let at = start; at < end; at++) (edits[at]!.op === "-" ? removed : added).push(at);
    for (const [position, at] of removed.entries()) {
      const other = added[position];
      const column =
        other === undefined ? 0 : firstDifferentColumn(edits[at]!.line, edits[other]!.line);
      columns.set(at, column);
      if (other !== undefined) columns.set(other, column);
    }
    start = end - 1;
  }
  return columns;
}

/**
 * The first changes between two texts as `@@ base line L, head line L @@` headers and lines
 * marked "-" (base), "+" (head) and " " (context); empty when the texts are the same.
 */
export function compactDiff(
  a: readonly string[],
  b: readonly string[],
  { context = 2, maxChanged = 8, width = 160 }: CompactDiffOptions = {},
): string[] {
  const edits = diffLines(a, b);
  // The line numbers, in the base and in the head, at which each edit stands.
  const positions: [number, number][] = [];
  let lineA = 1;
  let lineB = 1;
  for (const edit of edits) {
    positions.push([lineA, lineB]);
    if (edit.op !== "+") lineA += 1;
    if (edit.op !== "-") lineB += 1;
  }
  const changed = edits.flatMap((edit, at) => (edit.op === " " ? [] : [at]));
  // Hunks: each change with its context, joined where they overlap.
  const hunks: [number, number][] = [];
  for (const at of changed) {
    const start = Math.max(0, at - context);
    const end = Math.min(edits.length, at + context + 1);
    const last = hunks.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else hunks.push([start, end]);
  }
  const columns = changedColumns(edits);
  const out: string[] = [];
  let shown = 0;
  for (const [start, end] of hunks) {
    if (shown >= maxChanged) break;
    const [atA, atB] = positions[start]!;
    out.push(`@@ base line ${atA}, head line ${atB} @@`);
    for (let at = start; at < end; at++) {
      const edit = edits[at]!;
      if (edit.op === " ") {
        out.push(`  ${cut(edit.line, 0, width)}`);
        continue;
      }
      if (shown >= maxChanged) break;
      out.push(`${edit.op} ${cut(edit.line, columns.get(at) ?? 0, width)}`);
      shown += 1;
    }
  }
  if (changed.length > shown) out.push(`… and ${changed.length - shown} more changed lines`);
  return out;
}
