import { settings } from "#content/settings.yml";
import { ResponsiveImage } from "./responsive-image.tsx";

export interface PortraitProps {
  src: string;
  width: number;
  height: number;
  /** Empty when the name is written next to the image. */
  alt?: string;
  loading?: "lazy" | "eager";
  /** The page's LCP image: loaded first, at high priority. */
  priority?: boolean;
  /** Displayed width when it differs from `width` (a column that fills a small screen). */
  sizes?: string;
  className?: string;
}

/**
 * A person's photo that falls back to the default logo (and says so in the console) if it fails:
 * the page script does the swap (site/page-script/image-fallback.ts), on every page.
 */
export function Portrait({ src, alt = "", className, ...image }: PortraitProps) {
  return (
    <ResponsiveImage
      className={className ? `portrait ${className}` : "portrait"}
      src={src}
      alt={alt}
      fallbackSrc={settings.defaultImage}
      {...image}
    />
  );
}
