import { useEffect, useRef, useState } from "react";
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

/** A person's photo that falls back to the default logo (and says so in the console) if it fails. */
export function Portrait({ src, alt = "", className, ...image }: PortraitProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  const fail = () => {
    if (failed) return;
    console.error(`Image failed to load, showing the default logo instead: ${src}`);
    setFailed(true);
  };

  // A prerendered image can fail before hydration attaches onError; catch that case on mount.
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0 && !failed) fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first mount can miss the event
  }, []);

  // The default logo is an SVG, so the fallback is a plain <img>: no <source> is left to override it.
  return (
    <ResponsiveImage
      ref={ref}
      className={className ? `portrait ${className}` : "portrait"}
      src={failed ? settings.defaultImage : src}
      alt={alt}
      onError={fail}
      {...image}
    />
  );
}
