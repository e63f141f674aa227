// The report of `npm run check:equivalence`, and whether it fails. A refactoring changes the
// JavaScript bundles by design (other modules, other minified names, other chunks), so their
// differences are listed apart as "code changed", with their sizes, and fail the check only with
// --strict-js. What visitors get from the server (pages, styles, data, images, the precache list)
// must be the same (docs/decisions/028-equivalence-check.md).
import type {
  Comparison,
  FileDifference,
  ListedFile,
  NormalisationKind,
} from "./compare-builds.ts";

export interface ReportOptions {
  /** Code differences fail the check too. */
  strictJs: boolean;
  /** At most this many different changes are shown with their diff; the rest by file name. */
  maxDiffs?: number;
}

export interface Report {
  lines: string[];
  /** Whether anything a visitor gets differs (or any code, with strictJs): exit code 1. */
  failed: boolean;
}

const bytes = (count: number) => `${count.toLocaleString("en-GB")} B`;

const plural = (count: number, word: string) =>
  `${count} ${word}${count === 1 ? "" : word.endsWith("h") ? "es" : "s"}`;

function normalisedSummary(normalised: ReadonlyMap<NormalisationKind, number>): string {
  const kinds = [...normalised].map(([kind, count]) => plural(count, kind));
  return kinds.length ? kinds.join(", ") : "none";
}

function listFiles(title: string, files: readonly ListedFile[]): string[] {
  if (!files.length) return [];
  return [
    `${title} (${files.length}):`,
    ...files.map(({ file, realFile }) => `  ${file}${realFile === file ? "" : ` (${realFile})`}`),
    "",
  ];
}

function codeLines(
  differences: readonly FileDifference[],
  onlyInBase: readonly ListedFile[],
  onlyInHead: readonly ListedFile[],
): string[] {
  return [
    ...differences.map(
      ({ file, baseBytes, headBytes }) =>
        `  ${file}: ${bytes(baseBytes)} → ${bytes(headBytes)} (${headBytes - baseBytes >= 0 ? "+" : ""}${(headBytes - baseBytes).toLocaleString("en-GB")})`,
    ),
    ...onlyInBase.map(({ file, bytes: size }) => `  ${file}: only in the base (${bytes(size)})`),
    ...onlyInHead.map(({ file, bytes: size }) => `  ${file}: only in the head (${bytes(size)})`),
  ];
}

/**
 * Differences grouped by their changed lines (context and line numbers aside): one change to a
 * component shows once, not once per page.
 */
function sameChange(differences: readonly FileDifference[]): FileDifference[][] {
  const groups = new Map<string, FileDifference[]>();
  for (const difference of differences) {
    const key = difference.detail.filter((line) => /^[-+[…]/.test(line)).join("\n");
    groups.set(key, [...(groups.get(key) ?? []), difference]);
  }
  return [...groups.values()];
}

function alsoIn(others: readonly FileDifference[]): string {
  const named = others.slice(0, 4).map(({ file }) => file);
  const more = others.length > named.length ? `, … ${others.length - named.length} more` : "";
  return `(the same change in ${plural(others.length, "other file")}: ${named.join(", ")}${more})`;
}

/** The report's lines, and whether the check fails. */
export function formatReport(
  comparison: Comparison,
  { strictJs, maxDiffs = 10 }: ReportOptions,
): Report {
  const counts = (kind: "content" | "code") => ({
    differences: comparison.differences.filter((difference) => difference.kind === kind),
    onlyInBase: comparison.onlyInBase.filter((file) => file.kind === kind),
    onlyInHead: comparison.onlyInHead.filter((file) => file.kind === kind),
  });
  const content = counts("content");
  const code = counts("code");
  const codeChanges = code.differences.length + code.onlyInBase.length + code.onlyInHead.length;
  const contentChanges =
    content.differences.length + content.onlyInBase.length + content.onlyInHead.length;
  const lines: string[] = [];

  lines.push(...listFiles("Only in the base build", content.onlyInBase));
  lines.push(...listFiles("Only in the head build", content.onlyInHead));
  if (content.differences.length) {
    lines.push(`Different for visitors (${content.differences.length}):`);
    for (const [index, group] of sameChange(content.differences).entries()) {
      const [first, ...others] = group;
      if (index >= maxDiffs) {
        lines.push(...group.map(({ file }) => `  ${file}`));
        continue;
      }
      lines.push(`  ${first!.file}${others.length ? ` ${alsoIn(others)}` : ""}`);
      lines.push(...first!.detail.map((line) => `    ${line}`));
    }
    lines.push("");
  }
  if (codeChanges) {
    lines.push(
      `Code changed (${codeChanges}; JavaScript, compared with stable asset names; ${strictJs ? "fails the check with --strict-js" : "does not fail the check without --strict-js"}):`,
      ...codeLines(code.differences, code.onlyInBase, code.onlyInHead),
      "",
    );
  }
  lines.push(...comparison.notes, ...(comparison.notes.length ? [""] : []));

  const stamps = [...comparison.normalised.values()].reduce((sum, count) => sum + count, 0);
  lines.push(`Normalised: ${normalisedSummary(comparison.normalised)}.`);
  const failed = contentChanges > 0 || (strictJs && codeChanges > 0);
  if (!contentChanges) {
    const codeNote = codeChanges
      ? `; code changed in ${plural(codeChanges, "file")}${strictJs ? ", which fails with --strict-js" : ""}`
      : "";
    lines.push(
      `No difference for visitors across ${comparison.compared} files (${stamps} normalised stamps)${codeNote}.`,
    );
  } else {
    lines.push(
      `Different for visitors: ${plural(contentChanges, "file")} (${content.differences.length} changed, ${content.onlyInBase.length} only in the base, ${content.onlyInHead.length} only in the head) of ${comparison.compared} compared.`,
    );
  }
  return { lines, failed };
}
