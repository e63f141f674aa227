// What the service worker keeps for offline use and what it must never touch. Shared by the
// worker (service-worker.ts) and the build step that lists the precache (build-service-worker.ts).
import { parseGeneratedImagePath } from "../../app/shared/lib/generated-images.ts";
import { isEditorPath } from "../../server/editor-path.ts";

/** The not-found page, shown offline for a page that was not kept. */
export const notFoundDocument = "/404.html";

/** How long a page or its data may take on the network before the kept copy is used. */
export const pageNetworkTimeoutSeconds = 3;

/**
 * The public pages kept for offline use, as site paths; `*` stands for one path segment (every
 * speaker, article or contributor). Their HTML and the images they show are precached.
 */
export const offlinePages: readonly string[] = [
  "/",
  "/schedule",
  "/speakers",
  "/speakers/*",
  "/venue",
  // The rest of the public site costs about 0.4 MB more and spares a visitor an error page offline.
  "/partners",
  "/becomeasponsor",
  "/team",
  "/sideevents",
  "/community",
  "/community/*",
  "/contributor/*",
];

/** The private area's pages (their HTML holds only the gate; the data is encrypted). */
export const privatePages: readonly string[] = [
  "/private",
  "/socialcontent",
  "/analytics",
  "/communitydiscounts",
  "/graphicsdownload",
];

/**
 * Paths the service worker never caches nor answers: the private pages (with or without a
 * trailing slash, and any `.data` file of theirs), the encrypted data, the private graphics and
 * the content editor (/admin, docs/decisions/017), which must always come from the network.
 */
export function isNeverCached(sitePath: string): boolean {
  if (sitePath === "/data/private.json" || sitePath.startsWith("/graphics/private_")) return true;
  if (isEditorPath(sitePath)) return true;
  return privatePages.some(
    (page) =>
      sitePath === page || sitePath.startsWith(`${page}/`) || sitePath.startsWith(`${page}.`),
  );
}

/**
 * The resized copies of the photos (docs/decisions/012-responsive-images.md) are not precached:
 * there are about 800 of them. Offline, the worker answers a request for one with the original
 * photo, which is precached.
 */
export const generatedImagesPrefix = "/images/generated/";

/** "/images/generated/speakers/ada-240.avif" -> "speakers/ada"; null for any other path. */
export function generatedImageKey(sitePath: string): string | null {
  return parseGeneratedImagePath(sitePath)?.stem ?? null;
}

/** "/images/speakers/ada.webp" -> "speakers/ada": the key its resized copies share. */
export function originalImageKey(sitePath: string): string | null {
  const match = /^\/images\/(.+)\.\w+$/.exec(sitePath);
  return match && !sitePath.startsWith(generatedImagesPrefix) ? match[1]! : null;
}
