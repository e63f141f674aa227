import { describe, expect, it } from "vitest";
import { createHandleLookup, displayText, splitCopy } from "./handles.ts";
import { cardPreviewLength, previewCopy, previewSegments, tablePreviewLength } from "./preview.ts";

describe("previewCopy", () => {
  it("uses the limits of the spec", () => {
    expect(cardPreviewLength).toBe(150);
    expect(tablePreviewLength).toBe(100);
  });

  it("keeps copy that fits whole", () => {
    const copy = "x".repeat(150);
    expect(previewCopy(copy, 150)).toEqual({ text: copy, truncated: false });
  });

  it("cuts longer copy at the limit and adds an ellipsis", () => {
    const copy = "a".repeat(160);
    expect(previewCopy(copy, 150)).toEqual({ text: `${"a".repeat(150)}…`, truncated: true });
    expect(previewCopy("a".repeat(101), 100).text).toBe(`${"a".repeat(100)}…`);
  });

  it("cuts between words, not inside one", () => {
    expect(previewCopy("one two three four", 10).text).toBe("one two…");
    expect(previewCopy("one two three four", 7).text).toBe("one two…");
    expect(previewCopy("one two three four", 8).text).toBe("one two…");
    expect(previewCopy("one two three four", 13).text).toBe("one two three…");
  });

  it("drops trailing spaces before the ellipsis", () => {
    expect(previewCopy(`${"a".repeat(9)}   bcdef`, 11).text).toBe(`${"a".repeat(9)}…`);
  });

  it("never splits a mention", () => {
    const copy = `${"a".repeat(95)} @amara_okafor said hello`;
    expect(previewCopy(copy, 100)).toEqual({ text: `${"a".repeat(95)}…`, truncated: true });
    expect(previewCopy(copy, 109).text).toBe(`${"a".repeat(95)} @amara_okafor…`);
  });

  it("never splits an emoji", () => {
    const copy = `${"a".repeat(9)}🎉${"b".repeat(10)}`;
    expect(previewCopy(copy, 10).text).toBe(`${"a".repeat(9)}…`);
  });
});

describe("previewSegments", () => {
  it("counts mentions as written, and keeps display names", () => {
    const lookup = createHandleLookup({ amara_okafor: "Amara Okafor-Reid" });
    const segments = splitCopy("Hi @amara_okafor, see you in London this October!", lookup);
    const preview = previewSegments(segments, 25);
    expect(preview.truncated).toBe(true);
    expect(displayText(preview.segments)).toBe("Hi Amara Okafor-Reid, see you…");
  });
});
