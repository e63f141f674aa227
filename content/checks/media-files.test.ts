// Issue 21: the content may publish only the site's image types from public/, checked by their
// bytes, and SVG that holds drawing only; the content check names any other file.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { contentProblems } from "../checked-content.ts";
import { publicDirOf, samplePrivateContentDir } from "../load/files.ts";
import { mediaFileProblems } from "./media-files.ts";
import { mediaFileProblem, svgProblem } from "./media-types.ts";

const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;
const bytes = (text: string) => new TextEncoder().encode(text);

async function raster(format: "png" | "jpeg" | "webp" | "avif"): Promise<Uint8Array> {
  const image = sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 40, b: 40 } },
  });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

describe("mediaFileProblem: raster images, by extension and by their bytes", () => {
  it("accepts WebP, AVIF, PNG and JPEG files that are what their names say", async () => {
    for (const [name, format] of [
      ["a.webp", "webp"],
      ["a.avif", "avif"],
      ["a.png", "png"],
      ["a.jpg", "jpeg"],
      ["a.JPEG", "jpeg"],
    ] as const) {
      expect(mediaFileProblem(name, await raster(format)), name).toBeUndefined();
    }
  });

  it("refuses a file whose bytes are not the image its name says", async () => {
    expect(mediaFileProblem("photo.png", bytes("<html><script>alert(1)</script>"))).toBe(
      "its name says PNG, but its bytes are not a PNG image's",
    );
    expect(mediaFileProblem("photo.png", await raster("jpeg"))).toBe(
      "its name says PNG, but it is a JPEG file: save it with the right extension",
    );
    expect(mediaFileProblem("photo.webp", new Uint8Array())).toMatch(/not a WebP image's/);
    expect(mediaFileProblem("photo.avif", await raster("png"))).toMatch(/it is a PNG file/);
  });

  it("refuses every other type, scripts and pages first", () => {
    for (const name of ["x.html", "x.htm", "x.js", "x.mjs", "x.xhtml", "x.gif", "x.pdf", "x"]) {
      expect(mediaFileProblem(name, bytes("")), name).toBe(
        "not an image type the site uses (WebP, AVIF, PNG, JPEG or SVG); only those may be published from public/",
      );
    }
  });
});

describe("svgProblem: an SVG may hold drawing only", () => {
  it("accepts every SVG the content has", () => {
    const files = readdirSync(path.join(publicDirOf({}), "images"), {
      recursive: true,
      encoding: "utf8",
    }).filter((file) => file.endsWith(".svg"));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const text = readFileSync(path.join(publicDirOf({}), "images", file), "utf8");
      expect(svgProblem(text), file).toBeUndefined();
    }
  });

  it("accepts the DOCTYPE some editors write, naming SVG 1.1's DTD without declarations", () => {
    const doctype =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(svgProblem(`<?xml version="1.0"?>\n<!-- Generator: x -->\n${doctype}\n${svg("")}`)).toBe(
      undefined,
    );
    expect(svgProblem(`${doctype}${svg("")}`)).toBeUndefined();
  });

  it("accepts drawing with gradients, symbols, internal references, styles and an XML declaration", () => {
    const drawing = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      "<!-- a logo -->",
      svg(
        [
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>',
          '<symbol id="s"><circle r="2"/></symbol></defs>',
          "<style><![CDATA[ .a { fill: url(#g) } ]]></style>",
          '<use href="#s" xlink:href="#s"/><text x="1" y="2">Hi &amp; bye</text>',
          '<filter id="f"><feGaussianBlur stdDeviation="1"/></filter>',
        ].join(""),
        ' xmlns:xlink="http://www.w3.org/1999/xlink" role="img"',
      ),
    ].join("\n");
    expect(svgProblem(drawing)).toBeUndefined();
  });

  it("refuses every way an SVG can run script or load something", () => {
    const refused: Record<string, string> = {
      script: svg("<script>alert(1)</script>"),
      "script, prefixed": svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'),
      "script in CDATA-free text": svg("<g><script type='text/javascript'>alert(1)</script></g>"),
      foreignObject: svg(
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"/></foreignObject>',
      ),
      "event handler": svg('<rect width="1" height="1"/>', ' onload="alert(1)"'),
      "event handler on a child": svg('<g onclick="alert(1)"/>'),
      "event handler, prefixed": svg('<g x:onload="alert(1)" xmlns:x="urn:x"/>'),
      "javascript: link": svg('<a href="javascript:alert(1)"><text>x</text></a>'),
      "javascript: use": svg('<use href="javascript:alert(1)"/>'),
      "external use": svg('<use xlink:href="https://evil.example/x.svg#a"/>'),
      "external image": svg('<image href="https://evil.example/x.png"/>'),
      "animation that sets a link": svg('<set attributeName="href" to="javascript:alert(1)"/>'),
      animate: svg('<animate attributeName="x" to="1"/>'),
      iframe: svg("<iframe/>"),
      "another namespace": svg('<g xmlns="http://www.w3.org/1999/xhtml"><img/></g>'),
      "namespaced element": svg('<sodipodi:namedview xmlns:sodipodi="urn:s"/>'),
      "DOCTYPE with entities": `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>${svg("&x;")}`,
      "DOCTYPE with an entity, quoted": `<!DOCTYPE svg PUBLIC "a" "b" [<!ENTITY x "&#60;g onload='y()'/>">]>${svg("&x;")}`,
      "a second DOCTYPE": `<!DOCTYPE svg PUBLIC "a" "b"><!DOCTYPE svg [<!ENTITY x "y">]>${svg("")}`,
      "xml-stylesheet": `<?xml-stylesheet type="text/xsl" href="x.xsl"?>${svg("")}`,
      "not well-formed": svg("<g>"),
      "root that is not svg": '<html xmlns="http://www.w3.org/1999/xhtml"><script/></html>',
      "two roots": `${svg("")}${svg("")}`,
    };
    for (const [what, text] of Object.entries(refused)) {
      expect(svgProblem(text), what).toBeDefined();
    }
    expect(svgProblem(svg("<script>alert(1)</script>"))).toBe(
      "it has a <script> or <foreignObject> element: save it as plain SVG, drawing only",
    );
    expect(svgProblem(svg("<g onclick='x()'/>"))).toBe(
      "<g> has an event handler attribute (onclick)",
    );
  });

  it("refuses an SVG that is not UTF-8 text", () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[..."<svg/>"].flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    expect(mediaFileProblem("x.svg", utf16)).toBe("not an SVG: it is not UTF-8 text");
    expect(mediaFileProblem("x.svg", bytes(svg("<script>x()</script>")))).toMatch(
      /^an SVG that may not be published: it has a <script>/,
    );
  });
});

describe("the content check of public/", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  async function publicFolder(files: Record<string, Uint8Array | string>): Promise<string> {
    root = mkdtempSync(path.join(tmpdir(), "media-files-"));
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, "public", file)), { recursive: true });
      writeFileSync(path.join(root, "public", file), content);
    }
    return path.join(root, "public");
  }

  it("finds nothing to refuse in the project's public/", () => {
    expect(mediaFileProblems(publicDirOf({}))).toEqual([]);
  });

  it("names every file that may not be published: scripts, pages, files outside images/, a disguised or scripted image", async () => {
    const publicDir = await publicFolder({
      "images/speakers/ok.png": await raster("png"),
      "images/partners/ok.svg": svg('<rect width="1" height="1"/>'),
      "images/uploads/tool.js": "alert(1)",
      "images/uploads/page.html": "<script>alert(1)</script>",
      "images/partners/evil.svg": svg("<script>alert(1)</script>"),
      "images/speakers/fake.webp": "<html>",
      "favicon.png": await raster("png"),
      "sw.js": "self.onfetch = () => {}",
    });
    symlinkSync(samplePrivateContentDir(), path.join(publicDir, "images", "private"));
    // Named from the event's folder, the one that holds public/, wherever it is.
    const shown = (file: string) => `public/${file}`;
    expect(mediaFileProblems(publicDir)).toEqual(
      [
        `${shown("favicon.png")}: only images under public/images/ are published from public/: move or remove it`,
        `${shown("images/partners/evil.svg")}: an SVG that may not be published: it has a <script> or <foreignObject> element: save it as plain SVG, drawing only`,
        `${shown("images/private")}: not a plain file (a link?): only image files may be here`,
        `${shown("images/speakers/fake.webp")}: its name says WebP, but its bytes are not a WebP image's`,
        `${shown("images/uploads/page.html")}: not an image type the site uses (WebP, AVIF, PNG, JPEG or SVG); only those may be published from public/`,
        `${shown("images/uploads/tool.js")}: not an image type the site uses (WebP, AVIF, PNG, JPEG or SVG); only those may be published from public/`,
        `${shown("sw.js")}: only images under public/images/ are published from public/: move or remove it`,
      ].sort(),
    );
  });

  it("is part of the content check that the build and `npm run check:content` run", async () => {
    await publicFolder({ "images/uploads/tool.js": "alert(1)" });
    expect(contentProblems({ root })).toContain(
      `public/images/uploads/tool.js: not an image type the site uses (WebP, AVIF, PNG, JPEG or SVG); only those may be published from public/`,
    );
  });
});
