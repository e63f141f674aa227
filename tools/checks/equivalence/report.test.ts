// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Comparison, FileDifference } from "./compare-builds.ts";
import { formatReport } from "./report.ts";

const comparison = (changes: Partial<Comparison> = {}): Comparison => ({
  compared: 1494,
  onlyInBase: [],
  onlyInHead: [],
  differences: [],
  normalised: new Map([
    ["calendar DTSTAMP", 151],
    ["encrypted file", 107],
  ]),
  notes: [],
  ...changes,
});

const codeChange: FileDifference = {
  file: "assets/page-script-[hash].js",
  kind: "code",
  baseBytes: 11388,
  headBytes: 11390,
  detail: [],
};

const pageChange = (file: string, line: string): FileDifference => ({
  file,
  kind: "content",
  baseBytes: 100,
  headBytes: 100,
  detail: [
    "@@ base line 450, head line 450 @@",
    `-   <h2>"Biography"</h2>`,
    `+   <h2>"${line}"</h2>`,
  ],
});

describe("formatReport", () => {
  it("passes two builds with no difference, and counts what it made stable", () => {
    const report = formatReport(comparison(), { strictJs: false });
    expect(report.failed).toBe(false);
    expect(report.lines).toEqual([
      "Normalised: 151 calendar DTSTAMPs, 107 encrypted files.",
      "No difference for visitors across 1494 files (258 normalised stamps).",
    ]);
  });

  it("lists changed code apart, with its sizes, and fails on it only with --strict-js", () => {
    const changed = comparison({ differences: [codeChange] });
    const report = formatReport(changed, { strictJs: false });
    expect(report.failed).toBe(false);
    expect(report.lines).toContain("  assets/page-script-[hash].js: 11,388 B → 11,390 B (+2)");
    expect(report.lines.at(-1)).toBe(
      "No difference for visitors across 1494 files (258 normalised stamps); code changed in 1 file.",
    );
    expect(formatReport(changed, { strictJs: true }).failed).toBe(true);
  });

  it("fails on a page that changed, a file missing or a file added, and shows each", () => {
    const report = formatReport(
      comparison({
        differences: [pageChange("speakers/1/index.html", "Profile")],
        onlyInBase: [
          {
            file: "speakers/7/index.html",
            realFile: "speakers/7/index.html",
            kind: "content",
            bytes: 9,
          },
        ],
        onlyInHead: [
          {
            file: "assets/new-[hash].js",
            realFile: "assets/new-AbC12345.js",
            kind: "code",
            bytes: 9,
          },
        ],
      }),
      { strictJs: false },
    );
    expect(report.failed).toBe(true);
    expect(report.lines).toEqual(
      expect.arrayContaining([
        "Only in the base build (1):",
        "  speakers/7/index.html",
        "Different for visitors (1):",
        "  speakers/1/index.html",
        `    +   <h2>"Profile"</h2>`,
        "  assets/new-[hash].js: only in the head (9 B)",
      ]),
    );
    expect(report.lines.at(-1)).toBe(
      "Different for visitors: 2 files (1 changed, 1 only in the base, 0 only in the head) of 1494 compared.",
    );
  });

  it("shows one change made to many pages once", () => {
    const report = formatReport(
      comparison({
        differences: ["1", "2", "3"].map((id) =>
          pageChange(`speakers/${id}/index.html`, "Profile"),
        ),
      }),
      { strictJs: false },
    );
    expect(report.lines).toContain(
      "  speakers/1/index.html (the same change in 2 other files: speakers/2/index.html, speakers/3/index.html)",
    );
    expect(report.lines.filter((line) => line.includes("Profile"))).toHaveLength(1);
  });
});
