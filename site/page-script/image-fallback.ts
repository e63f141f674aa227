// Images that name a fallback (<ResponsiveImage fallbackSrc>, a person's photo) show it when their
// own file cannot load, and say so in the console.

export const fallbackAttribute = "data-fallback";

function showFallback(image: HTMLImageElement, log: (message: string) => void) {
  const fallback = image.getAttribute(fallbackAttribute);
  if (!fallback || image.dataset.fellBack !== undefined) return;
  image.dataset.fellBack = "";
  log(`Image failed to load, showing the default logo instead: ${image.getAttribute("src")}`);
  // The <source> elements of a <picture> would win over the new src: take their candidates away
  // (the elements stay, in case React owns them).
  if (image.parentElement?.tagName === "PICTURE") {
    for (const source of image.parentElement.querySelectorAll("source")) {
      source.removeAttribute("srcset");
    }
  }
  image.removeAttribute("srcset");
  image.removeAttribute("sizes");
  image.src = fallback;
}

/** Watches every image error on the page, including the ones that happened before this ran. */
export function fallBackOnBrokenImages(
  document: Document,
  log: (message: string) => void = console.error,
) {
  // Error events do not bubble; a capturing listener on the document still sees them.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target, log);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${fallbackAttribute}]`)) {
    if (image.complete && image.naturalWidth === 0) showFallback(image, log);
  }
}
