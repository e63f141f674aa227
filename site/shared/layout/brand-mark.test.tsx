import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandMark, brandMarkFile } from "./brand-mark.tsx";

/** The shapes of an SVG: each drawn element's name and attributes, in order. */
function shapes(svg: string) {
  const root = new DOMParser().parseFromString(svg, "image/svg+xml").documentElement;
  return {
    viewBox: root.getAttribute("viewBox"),
    elements: [...root.children].map((element) => ({
      name: element.localName,
      attributes: Object.fromEntries(
        [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
      ),
    })),
  };
}

describe("BrandMark", () => {
  it("draws what the logo file draws (redraw it here when the logo changes)", () => {
    const file = readFileSync(path.resolve("event", "public", ...brandMarkFile.split("/")), "utf8");
    expect(shapes(renderToStaticMarkup(<BrandMark size={32} />))).toEqual(shapes(file));
  });

  it("is decorative and sized like the image it replaces", () => {
    const mark = new DOMParser().parseFromString(
      renderToStaticMarkup(<BrandMark size={32} />),
      "image/svg+xml",
    ).documentElement;
    expect(mark.getAttribute("aria-hidden")).toBe("true");
    expect(mark.getAttribute("width")).toBe("32");
    expect(mark.getAttribute("height")).toBe("32");
  });
});
