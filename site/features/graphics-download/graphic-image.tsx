import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { GraphicItem, GraphicsKind } from "#content/schema/private.ts";
import { settings } from "#content/settings.yml";
import { usePrivateKey } from "#site/shared/private-area/private-data-context.ts";
import { fetchPrivateFile } from "./fetch-private-file.ts";
import { failureMessage, imageSources } from "./image-sources.ts";
import { isPrivateFilePath } from "./private-file.ts";

export interface GraphicImageProps {
  item: Pick<GraphicItem, "path" | "filename">;
  kind: GraphicsKind;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
  /** The default logo when none is given; tests pass another. */
  defaultImage?: string;
}

/** How far outside the viewport a lazy picture starts loading, as the browser's lazy images do. */
const lazyMargin = "600px";

/**
 * True once the element is near the viewport (at once when not lazy, or without
 * IntersectionObserver): a private picture is fetched and decrypted only then, as `loading="lazy"`
 * would fetch a plain one.
 */
function useNearViewport(element: RefObject<HTMLElement | null>, lazy: boolean): boolean {
  const [near, setNear] = useState(() => !lazy || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: lazyMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * A graphic's picture. Private files (/graphics/private_*) are encrypted: they are fetched,
 * decrypted with the session's key and shown from a Blob URL (revoked when the picture changes or
 * goes); other sources are plain URLs. When one fails, the next source is tried (alternate
 * folders, then the default logo; sponsors go straight to the logo), and the failure is only
 * logged to the console. Give it `key={item.path}` so another item starts again from its own file.
 */
export function GraphicImage({
  item,
  kind,
  alt,
  className,
  loading = "lazy",
  defaultImage = settings.defaultImage,
}: GraphicImageProps) {
  const key = usePrivateKey();
  const sources = useMemo(() => imageSources(item, kind, defaultImage), [item, kind, defaultImage]);
  const [index, setIndex] = useState(0);
  const source = sources[index] ?? defaultImage;
  const isPrivate = isPrivateFilePath(source);
  const [decrypted, setDecrypted] = useState<{ source: string; url: string } | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const near = useNearViewport(image, loading === "lazy");

  const fail = useCallback(
    (failed: number) => {
      const next = sources[failed + 1];
      console.warn(failureMessage(sources[failed] ?? defaultImage, next));
      if (next !== undefined) setIndex(failed + 1);
    },
    [sources, defaultImage],
  );

  useEffect(() => {
    if (!isPrivate || !near) return;
    let url: string | undefined;
    let current = true;
    fetchPrivateFile(key, source).then(
      (blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setDecrypted({ source, url });
      },
      () => current && fail(index),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key, source, isPrivate, near, index, fail]);

  // Without a src until its private file is decrypted: the page shows no broken picture meanwhile.
  const src = isPrivate ? (decrypted?.source === source ? decrypted.url : undefined) : source;
  return (
    <img
      ref={image}
      className={className}
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      data-loading={src === undefined ? "" : undefined}
      onError={() => fail(index)}
    />
  );
}
