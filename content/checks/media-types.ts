// The files the content may publish: the image types the site uses, each checked by its bytes, and
// SVG that holds drawing only. Used by the content check (media-files.ts: every file under
// public/) and by the content editor before it uploads a file
// (tools/organisers/editor/upload-guard.ts), so it imports nothing from Node. Why (issue 21):
// whatever public/ holds is published under the site's own origin, where the pages' policy trusts
// scripts ('self'); an SVG or HTML file opened on its own could run script there.
// docs/decisions/008, "Amended (issue 21)".
import { XMLParser, XMLValidator } from "fast-xml-parser";

/** The image types the site uses, by extension (lower case), as organisers know them. */
export const mediaFormats: ReadonlyMap<string, string> = new Map([
  ["webp", "WebP"],
  ["avif", "AVIF"],
  ["png", "PNG"],
  ["jpg", "JPEG"],
  ["jpeg", "JPEG"],
  ["svg", "SVG"],
]);

/** "WebP, AVIF, PNG, JPEG or SVG". */
export const mediaFormatList = [...new Set(mediaFormats.values())]
  .join(", ")
  .replace(/, (\w+)$/, " or $1");

/** The extension of a file name, lower case, without the dot; "" when it has none. */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The raster formats by the first bytes of their files (their signatures). */
const signatures: Record<string, (bytes: Uint8Array) => boolean> = {
  PNG: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  JPEG: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  WebP: (bytes) => startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8),
  // An ISO media file whose `ftyp` box names the AVIF brand, as its major or a compatible brand.
  AVIF: (bytes) => {
    if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
    const size = Math.min(
      ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8)) + bytes[3]!,
      64,
    );
    for (let at = 8; at + 4 <= size && at + 4 <= bytes.length; at += at === 8 ? 8 : 4) {
      if (startsWith(bytes, ascii("avif"), at) || startsWith(bytes, ascii("avis"), at)) return true;
    }
    return false;
  },
};

/** How many of a file's first bytes mediaFileProblem needs for a raster image. */
export const signatureLength = 64;

/**
 * SVG elements that draw, and nothing else: no script, foreignObject (HTML inside SVG), links,
 * embedded images or documents, animation (which can set a link's target) or event handlers.
 */
const drawingElements = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "metadata",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "style",
  "filter",
  ...[
    "Blend",
    "ColorMatrix",
    "ComponentTransfer",
    "Composite",
    "ConvolveMatrix",
    "DiffuseLighting",
    "DisplacementMap",
    "DistantLight",
    "DropShadow",
    "Flood",
    "FuncA",
    "FuncB",
    "FuncG",
    "FuncR",
    "GaussianBlur",
    "Merge",
    "MergeNode",
    "Morphology",
    "Offset",
    "PointLight",
    "SpecularLighting",
    "SpotLight",
    "Tile",
    "Turbulence",
  ].map((name) => `fe${name}`),
]);

const svgNamespace = "http://www.w3.org/2000/svg";

type XmlNode = Record<string, unknown> & { ":@"?: Record<string, string> };

const parser = new XMLParser({
  ignoreAttributes: false,
  preserveOrder: true,
  attributeNamePrefix: "",
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: false,
  ignorePiTags: false,
  commentPropName: "#comment",
  cdataPropName: "#cdata",
  trimValues: false,
});

/** Why an SVG file's text may not be published; undefined when it is drawing only. */
export function svgProblem(text: string): string | undefined {
  const advice = "save it as plain SVG, drawing only";
  // Markup the parser below does not read as browsers do: a DOCTYPE's internal subset can declare
  // entities that expand into elements, and a processing instruction (xml-stylesheet) can turn the
  // file into another document. Only the XML declaration, a DOCTYPE without internal subset (as
  // some editors write, naming SVG 1.1's DTD, which browsers never load), comments and CDATA may
  // start with "<?" or "<!".
  const body = text
    .replace(/^\uFEFF?\s*<\?xml\s[^?]*\?>/, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*\s*<!DOCTYPE\s+svg\b[^[>]*>/, "$1");
  if (/<!(?!--|\[CDATA\[)/.test(body)) {
    return `it has a DOCTYPE with declarations, or another declaration: ${advice}`;
  }
  if (/<\?/.test(body)) return `it has a processing instruction (<?...?>): ${advice}`;
  if (/<\s*([\w.-]+:)?(script|foreignObject)\b/i.test(body)) {
    return `it has a <script> or <foreignObject> element: ${advice}`;
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) return `it is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`;

  const roots = (parser.parse(text) as XmlNode[]).filter(
    (node) => !("#comment" in node) && !("?xml" in node) && !isBlankText(node),
  );
  const root = roots[0];
  if (roots.length !== 1 || !root || tagOf(root) !== "svg") return "its root element is not <svg>";
  return elementProblem(root);
}

function isBlankText(node: XmlNode): boolean {
  return "#text" in node && String(node["#text"]).trim() === "";
}

/** The element name of a node (its one key besides its attributes). */
function tagOf(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ":@")!;
}

function elementProblem(node: XmlNode): string | undefined {
  const tag = tagOf(node);
  if (tag === "#text" || tag === "#comment" || tag === "#cdata") return undefined;
  if (tag.startsWith("?")) return `it has a processing instruction (<${tag}>)`;
  if (tag.includes(":")) return `it has a namespaced element <${tag}>: save it as plain SVG`;
  if (!drawingElements.has(tag)) {
    return `it has a <${tag}> element: an SVG may hold drawing only (no script, link, image or animation)`;
  }
  for (const [name, value] of Object.entries(node[":@"] ?? {})) {
    const local = name.slice(name.indexOf(":") + 1);
    if (name === "xmlns" && value !== svgNamespace) {
      return `<${tag}> puts its content in another namespace (${value})`;
    }
    if (/^on/i.test(local)) return `<${tag}> has an event handler attribute (${name})`;
    // References stay inside the file (#id): nothing is loaded, and no javascript: link.
    if (local.toLowerCase() === "href" && !value.startsWith("#")) {
      return `<${tag}> refers to something outside the file (${name}="${value}")`;
    }
  }
  for (const child of (node[tag] as XmlNode[] | undefined) ?? []) {
    const problem = elementProblem(child);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Why a file may not be published as the content's media; undefined when it may. `bytes` is the
 * whole file for SVG, and at least its first `signatureLength` bytes for the raster formats.
 */
export function mediaFileProblem(name: string, bytes: Uint8Array): string | undefined {
  const format = mediaFormats.get(extensionOf(name));
  if (!format) {
    return `not an image type the site uses (${mediaFormatList}); only those may be published from public/`;
  }
  if (format === "SVG") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return "not an SVG: it is not UTF-8 text";
    }
    const problem = svgProblem(text);
    return problem && `an SVG that may not be published: ${problem}`;
  }
  if (!signatures[format]!(bytes)) {
    const actual = Object.keys(signatures).find((other) => signatures[other]!(bytes));
    return actual
      ? `its name says ${format}, but it is a ${actual} file: save it with the right extension`
      : `its name says ${format}, but its bytes are not a ${format} image's`;
  }
  return undefined;
}
