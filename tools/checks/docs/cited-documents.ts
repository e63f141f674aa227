// The documents the project's files cite must be in the repository (issue 22). A comment or a page
// of the docs that names a document sends the reader there; this finds every such citation and
// says which ones lead nowhere:
// - a path under docs/ (`docs/decisions/020-islands.md`, `docs/deploy.md`), or a decision record
//   by its number alone (`docs/decisions/020`, "decision 020", "decisions 001, 014 and 016");
// - a section of the product documents, `docs/product/specification.md §5 "Speaker ordering"` or
//   `docs/product/decisions.md §2`: the section must exist, and a quoted title must be in it;
// - a quoted title after any other cited document (`docs/decisions/008, "Amended (issue 21)"`);
// - a relative link in a Markdown file (`[importing.md](importing.md)`);
// - the old citations of documents that were never in the repository ("decisions.md, 2",
//   "spec §5", "(spec, 9)"), which are always wrong.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The folders scanned, and the files at the top of the project. */
const scannedFolders = [
  "site",
  "integrations",
  "tools",
  "content",
  "hosting",
  "server",
  "e2e",
  "docs",
  "deploy",
  "event",
  ".ci",
];
const textFile =
  /\.(?:[cm]?[jt]sx?|md|ya?ml|json|css|html|conf|txt|sh)$|^(?:run|\.gitignore|\.prettierignore)$/;
/** Fixtures hold other people's data, with links of theirs: not citations of ours. */
const notScanned = /(?:^|\/)(?:fixtures|node_modules)\/|^package-lock\.json$/;

export interface Citation {
  /** The citing file, relative to the project. */
  file: string;
  line: number;
  /** The citation as written. */
  text: string;
  /** Why it leads nowhere. */
  problem: string;
}

/** The decision records: their number (three digits) -> their file, relative to the project. */
function decisionRecords(root: string): Map<string, string> {
  const records = new Map<string, string>();
  for (const name of readdirSync(path.join(root, "docs/decisions"))) {
    const number = /^(\d{3})-.+\.md$/.exec(name)?.[1];
    if (number) records.set(number, `docs/decisions/${name}`);
  }
  return records;
}

const normalise = (text: string) => text.replace(/\s+/g, " ").toLowerCase();

/**
 * A numbered section of a Markdown document (`## 5. Validation rules`) up to the next one, or
 * undefined when it has none of that number.
 */
export function numberedSection(markdown: string, number: string): string | undefined {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => new RegExp(`^## ${number}\\.\\s`).test(line));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
}

/**
 * The text as one line per paragraph of prose: comment markers at the starts of lines (`//`,
 * ` * `, `#`, `{/*`) go, so that a citation broken over two lines of a comment reads whole.
 * `lineOf` gives the line of the original text an offset of the joined text came from.
 */
function joinLines(text: string): { joined: string; lineOf: (offset: number) => number } {
  const lines = text.split("\n");
  const starts: number[] = [];
  let joined = "";
  for (const line of lines) {
    starts.push(joined.length);
    joined += line.replace(/^\s*(?:\/\/+|\/?\*+(?!\/)|#+(?=\s)|\{\/\*)?\s*/, "") + " ";
  }
  const lineOf = (offset: number) => {
    let line = 0;
    while (line + 1 < starts.length && starts[line + 1]! <= offset) line += 1;
    return line + 1;
  };
  return { joined, lineOf };
}

/** A document path in prose: not part of a web address or of a longer path. */
const documentPath = /(?<![\w./@:~-])docs\/[\w./-]*[\w/]/g;
/** What may follow a cited document: sections (`§5 "Title", §4`) or one quoted title. */
const sectionList = /^,?\s*((?:§\d+(?:\s+"[^"]+")?(?:,\s*|\s+and\s+)?)+)/;
const quotedTitle = /^`?,\s*"([^"]+)"/;

/** Every citation in one file's text that leads nowhere. */
export function brokenCitations(root: string, file: string, text: string): Citation[] {
  const records = decisionRecords(root);
  const { joined, lineOf } = joinLines(text);
  const problems: Citation[] = [];
  const report = (offset: number, cited: string, problem: string) =>
    problems.push({ file, line: lineOf(offset), text: cited, problem });

  for (const match of joined.matchAll(documentPath)) {
    const cited = match[0].replace(/\.$/, "");
    const after = joined.slice(match.index + cited.length);
    const numbered = /^docs\/decisions\/(\d{3})$/.exec(cited.replace(/\/$/, ""));
    let target: string | undefined = cited;
    if (numbered) {
      target = records.get(numbered[1]!);
      if (!target) report(match.index, cited, `there is no docs/decisions/${numbered[1]}-*.md`);
    } else if (!existsSync(path.join(root, cited))) {
      report(match.index, cited, "there is no such file or folder");
      target = undefined;
    }
    if (!target || statSync(path.join(root, target)).isDirectory()) continue;
    const document = readFileSync(path.join(root, target), "utf8");
    const sections = sectionList.exec(after.replace(/^`/, ""));
    if (sections) {
      for (const section of sections[1]!.matchAll(/§(\d+)(?:\s+"([^"]+)")?/g)) {
        const [whole, number, title] = section;
        const body = numberedSection(document, number!);
        if (body === undefined) {
          report(match.index, `${cited} ${whole}`, `${target} has no section "## ${number}."`);
        } else if (title && !normalise(body).includes(normalise(title))) {
          report(match.index, `${cited} ${whole}`, `§${number} of ${target} has no "${title}"`);
        }
      }
      continue;
    }
    const title = quotedTitle.exec(after)?.[1];
    if (title && !normalise(document).includes(normalise(title))) {
      report(match.index, `${cited}, "${title}"`, `${target} has no "${title}"`);
    }
  }

  // Decision records by number: "decision 020", "decisions 001, 014 and 016".
  for (const match of joined.matchAll(/\b[Dd]ecisions? (\d{3}(?:(?:,\s*|,?\s+and\s+)\d{3})*)\b/g)) {
    for (const number of match[1]!.match(/\d{3}/g)!) {
      if (!records.has(number)) {
        report(match.index, match[0], `there is no docs/decisions/${number}-*.md`);
      }
    }
  }

  // Citations of the documents as they were before they were in the repository.
  const oldForms: [RegExp, string][] = [
    [/(?<![\w/.-])decisions\.md,\s*\d+/g, "cite docs/product/decisions.md §N"],
    [
      /\b[Ss]pec(?:ification)?\s*§\s*\d+|\([Ss]pec,\s*\d+\)/g,
      "cite docs/product/specification.md §N",
    ],
    [/summit-website-spec\.md/g, "the specification is docs/product/specification.md"],
  ];
  const inProductDocs = file.startsWith("docs/product/");
  for (const [pattern, problem] of oldForms) {
    for (const match of joined.matchAll(pattern)) {
      // The product documents name their originals once, in the note on where they come from.
      if (inProductDocs && match[0] === "summit-website-spec.md") continue;
      report(match.index, match[0], problem);
    }
  }

  // Relative links of Markdown files.
  if (file.endsWith(".md")) {
    for (const match of joined.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!.replace(/#.*$/, "");
      if (!target || /^[a-z][a-z+.-]*:/i.test(target)) continue;
      const resolved = path.join(path.dirname(file), target);
      if (!existsSync(path.join(root, resolved))) {
        report(match.index, match[0], `${resolved} does not exist`);
      }
    }
  }
  return problems;
}

/** The project's text files that can cite a document, relative to the project. */
export function citingFiles(root: string): string[] {
  const top = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => entry.name);
  const nested = scannedFolders
    .filter((folder) => existsSync(path.join(root, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && textFile.test(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    );
  return [...top, ...nested]
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !notScanned.test(file))
    .sort();
}
