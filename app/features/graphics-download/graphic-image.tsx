import { useMemo, useState } from "react";
import type { GraphicItem, GraphicsKind } from "#content/schema/private.ts";
import { settings } from "#content/settings.yml";
import { failureMessage, imageSources } from "./image-sources.ts";

export interface GraphicImageProps {
  item: Pick<GraphicItem, "path" | "filename">;
  kind: GraphicsKind;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** The default logo when none is given; tests pass another. */
  defaultImage?: string;
}

/**
 * A graphic's picture. When it fails, the next source is tried (alternate folders, then the
 * default logo; sponsors go straight to the logo), and the failure is only logged to the console.
 * Give it `key={item.path}` so another item starts again from its own file.
 */
export function GraphicImage({
  item,
  kind,
  alt,
  className,
  loading = "lazy",
  defaultImage = settings.defaultImage,
}: GraphicImageProps) {
  const sources = useMemo(() => imageSources(item, kind, defaultImage), [item, kind, defaultImage]);
  const [index, setIndex] = useState(0);
  const src = sources[index] ?? defaultImage;

  const fail = () => {
    const next = sources[index + 1];
    console.warn(failureMessage(src, next));
    if (next !== undefined) setIndex(index + 1);
  };

  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={fail}
    />
  );
}
