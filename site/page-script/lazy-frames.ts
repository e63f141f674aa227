// Frames that load only once they scroll into view (the venue's map: the one request that leaves
// the site's origin, docs/decisions/012). Native loading="lazy" is not enough: Chromium fetches
// lazy frames a few screens ahead.

/** Gives each iframe[data-src] its address when it first comes into view. */
export function loadFramesWhenVisible(document: Document) {
  const frames = document.querySelectorAll<HTMLIFrameElement>("iframe[data-src]");
  if (frames.length === 0 || !("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const frame = entry.target as HTMLIFrameElement;
      frame.src = frame.dataset.src!;
      observer.unobserve(frame);
    }
  });
  for (const frame of frames) observer.observe(frame);
}
