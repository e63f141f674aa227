import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brokenCitations, citingFiles, numberedSection } from "./cited-documents.ts";

const root = process.cwd();
// This test and its module write broken citations on purpose, as examples.
const examples = new Set([
  "tools/checks/docs/cited-documents.ts",
  "tools/checks/docs/cited-documents.test.ts",
]);

const problemsIn = (text: string, file = "site/example.ts") =>
  brokenCitations(root, file, text).map(({ line, text, problem }) => ({ line, text, problem }));

describe("the documents the project cites", () => {
  it("are all in the repository, with the sections and titles cited", () => {
    const files = citingFiles(root).filter((file) => !examples.has(file));
    expect(files.length).toBeGreaterThan(500);
    expect(files).toContain("README.md");
    expect(files).toContain("docs/product/specification.md");
    const problems = files.flatMap((file) =>
      brokenCitations(root, file, readFileSync(file, "utf8")).map(
        ({ line, text, problem }) => `${file}:${line}: ${text}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it("accepts citations of files, records, sections and titles that exist", () => {
    const text = [
      "// The islands (docs/decisions/020-islands.md; docs/decisions/019 and decisions 001, 014",
      '// and 016), the speakers\' order (docs/product/specification.md §5 "Speaker ordering"), the',
      "// private area (docs/product/decisions.md §2), the editor guide (docs/editing.md) and",
      '// docs/decisions/008, "Amended (issue 21)". Not ours: https://decapcms.org/docs/widgets/.',
    ].join("\n");
    expect(problemsIn(text)).toEqual([]);
  });

  it("finds each kind of citation that leads nowhere, on the line it starts", () => {
    const text = [
      "/**",
      " * Gone: docs/decisions/014-critical-path.md, docs/decisions/099 and decision 098. The",
      " * sections: docs/product/specification.md §12, docs/product/decisions.md §2",
      ' * "Speaker ordering", docs/importing.md, "No such title".',
      " * Old forms: (decisions.md, 2), spec §5 and (spec, 9).",
      " */",
    ].join("\n");
    expect(problemsIn(text)).toEqual([
      {
        line: 2,
        text: "docs/decisions/014-critical-path.md",
        problem: "there is no such file or folder",
      },
      { line: 2, text: "docs/decisions/099", problem: "there is no docs/decisions/099-*.md" },
      {
        line: 3,
        text: "docs/product/specification.md §12",
        problem: 'docs/product/specification.md has no section "## 12."',
      },
      {
        line: 3,
        text: 'docs/product/decisions.md §2 "Speaker ordering"',
        problem: '§2 of docs/product/decisions.md has no "Speaker ordering"',
      },
      {
        line: 4,
        text: 'docs/importing.md, "No such title"',
        problem: 'docs/importing.md has no "No such title"',
      },
      { line: 2, text: "decision 098", problem: "there is no docs/decisions/098-*.md" },
      { line: 5, text: "decisions.md, 2", problem: "cite docs/product/decisions.md §N" },
      { line: 5, text: "spec §5", problem: "cite docs/product/specification.md §N" },
      { line: 5, text: "(spec, 9)", problem: "cite docs/product/specification.md §N" },
    ]);
  });

  it("checks the relative links of Markdown files", () => {
    const text =
      "See [importing](importing.md#length-limits), [x](missing.md) and [web](https://x.y).";
    expect(problemsIn(text, "docs/editing.md")).toEqual([
      { line: 1, text: "](missing.md)", problem: "docs/missing.md does not exist" },
    ]);
  });

  it("reads a numbered section up to the next one", () => {
    const markdown = "# T\n\n## 1. One\n\nfirst\n\n## 2. Two\n\nsecond\n";
    expect(numberedSection(markdown, "1")).toBe("## 1. One\n\nfirst\n");
    expect(numberedSection(markdown, "2")).toBe("## 2. Two\n\nsecond\n");
    expect(numberedSection(markdown, "3")).toBeUndefined();
  });
});
