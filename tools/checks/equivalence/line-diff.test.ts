// @vitest-environment node
import { describe, expect, it } from "vitest";
import { compactDiff, diffLines } from "./line-diff.ts";

const lines = (text: string) => text.split(" ");

describe("diffLines", () => {
  it("finds the shortest edit script, and both texts come back from it", () => {
    const a = lines("a b c a b b a");
    const b = lines("c b a b a c");
    const edits = diffLines(a, b);
    expect(edits.filter((edit) => edit.op !== " ")).toHaveLength(5);
    expect(edits.filter((edit) => edit.op !== "+").map((edit) => edit.line)).toEqual(a);
    expect(edits.filter((edit) => edit.op !== "-").map((edit) => edit.line)).toEqual(b);
  });

  it("shows the whole differing middle when there are more edits than the limit", () => {
    expect(diffLines(lines("x a b y"), lines("x c d y"), 1)).toEqual([
      { op: " ", line: "x" },
      { op: "-", line: "a" },
      { op: "-", line: "b" },
      { op: "+", line: "c" },
      { op: "+", line: "d" },
      { op: " ", line: "y" },
    ]);
  });
});

describe("compactDiff", () => {
  it("is empty for the same lines", () => {
    expect(compactDiff(lines("a b"), lines("a b"))).toEqual([]);
  });

  it("shows each change with two lines of context and where it is", () => {
    expect(
      compactDiff(lines("1 2 3 4 5 6 7 8 9 10 11 12"), lines("1 2 3 4 five 6 7 8 9 10 11 12 13")),
    ).toEqual([
      "@@ base line 3, head line 3 @@",
      "  3",
      "  4",
      "- 5",
      "+ five",
      "  6",
      "  7",
      "@@ base line 11, head line 11 @@",
      "  11",
      "  12",
      "+ 13",
    ]);
  });

  it("shows the first few changed lines and counts the rest", () => {
    const diff = compactDiff(lines("a b c d e"), lines("v w x y z"), { maxChanged: 2 });
    expect(diff).toEqual([
      "@@ base line 1, head line 1 @@",
      "- a",
      "- b",
      "… and 8 more changed lines",
    ]);
  });

  it("cuts a long line around where it changed", () => {
    const before = `${"x".repeat(300)}Biography${"y".repeat(300)}`;
    const after = `${"x".repeat(300)}Profile${"y".repeat(300)}`;
    const [, removed, added] = compactDiff([before], [after], { width: 40 });
    expect(removed).toBe(`- …${"x".repeat(13)}Biography${"y".repeat(18)}…`);
    expect(added).toBe(`+ …${"x".repeat(13)}Profile${"y".repeat(20)}…`);
  });
});
