import type { CSSProperties, Ref } from "react";
import { generatedSrcset, isRasterImage } from "#site/shared/lib/generated-images.ts";

export interface ResponsiveImageProps {
  src: string;
  /** Reserve the space before the image loads, so nothing shifts. */
  width: number;
  height: number;
  alt: string;
  /** The displayed width, for picking a generated size; by default `width` CSS pixels. */
  sizes?: string;
  /** Below the fold images wait until the reader scrolls near them. */
  loading?: "lazy" | "eager";
  /** The page's largest image above the fold (its LCP): fetched first, ahead of scripts. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLImageElement>;
  /** Shown instead if the file cannot load (site/page-script/image-fallback.ts swaps it in). */
  fallbackSrc?: string;
}

/**
 * An image in the sizes and formats the build generates: AVIF where the browser takes it, else
 * WebP, with the original as the last resort. SVGs are served as they are.
 */
export function ResponsiveImage({
  src,
  width,
  alt,
  sizes = `${width}px`,
  loading = "lazy",
  priority,
  fallbackSrc,
  ...rest
}: ResponsiveImageProps) {
  const raster = isRasterImage(src);
  const image = (
    <img
      src={src}
      srcSet={raster ? generatedSrcset(src, "webp") : undefined}
      sizes={raster ? sizes : undefined}
      alt={alt}
      width={width}
      loading={priority ? "eager" : loading}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      // The default image names no fallback: it would be itself (a busy day's page has hundreds).
      data-fallback={fallbackSrc === src ? undefined : fallbackSrc}
      {...rest}
    />
  );
  if (!raster) return image;
  // global.css gives <picture> display: contents, so the <img> alone takes part in the layout.
  return (
    <picture>
      <source type="image/avif" srcSet={generatedSrcset(src, "avif")} sizes={sizes} />
      {image}
    </picture>
  );
}
