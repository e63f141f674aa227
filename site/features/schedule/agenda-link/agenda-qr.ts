// A QR code drawn in the browser, as inline SVG (docs/decisions/038-agenda-link.md): lean-qr makes
// the code and the outline of its dark modules; the element is built here, with no style attribute
// (the page's policy allows none) and no data: URL (nor those). Loaded with the share dialog only.
import { correction, generate } from "lean-qr";
import { toSvgPath } from "lean-qr/extras/svg";

/** The light margin around the code that scanners need, in modules (ISO/IEC 18004 asks for 4). */
export const quietZone = 4;

const svgNamespace = "http://www.w3.org/2000/svg";

/**
 * The QR code of `text` as an <svg role="img"> named `label`, black on white whatever the page's
 * colours, `size` CSS pixels wide and high.
 */
export function qrCodeSvg(
  document: Document,
  text: string,
  { label, size }: { label: string; size: number },
): SVGSVGElement {
  // M recovers a code up to 15 % damaged; lean-qr raises it when the same size has room.
  const code = generate(text, { minCorrectionLevel: correction.M });
  const extent = code.size + 2 * quietZone;
  const svg = document.createElementNS(svgNamespace, "svg");
  svg.setAttribute("viewBox", `${-quietZone} ${-quietZone} ${extent} ${extent}`);
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("shape-rendering", "crispEdges");
  const background = document.createElementNS(svgNamespace, "rect");
  for (const [name, value] of [
    ["x", -quietZone],
    ["y", -quietZone],
    ["width", extent],
    ["height", extent],
  ] as const) {
    background.setAttribute(name, String(value));
  }
  background.setAttribute("fill", "#ffffff");
  const modules = document.createElementNS(svgNamespace, "path");
  modules.setAttribute("d", toSvgPath(code));
  modules.setAttribute("fill", "#000000");
  svg.append(background, modules);
  return svg;
}
