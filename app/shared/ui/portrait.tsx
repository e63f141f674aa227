import { useEffect, useRef, useState } from "react";
import { settings } from "#content/settings.ts";

export interface PortraitProps {
  src: string;
  width: number;
  height: number;
  /** Empty when the name is written next to the image. */
  alt?: string;
  loading?: "lazy" | "eager";
  className?: string;
}

/** A person's photo that falls back to the default logo (and says so in the console) if it fails. */
export function Portrait({
  src,
  width,
  height,
  alt = "",
  loading = "lazy",
  className,
}: PortraitProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  const fail = () => {
    if (failed) return;
    console.error(`Image failed to load, showing the default logo instead: ${src}`);
    setFailed(true);
  };

  // A prerendered image can fail before hydration attaches onError; catch that case on mount.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && !failed) fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first mount can miss the event
  }, []);

  return (
    <img
      ref={image}
      className={className ? `portrait ${className}` : "portrait"}
      src={failed ? settings.defaultImage : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={fail}
    />
  );
}
