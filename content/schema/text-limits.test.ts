// Hand-written content is held to the same length limits as imported content: the content check
// names the file, the line, the field and the value's length.
import { afterAll, describe, expect, it } from "vitest";
import { editedContent, lineOf, removeOverlays } from "../test-support/edited-content.ts";
import { textLimits } from "./text-limits.ts";

afterAll(removeOverlays);

const keynote = "content/sessions/tue-opening-keynote.md";
const amara = "content/speakers/amara-okafor-reid.md";

describe("length limits in the content check", () => {
  it("accepts a title of exactly the limit", () => {
    const title = "T".repeat(textLimits.title);
    const edit = editedContent({
      [keynote]: (text) => text.replace(/^title: .*$/m, `title: ${title}`),
    });
    expect(edit.problems()).toEqual([]);
  });

  it("refuses a session title one character too long, with the file, line, field and length", () => {
    const title = "T".repeat(textLimits.title + 1);
    const edit = editedContent({
      [keynote]: (text) => text.replace(/^title: .*$/m, `title: ${title}`),
    });
    const line = lineOf(edit.texts[keynote]!, "title:");
    expect(edit.problems()).toEqual([
      `${keynote}:${line} › title: at most 300 characters; this one has 301 (value: "${"T".repeat(76)}...)`,
    ]);
  });

  it("refuses a speaker's bio (the text under the front matter) over 10,000 characters", () => {
    const edit = editedContent({
      [amara]: (text) => `${text.trimEnd()} ${"More. ".repeat(2_000)}\n`,
    });
    const [problem, ...rest] = edit.problems();
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `^${amara}:\\d+ › bio \\(the text under the front matter\\): at most 10,000 characters; this one has 1\\d,\\d{3} \\(value: ".+\\.\\.\\.\\)$`,
      ),
    );
  });

  it.each([
    ["name", "personName"],
    ["organization", "organization"],
    ["title", "personTitle"],
  ] as const)("refuses a speaker's %s over its limit", (field, limit) => {
    const value = "N".repeat(textLimits[limit] + 1);
    const edit = editedContent({
      [amara]: (text) => text.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${value}`),
    });
    const line = lineOf(edit.texts[amara]!, `${field}: N`);
    expect(edit.problems()).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${amara}:${line} › ${field}: at most ${textLimits[limit]} characters; this one has ${textLimits[limit] + 1} `,
        ),
      ),
    );
  });
});
