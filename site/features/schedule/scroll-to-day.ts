/**
 * How far below the top of the viewport a chosen day's title lands (docs/product/specification.md
 * §9 "Scroll").
 */
export const dayTitleOffset = 150;
/**
 * The wait after a click before scrolling, so the new day has rendered
 * (docs/product/specification.md §9).
 */
export const scrollDelayMs = 100;

export function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Scrolls so that the element sits `dayTitleOffset` px below the top; instantly under reduced motion. */
export function scrollToDayTitle(element: HTMLElement) {
  const top = element.getBoundingClientRect().top + window.scrollY - dayTitleOffset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
