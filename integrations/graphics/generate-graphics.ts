// Build-only: generates the promotional graphics of the private Graphics Download page from the
// content (docs/product/decisions.md §5): a speaker card per speaker, three sponsor cards per
// partner, URL posters with a QR code, and one "download all" zip per tab holding exactly that
// tab's files. Rendered PNGs are cached by a hash of everything that goes into them, so an
// unchanged build copies them instead of rendering again. Everything here is plaintext, written
// outside the built site: the build encrypts each file into it afterwards
// (integrations/private-data/encrypt-files.ts).
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { zipSync } from "fflate";
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
  speakerCardRenderer,
  sponsorCardRenderer,
  urlPosterRenderer,
} from "./graphic-renderers.ts";
import {
  cacheKey,
  mapWithConcurrency,
  pruneCache,
  rendererDigest,
  writeCachedPngs,
} from "./png-cache.ts";
import { loadFonts, pngUri, rasteriseImage } from "./render.ts";
import type { RenderPool } from "./render-pool.ts";
import {
  templateVersion,
  type PosterFormat,
  type SponsorVariant,
  type SummitFacts,
} from "./templates.tsx";

export interface GenerateGraphicsOptions {
  /**
   * Where the plaintext files go, each at its site path (<plaintextDir>/graphics/private_*): never
   * the deployed folder (graphics-plaintext.ts).
   */
  plaintextDir: string;
  /** Rendered PNGs by content hash; survives between builds. */
  cacheDir: string;
  speakers: readonly Speaker[];
  partners: readonly Partner[];
  settings: Settings;
  /** The site's public/ folder, where /images/... paths are read from. */
  publicDir: string;
  /** Only the first N speakers and partners (tests). */
  onlyFirst?: number;
  /** Render threads (render-pool.ts): default as many as the pictures to draw are worth. */
  renderThreads?: number;
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

/** Fixed zip entry dates keep the zips byte-identical between builds of the same content. */
const zipDate = new Date(2025, 0, 1);

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
  render: (pool: RenderPool) => Promise<Buffer>;
}

export async function generateGraphicsWithStats(
  options: GenerateGraphicsOptions,
): Promise<GraphicsStats> {
  const { plaintextDir, cacheDir, settings, publicDir, onlyFirst } = options;
  const speakers = options.speakers.slice(0, onlyFirst);
  const partners = options.partners.slice(0, onlyFirst);
  const graphicsDir = path.join(plaintextDir, "graphics");
  const fonts = await loadFonts(cacheDir);
  const renderer = await rendererDigest({
    label: `quillmere-graphics:${templateVersion}`,
    fontDigest: fonts.digest,
    // Editing a template or the renderer can never leave a stale PNG in the cache, even if nobody
    // bumps templateVersion. (This file decides what each picture shows.)
    sources: [
      "./templates.tsx",
      "./graphic-renderers.ts",
      "./render.ts",
      "./generate-graphics.ts",
    ].map((source) => new URL(source, import.meta.url)),
    packages: ["satori", "@resvg/resvg-js", "qrcode", "sharp"],
  });
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
  const jobs: Job[] = [];
  for (const speaker of speakers) {
    const portrait = await readPublic(speaker.image);
    const inputs = {
      facts,
      name: speaker.name,
      title: speaker.title ?? "",
      organization: speaker.organization ?? "",
      session: speaker.session ?? "",
    };
    jobs.push({
      kind: "speakers",
      // Named after the photo; speakers who share the default image are told apart by id.
      filename: speaker.image.startsWith("/images/speakers/")
        ? `${path.posix.parse(speaker.image).name}.png`
        : `speaker-${speaker.id}.png`,
      name: speaker.name,
      inputs: { template: "speaker", ...inputs },
      images: [summitLogo, portrait],
      render: (pool) =>
        pool.render(speakerCardRenderer, { card: { ...inputs, logoSrc: summitLogoSrc }, portrait }),
    });
  }

  for (const partner of partners) {
    const logo = await readPublic(partner.logo);
    for (const variant of sponsorVariants) {
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
        render: (pool) =>
          pool.render(sponsorCardRenderer, {
            card: { ...inputs, logoSrc: summitLogoSrc },
            partnerLogo: logo,
          }),
      });
    }
  }

  const registerUrl = `${settings.siteUrl}/register`;
  for (const poster of posters) {
    const inputs = { facts, format: poster.format, tagline: settings.tagline, url: registerUrl };
    jobs.push({
      kind: "urlPosters",
      filename: poster.filename,
      name: poster.name,
      inputs: { template: "poster", ...inputs },
      images: [summitLogo],
      render: (pool) => pool.render(urlPosterRenderer, { ...inputs, logoSrc: summitLogoSrc }),
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
  const planned = jobs.map((job) => {
    const { folder } = graphicsFolders[job.kind];
    const key = cacheKey(renderer, job.inputs, job.images);
    used.add(key);
    return {
      job,
      key,
      target: path.join(graphicsDir, folder, job.filename),
      sitePath: `/graphics/${folder}/${job.filename}`,
      render: job.render,
    };
  });
  const outcomes = await writeCachedPngs(planned, { cacheDir, threads: options.renderThreads });
  const rendered = outcomes.filter((outcome) => outcome === "rendered").length;
  const reused = outcomes.length - rendered;
  const items = await mapWithConcurrency(planned, 8, async ({ job, target, sitePath }) => ({
    job,
    item: await describe(target, sitePath),
  }));

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
// Files

async function describe(file: string, sitePath: string) {
  const { size } = await stat(file);
  return { filename: path.basename(file), path: sitePath, bytes: size, size: formatSize(size) };
}
