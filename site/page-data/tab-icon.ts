// Build-only: the address each page's <link rel="icon"> names. The summit's mark is a small SVG, so
// it is written into the page as a data: URL and no page asks for it. Chromium asks for a linked
// icon just after the load event; on a page that paints after its load (`/speakers`, 58 cards),
// Lighthouse's simulation counted that request towards the largest paint, 0.15 s more in about
// one load in three (docs/decisions/050-tab-icon-in-the-page.md). A larger icon, or another
// event's PNG, stays a file the page links.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import svgToTinyDataUri from "mini-svg-data-uri";
import { publicDirOf } from "#content/load/files.ts";
import { brandMarkFile } from "#site/shared/layout/brand-mark.tsx";

/** Above this, an icon costs every page more bytes than its one request costs the first visit. */
export const largestIconInPage = 2_048;

/** The tab icon's address: the mark's SVG as a data: URL when it is small, else its file. */
export function tabIconHref(publicDir: string = publicDirOf({})): string {
  const file = path.join(publicDir, ...brandMarkFile.split("/"));
  if (!brandMarkFile.endsWith(".svg") || !existsSync(file)) return brandMarkFile;
  const svg = readFileSync(file, "utf8");
  if (Buffer.byteLength(svg) > largestIconInPage) return brandMarkFile;
  // Percent-encoded only where a URL needs it (not base64): shorter, and it compresses with the page.
  return svgToTinyDataUri(svg);
}
