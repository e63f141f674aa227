// The naming convention that ties srcset to the files the build generates (integrations/images/):
// both sides compute the names from the source path, so the browser needs no manifest
// (docs/decisions/012-responsive-images.md). Kept tiny: it ships on every page.

const ladder = [80, 160, 240, 360, 480, 640, 800, 1200];

/** Raster images get generated sizes; SVGs scale by themselves. */
export const isRasterImage = (src: string) => /\.(?:webp|avif|png|jpe?g)$/.test(src);

/**
 * The widths generated for an image: up to 480 for people's photos, up to the intended size for
 * journal cards (800), featured images (1200) and gallery pictures (640). The source must be at
 * least that wide; the build says so otherwise.
 */
export const generatedWidths = (src: string) =>
  ladder.filter(
    (width) =>
      width <=
      (/-featured\./.test(src)
        ? 1200
        : /-card\./.test(src)
          ? 800
          : /\/gallery\//.test(src)
            ? 640
            : 480),
  );

/** `/images/speakers/x.webp`, 240, "avif" → `/images/generated/speakers/x-240.avif`. */
export const generatedImagePath = (src: string, width: number, format: "avif" | "webp") =>
  src.replace(/^\/images\/(.+)\.\w+$/, `/images/generated/$1-${width}.${format}`);

export const generatedSrcset = (src: string, format: "avif" | "webp") =>
  generatedWidths(src)
    .map((width) => `${generatedImagePath(src, width, format)} ${width}w`)
    .join();

/** "/images/generated/speakers/ada-240.avif" -> stem "speakers/ada", 240, "avif"; else null. */
export function parseGeneratedImagePath(
  sitePath: string,
): { stem: string; width: number; format: "avif" | "webp" } | null {
  const match = /^\/images\/generated\/(.+)-(\d+)\.(avif|webp)$/.exec(sitePath);
  if (!match) return null;
  return { stem: match[1]!, width: Number(match[2]), format: match[3] as "avif" | "webp" };
}
