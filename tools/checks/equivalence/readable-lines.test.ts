// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cssLines, jsonLines } from "./readable-lines.ts";

describe("readable lines", () => {
  it("puts one CSS rule a line and changes nothing else", () => {
    const css = "a{color:red}@media (min-width:40rem){b{margin:0}i{x:y}}";
    expect(cssLines(css)).toEqual([
      "a{color:red}",
      "@media (min-width:40rem){b{margin:0}",
      "i{x:y}",
      "}",
    ]);
    expect(cssLines(css).join("")).toBe(css);
  });

  it("indents JSON, and leaves a text that is not JSON as it is", () => {
    expect(jsonLines('{"a":[1]}')).toEqual(["{", '  "a": [', "    1", "  ]", "}"]);
    expect(jsonLines("{not json")).toEqual(["{not json"]);
  });
});
