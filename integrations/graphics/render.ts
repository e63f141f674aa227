// Build-only: satori + resvg rendering shared by the private area's graphics and the public share
// cards: the Inter fonts (satori reads WOFF, resvg only TrueType), JSX to PNG, and images
// rasterised to PNG data URIs (satori cannot read WebP, and resvg draws no text inside an SVG
// embedded in another SVG).
import { createHash } from "node:crypto";
import { readFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { renderAsync, type ResvgRenderOptions } from "@resvg/resvg-js";
import type { ReactElement } from "react";
import satori from "satori";
import sharp from "sharp";
import { exists, writeAtomically } from "./cache-files.ts";

export interface Fonts {
  satori: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[];
  /** For resvg, which reads TrueType/OpenType files only (no WOFF). */
  resvg: ResvgRenderOptions;
  /** Changes when the font files change; part of every cache key. */
  digest: string;
}

/** Inter 400 and 700 for satori, and TrueType copies of them (kept in cacheDir) for resvg. */
export async function loadFonts(cacheDir: string): Promise<Fonts> {
  const require = createRequire(import.meta.url);
  const file = (subset: string, weight: number) =>
    require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
  const satoriFonts: Fonts["satori"] = [];
  const hash = createHash("sha256");
  // latin first, latin-ext for the accented names (é, ñ, ā...).
  for (const subset of ["latin", "latin-ext"])
    for (const weight of [400, 700] as const) {
      const data = await readFile(file(subset, weight));
      hash.update(data);
      satoriFonts.push({ name: "Inter", data, weight, style: "normal" });
    }
  const digest = hash.digest("hex");
  const fontDir = path.join(cacheDir, "fonts");
  await mkdir(fontDir, { recursive: true });
  const fontFiles: string[] = [];
  for (const weight of [400, 700]) {
    const ttf = path.join(fontDir, `inter-latin-${weight}-${digest.slice(0, 12)}.ttf`);
    if (!(await exists(ttf)))
      await writeAtomically(ttf, woffToSfnt(await readFile(file("latin", weight))));
    fontFiles.push(ttf);
  }
  return {
    satori: satoriFonts,
    resvg: {
      font: {
        loadSystemFonts: false,
        fontFiles,
        defaultFontFamily: "Inter",
        sansSerifFamily: "Inter",
        serifFamily: "Inter",
        monospaceFamily: "Inter",
      },
    },
    digest,
  };
}

/** WOFF 1.0 to the TrueType/OpenType file it wraps (the tables, inflated where compressed). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const count = woff.readUInt16BE(12);
  let power = 0;
  while (2 ** (power + 1) <= count) power += 1;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(2 ** power * 16, 6);
  header.writeUInt16BE(power, 8);
  header.writeUInt16BE(count * 16 - 2 ** power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (let index = 0; index < count; index += 1) {
    const entry = 44 + index * 20;
    const start = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(start, start + compressed);
    const table = compressed < original ? inflateSync(raw) : raw;
    const record = 12 + index * 16;
    woff.copy(header, record, entry, entry + 4);
    header.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.length, record + 12);
    const padding = (4 - (table.length % 4)) % 4;
    parts.push(table, Buffer.alloc(padding));
    offset += table.length + padding;
  }
  return Buffer.concat(parts);
}

export async function renderPng(
  element: ReactElement,
  width: number,
  height: number,
  fonts: Fonts,
) {
  const svg = await satori(element, { width, height, fonts: fonts.satori });
  const image = await renderAsync(svg, { ...fonts.resvg, fitTo: { mode: "original" } });
  return image.asPng();
}

/**
 * An image as a PNG of exactly width x height, the picture fitted inside and centred, keeping
 * its proportions. SVGs are drawn by resvg with the Inter fonts (deterministic, and resvg does not
 * draw text inside an SVG embedded in another SVG); other formats are resized by sharp.
 */
export async function rasteriseImage(bytes: Buffer, width: number, height: number, fonts: Fonts) {
  const metadata = await sharp(bytes).metadata();
  let source = bytes;
  if (metadata.format === "svg") {
    const fitsWidth = (metadata.width ?? 1) / (metadata.height ?? 1) >= width / height;
    const image = await renderAsync(bytes, {
      ...fonts.resvg,
      fitTo: fitsWidth ? { mode: "width", value: width } : { mode: "height", value: height },
    });
    source = image.asPng();
  }
  return sharp(source)
    .resize(width, height, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** A photo (e.g. a WebP portrait) cropped to a side x side square PNG. */
export function squarePortrait(bytes: Buffer, side: number) {
  return sharp(bytes).resize(side, side, { fit: "cover" }).png().toBuffer();
}

export function pngUri(bytes: Buffer) {
  return `data:image/png;base64,${bytes.toString("base64")}`;
}
