// Build time only: writes every raster image under public/images/ in the widths and formats that
// <ResponsiveImage> asks for (site/shared/lib/generated-images.ts names them). Encoded files are
// cached by a hash of the source and the recipe, so a rebuild only copies them.
// See docs/decisions/012-responsive-images.md.
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  generatedImagePath,
  generatedWidths,
  isRasterImage,
  parseGeneratedImagePath,
} from "../../site/shared/lib/generated-images.ts";

export type ImageFormat = "avif" | "webp";

export const imageFormats: readonly ImageFormat[] = ["avif", "webp"];

/**
 * Encoder settings. AVIF at quality 50 looks like WebP at 75 for photos at about two thirds of the
 * bytes; effort 4 is sharp's default speed. Changing them changes every cache key.
 */
const encoders = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
} as const;

const recipeVersion = `responsive-images:1:sharp@${sharp.versions.sharp}:${JSON.stringify(encoders)}`;

export interface ResponsiveImagesOptions {
  /** The project's public/ folder. */
  publicDir: string;
  /** The build's client folder; files go to <clientDir>/images/generated/. */
  clientDir: string;
  /** Encoded files by hash, e.g. node_modules/.cache/quillmere-images. */
  cacheDir: string;
}

export interface ResponsiveImagesStats {
  sources: number;
  files: number;
  encoded: number;
  bytes: number;
}

/** The site paths of all raster images in public/images/, sorted. */
export async function rasterSources(publicDir: string): Promise<string[]> {
  const root = path.join(publicDir, "images");
  const files = await readdir(root, { recursive: true });
  return (
    files
      .map((file) => `/images/${file.split(path.sep).join("/")}`)
      // The share image is only for link previews, which take it as it is.
      .filter(
        (sitePath) => isRasterImage(sitePath) && !/^\/images\/(generated|share)\//.test(sitePath),
      )
      .sort()
  );
}

/** One encoded size of one image, from the cache when it was made before. */
export async function encodeVariant(
  source: Buffer,
  width: number,
  format: ImageFormat,
  cacheDir: string,
): Promise<{ bytes: Buffer; encoded: boolean }> {
  const key = createHash("sha256")
    .update(`${recipeVersion}\n${format}:${width}\n`)
    .update(source)
    .digest("hex");
  const cached = path.join(cacheDir, `${key}.${format}`);
  try {
    return { bytes: await readFile(cached), encoded: false };
  } catch {
    // Not made yet.
  }
  // rotate() applies a camera's EXIF orientation; metadata (GPS, camera) is dropped by default.
  const pipeline = sharp(source).rotate().resize({ width, withoutEnlargement: true });
  const bytes = await (
    format === "avif" ? pipeline.avif(encoders.avif) : pipeline.webp(encoders.webp)
  ).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  // Write then rename, so a parallel build sharing the cache never reads half a file.
  const temporary = `${cached}.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, cached);
  return { bytes, encoded: true };
}

/** Says what is wrong with a source, or nothing: it must be wide enough for its largest size. */
export function sourceProblem(sitePath: string, sourceWidth: number | undefined): string | null {
  const needed = Math.max(...generatedWidths(sitePath));
  if (sourceWidth !== undefined && sourceWidth >= needed) return null;
  return `public${sitePath} is ${sourceWidth ?? "of unknown"} px wide; it must be at least ${needed} px wide, the largest size the site shows it at`;
}

/** Writes all generated images into the build. Fails, naming every bad file, if a source is unusable. */
export async function writeResponsiveImages(
  options: ResponsiveImagesOptions,
): Promise<ResponsiveImagesStats> {
  const { publicDir, clientDir, cacheDir } = options;
  const sources = await rasterSources(publicDir);
  const stats: ResponsiveImagesStats = { sources: sources.length, files: 0, encoded: 0, bytes: 0 };
  const problems: string[] = [];
  await rm(path.join(clientDir, "images", "generated"), { recursive: true, force: true });

  const jobs = sources.flatMap((sitePath) =>
    generatedWidths(sitePath).flatMap((width) =>
      imageFormats.map((format) => ({ sitePath, width, format })),
    ),
  );
  const sourceBytes = new Map<string, Promise<Buffer | null>>();
  const readSource = (sitePath: string) => {
    let bytes = sourceBytes.get(sitePath);
    if (!bytes) {
      bytes = (async () => {
        const file = path.join(publicDir, sitePath);
        const data = await readFile(file);
        let width: number | undefined;
        try {
          width = (await sharp(data).metadata()).width;
        } catch {
          // Not an image sharp can read: reported below like a too small one.
        }
        const problem = sourceProblem(sitePath, width);
        if (problem) problems.push(problem);
        return problem ? null : data;
      })();
      sourceBytes.set(sitePath, bytes);
    }
    return bytes;
  };

  await forEachConcurrently(jobs, Math.max(1, availableParallelism()), async (job) => {
    const source = await readSource(job.sitePath);
    if (!source) return;
    const { bytes, encoded } = await encodeVariant(source, job.width, job.format, cacheDir);
    const target = path.join(clientDir, generatedImagePath(job.sitePath, job.width, job.format));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    stats.files += 1;
    stats.bytes += bytes.length;
    if (encoded) stats.encoded += 1;
  });

  if (problems.length > 0) {
    throw new Error(
      `Responsive images failed (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n` +
        [...new Set(problems)]
          .sort()
          .map((problem) => `  - ${problem}`)
          .join("\n"),
    );
  }
  return stats;
}

/** For the dev server: the source and size a generated path stands for, or null. */
export async function findVariant(
  publicDir: string,
  generatedPath: string,
): Promise<{ sourceFile: string; width: number; format: ImageFormat } | null> {
  const variant = parseGeneratedImagePath(generatedPath);
  if (!variant) return null;
  const { stem, width, format } = variant;
  for (const extension of ["webp", "avif", "png", "jpg", "jpeg"]) {
    const sitePath = `/images/${stem}.${extension}`;
    if (!isRasterImage(sitePath) || !generatedWidths(sitePath).includes(width)) continue;
    const sourceFile = path.join(publicDir, sitePath);
    try {
      await stat(sourceFile);
      return { sourceFile, width, format };
    } catch {
      // Try the next extension.
    }
  }
  return null;
}

async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
