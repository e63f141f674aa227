// Build-only: generates the promotional graphics of the private Graphics Download page from the
// content (decisions.md, 5): a speaker card per speaker, three sponsor cards per partner, URL
// posters with a QR code, and one "download all" zip per tab holding exactly that tab's files.
// Rendered PNGs are cached by a hash of everything that goes into them, so an unchanged build
// copies them instead of rendering again.
import { createHash, randomUUID } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import { renderAsync, type ResvgRenderOptions } from "@resvg/resvg-js";
import { zipSync } from "fflate";
import QRCode from "qrcode";
import type { ReactElement } from "react";
import satori from "satori";
import sharp from "sharp";
import type { Partner, PartnerCategory } from "../../content/schema/organisation.ts";
import {
  graphicsCatalogueSchema,
  type GraphicItem,
  type GraphicsCatalogue,
  type GraphicsKind,
} from "../../content/schema/private.ts";
import type { Settings } from "../../content/schema/settings.ts";
import type { Speaker } from "../../content/schema/speaker.ts";
import {
  SpeakerCard,
  SponsorCard,
  UrlPoster,
  posterSizes,
  speakerCardSize,
  sponsorCardSizes,
  templateVersion,
  type PosterFormat,
  type SponsorVariant,
  type SummitFacts,
} from "./templates.tsx";

export interface GenerateGraphicsOptions {
  /** The built site, e.g. build/client; files go to <outDir>/graphics/private_*. */
  outDir: string;
  /** Rendered PNGs by content hash; survives between builds. */
  cacheDir: string;
  speakers: readonly Speaker[];
  partners: readonly Partner[];
  settings: Settings;
  /** The site's public/ folder, where /images/... paths are read from. */
  publicDir: string;
  /** Only the first N speakers and partners (tests). */
  onlyFirst?: number;
}

export interface GraphicsStats {
  catalogue: GraphicsCatalogue;
  /** PNGs rendered in this run. */
  rendered: number;
  /** PNGs copied from the cache. */
  reused: number;
}

/** The folder of each tab under /graphics, and its "download all" zip. */
export const graphicsFolders: Record<GraphicsKind, { folder: string; zip: string; name: string }> =
  {
    speakers: {
      folder: "private_speakers",
      zip: "quillmere-speaker-graphics.zip",
      name: "All speaker graphics",
    },
    sponsors: {
      folder: "private_sponsors",
      zip: "quillmere-sponsor-graphics.zip",
      name: "All sponsor graphics",
    },
    urlPosters: {
      folder: "private_url_posters",
      zip: "quillmere-url-posters.zip",
      name: "All URL posters",
    },
  };

export const categoryLabels: Record<PartnerCategory, string> = {
  gold: "Gold Sponsor",
  silver: "Silver Sponsor",
  official: "Official Partner",
};

const sponsorVariants: readonly SponsorVariant[] = ["Light", "Dark", "Square"];

const posters: readonly { format: PosterFormat; name: string; filename: string }[] = [
  { format: "a4", name: "Register poster (A4)", filename: "register-poster-a4.png" },
  { format: "square", name: "Social square", filename: "social-square.png" },
  { format: "story", name: "Story (9:16)", filename: "story-9x16.png" },
];

const megabyte = 1024 * 1024;

/** The summit logo is rasterised once at this size (px, square) and scaled down where shown. */
const summitLogoSize = 192;

/** "0.42 MB": always MB with two decimals; a non-empty file never shows as 0.00 MB. */
export function formatSize(bytes: number): string {
  const mb = bytes / megabyte;
  return `${(bytes > 0 ? Math.max(mb, 0.01) : 0).toFixed(2)} MB`;
}

/** How many graphics render at once: satori runs on the main thread, resvg on the thread pool. */
const concurrency = 4;

/** Fixed zip entry dates keep the zips byte-identical between builds of the same content. */
const zipDate = new Date(2025, 0, 1);

export async function generateGraphics(options: GenerateGraphicsOptions) {
  return (await generateGraphicsWithStats(options)).catalogue;
}

interface Job {
  kind: GraphicsKind;
  filename: string;
  name: string;
  originalName?: string;
  variant?: string;
  /** Everything that decides the picture besides the image files. */
  inputs: unknown;
  /** The files embedded in the picture (their bytes are part of the cache key). */
  images: Buffer[];
  render: () => Promise<Buffer>;
}

export async function generateGraphicsWithStats(
  options: GenerateGraphicsOptions,
): Promise<GraphicsStats> {
  const { outDir, cacheDir, settings, publicDir, onlyFirst } = options;
  const speakers = options.speakers.slice(0, onlyFirst);
  const partners = options.partners.slice(0, onlyFirst);
  const graphicsDir = path.join(outDir, "graphics");
  const fonts = await loadFonts(cacheDir);
  const renderer = await rendererDigest(fonts.digest);
  const readPublic = (sitePath: string) =>
    readFile(path.join(publicDir, ...sitePath.split("/").filter(Boolean)));

  const facts: SummitFacts = {
    summitName: settings.summitName,
    dates: settings.dates.label,
    venue: [settings.venue.name, settings.venue.area, settings.venue.city].join(", "),
  };
  const summitLogo = await readPublic(settings.defaultImage);
  const summitLogoSrc = pngUri(
    await rasteriseImage(summitLogo, summitLogoSize, summitLogoSize, fonts),
  );
  const png = (element: ReactElement, width: number, height: number) =>
    renderPng(element, width, height, fonts);

  const jobs: Job[] = [];
  for (const speaker of speakers) {
    const portrait = await readPublic(speaker.image);
    const inputs = {
      facts,
      name: speaker.name,
      title: speaker.title,
      organization: speaker.organization,
      session: speaker.session,
    };
    jobs.push({
      kind: "speakers",
      filename: `${path.posix.parse(speaker.image).name}.png`,
      name: speaker.name,
      inputs: { template: "speaker", ...inputs },
      images: [summitLogo, portrait],
      render: async () => {
        const side = speakerCardSize.portrait;
        const portraitPng = await sharp(portrait)
          .resize(side, side, { fit: "cover" })
          .png()
          .toBuffer();
        return png(
          SpeakerCard({ ...inputs, logoSrc: summitLogoSrc, portraitSrc: pngUri(portraitPng) }),
          speakerCardSize.width,
          speakerCardSize.height,
        );
      },
    });
  }

  for (const partner of partners) {
    const logo = await readPublic(partner.logo);
    for (const variant of sponsorVariants) {
      const size = sponsorCardSizes[variant];
      const inputs = {
        facts,
        variant,
        partnerName: partner.name,
        category: partner.category,
        categoryLabel: categoryLabels[partner.category],
      };
      jobs.push({
        kind: "sponsors",
        filename: `${partner.id}-${variant.toLowerCase()}.png`,
        name: `${partner.name} (${variant})`,
        originalName: partner.name,
        variant,
        inputs: { template: "sponsor", ...inputs },
        images: [summitLogo, logo],
        render: async () => {
          // Rasterised on its own (at its final size): resvg does not draw text inside an SVG
          // embedded as an image, and the logos spell their names in text.
          const logoPng = await rasteriseImage(logo, size.logoWidth, size.logoHeight, fonts);
          return png(
            SponsorCard({ ...inputs, logoSrc: summitLogoSrc, partnerLogoSrc: pngUri(logoPng) }),
            size.width,
            size.height,
          );
        },
      });
    }
  }

  const registerUrl = `${settings.siteUrl}/register`;
  for (const poster of posters) {
    const size = posterSizes[poster.format];
    const inputs = { facts, format: poster.format, tagline: settings.tagline, url: registerUrl };
    jobs.push({
      kind: "urlPosters",
      filename: poster.filename,
      name: poster.name,
      inputs: { template: "poster", ...inputs },
      images: [summitLogo],
      render: async () => {
        const qr = qrSvg(registerUrl, size.qr);
        return png(
          UrlPoster({ ...inputs, logoSrc: summitLogoSrc, qrSrc: qr.src, qrSize: qr.size }),
          size.width,
          size.height,
        );
      },
    });
  }

  const filenames = new Set<string>();
  for (const job of jobs) {
    const key = `${job.kind}/${job.filename}`;
    if (filenames.has(key)) throw new Error(`Two graphics would be written to ${key}`);
    filenames.add(key);
  }

  // Start from empty tab folders so each holds exactly what the catalogue lists.
  for (const { folder } of Object.values(graphicsFolders)) {
    await rm(path.join(graphicsDir, folder), { recursive: true, force: true });
    await mkdir(path.join(graphicsDir, folder), { recursive: true });
  }
  await mkdir(cacheDir, { recursive: true });

  const used = new Set<string>();
  let rendered = 0;
  let reused = 0;
  const items = await mapWithConcurrency(jobs, concurrency, async (job) => {
    const { folder } = graphicsFolders[job.kind];
    const target = path.join(graphicsDir, folder, job.filename);
    const cached = path.join(cacheDir, `${cacheKey(job, renderer)}.png`);
    used.add(path.basename(cached));
    if (await exists(cached)) {
      await copyFile(cached, target);
      reused += 1;
    } else {
      const bytes = await job.render();
      await writeAtomically(cached, bytes);
      await writeFile(target, bytes);
      rendered += 1;
    }
    return { job, item: await describe(target, `/graphics/${folder}/${job.filename}`) };
  });

  const catalogue = {
    speakers: [] as GraphicItem[],
    sponsors: [] as GraphicItem[],
    urlPosters: [] as GraphicItem[],
  };
  const zipEntries: Record<GraphicsKind, Record<string, Uint8Array>> = {
    speakers: {},
    sponsors: {},
    urlPosters: {},
  };
  for (const { job, item } of items) {
    catalogue[job.kind].push({
      ...item,
      name: job.name,
      isPackage: false,
      ...(job.originalName === undefined ? {} : { originalName: job.originalName }),
      ...(job.variant === undefined ? {} : { variant: job.variant }),
    });
  }
  for (const kind of Object.keys(catalogue) as GraphicsKind[]) {
    catalogue[kind].sort((a, b) => a.name.localeCompare(b.name, "en"));
    for (const item of catalogue[kind]) {
      zipEntries[kind][item.filename] = await readFile(
        path.join(graphicsDir, graphicsFolders[kind].folder, item.filename),
      );
    }
  }

  const packages = {} as GraphicsCatalogue["packages"];
  for (const kind of Object.keys(graphicsFolders) as GraphicsKind[]) {
    const { folder, zip, name } = graphicsFolders[kind];
    const target = path.join(graphicsDir, folder, zip);
    // PNGs are already compressed: store them (level 0).
    await writeFile(target, zipSync(zipEntries[kind], { level: 0, mtime: zipDate }));
    packages[kind] = {
      ...(await describe(target, `/graphics/${folder}/${zip}`)),
      name,
      isPackage: true,
    };
  }

  await pruneCache(cacheDir, used);

  return {
    catalogue: graphicsCatalogueSchema.parse({ ...catalogue, packages }),
    rendered,
    reused,
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering

interface Fonts {
  satori: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[];
  /** For resvg, which reads TrueType/OpenType files only (no WOFF). */
  resvg: ResvgRenderOptions;
  /** Changes when the font files change; part of every cache key. */
  digest: string;
}

async function loadFonts(cacheDir: string): Promise<Fonts> {
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

async function renderPng(element: ReactElement, width: number, height: number, fonts: Fonts) {
  const svg = await satori(element, { width, height, fonts: fonts.satori });
  const image = await renderAsync(svg, { ...fonts.resvg, fitTo: { mode: "original" } });
  return image.asPng();
}

/**
 * An image as a PNG of exactly width x height, the picture fitted inside and centred, keeping
 * its proportions. SVGs are drawn by resvg with the Inter fonts (deterministic, and resvg does not
 * draw text inside an SVG embedded in another SVG); other formats are resized by sharp.
 */
async function rasteriseImage(bytes: Buffer, width: number, height: number, fonts: Fonts) {
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

/**
 * The QR code as an SVG with the 4-module white quiet zone the standard asks for, and the largest
 * displayed size up to `maxSize` at which every module is a whole number of pixels.
 */
function qrSvg(text: string, maxSize: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const quiet = 4;
  const total = count + 2 * quiet;
  let d = "";
  for (let y = 0; y < count; y += 1) {
    let x = 0;
    while (x < count) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < count && modules.get(y, x)) x += 1;
      d += `M${start + quiet} ${y + quiet}h${x - start}v1h${start - x}z`;
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" ` +
    `width="${total}" height="${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
  return {
    src: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    size: Math.floor(maxSize / total) * total,
  };
}

function pngUri(bytes: Buffer) {
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

// ---------------------------------------------------------------------------------------------
// Files

/**
 * Everything besides a graphic's own inputs that decides how it looks: the template version, the
 * source of the templates and of this file (so editing a template can never leave a stale PNG in
 * the cache, even if nobody bumps templateVersion), the renderers' versions and the fonts.
 */
async function rendererDigest(fontDigest: string) {
  const hash = createHash("sha256");
  hash.update(`quillmere-graphics:${templateVersion}:${fontDigest}\n`);
  for (const source of ["./templates.tsx", "./generate-graphics.ts"]) {
    try {
      hash.update(await readFile(fileURLToPath(new URL(source, import.meta.url))));
    } catch {
      // Bundled without its sources: templateVersion still versions the templates.
    }
  }
  const require = createRequire(import.meta.url);
  for (const name of ["satori", "@resvg/resvg-js", "qrcode"]) {
    try {
      hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}\n`);
    } catch {
      hash.update(`${name}@unknown\n`);
    }
  }
  return hash.digest("hex");
}

function cacheKey(job: Job, renderer: string) {
  const hash = createHash("sha256");
  hash.update(`${renderer}\n`);
  hash.update(JSON.stringify(job.inputs));
  for (const image of job.images) {
    hash.update(`\n${image.length}\n`);
    hash.update(image);
  }
  return hash.digest("hex");
}

/** Cache entries unused by this run and untouched for this long are deleted. */
const cacheLifetime = 30 * 24 * 60 * 60 * 1000;

/** Keeps the cache from growing without end as the content and the templates change. */
async function pruneCache(cacheDir: string, used: ReadonlySet<string>) {
  const now = Date.now();
  for (const name of await readdir(cacheDir)) {
    if (used.has(name) || !/\.(png|tmp)$/.test(name)) continue;
    const file = path.join(cacheDir, name);
    try {
      const { mtimeMs } = await stat(file);
      const lifetime = name.endsWith(".tmp") ? 60 * 60 * 1000 : cacheLifetime;
      if (now - mtimeMs > lifetime) await rm(file, { force: true });
    } catch {
      // Removed meanwhile by a parallel build.
    }
  }
}

async function describe(file: string, sitePath: string) {
  const { size } = await stat(file);
  return { filename: path.basename(file), path: sitePath, bytes: size, size: formatSize(size) };
}

async function exists(file: string) {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Write then rename, so a parallel build sharing the cache never reads half a file. */
async function writeAtomically(file: string, bytes: Uint8Array) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
