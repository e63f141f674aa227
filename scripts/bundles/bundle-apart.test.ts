import { describe, expect, it } from "vitest";
import { staticImportsOf } from "./bundle-apart.ts";

describe("staticImportsOf", () => {
  const imports: Record<string, string[]> = {
    "entry.js": ["react-dom.js", "shared.js"],
    "shared.js": ["runtime.js", "react-dom.js"],
    "react-dom.js": ["runtime.js"],
    "runtime.js": ["entry.js"],
    "other-entry.js": ["shared.js"],
  };
  const importsOf = (fileName: string) => imports[fileName] ?? [];

  it("follows imports through other chunks, each file once, the entry itself left out", () => {
    expect(staticImportsOf("entry.js", importsOf)).toEqual([
      "react-dom.js",
      "shared.js",
      "runtime.js",
    ]);
  });

  it("finds nothing for a chunk without imports", () => {
    expect(staticImportsOf("lazy.js", importsOf)).toEqual([]);
  });
});
