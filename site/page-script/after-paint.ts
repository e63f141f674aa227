// Work that no visitor waits for (the web-vitals report) starts only once the page has loaded and
// painted, so that its download and its parsing never compete with the first paint or the largest
// one. Requested by the page script as soon as it ran, the web-vitals chunk started before the
// first paint, and Lighthouse counted it in the speaker page's LCP (issue 20).

type Image = Pick<HTMLImageElement, "decode">;

/** What afterPaint needs of IntersectionObserver. */
export type ViewportObserver = new (
  callback: (entries: { target: unknown; isIntersecting: boolean }[]) => void,
) => { observe(target: never): void; disconnect(): void };

/** What afterPaint needs of the window; tests pass a fake. */
export interface PaintEnvironment {
  document: Pick<Document, "readyState" | "visibilityState"> & { images: Iterable<Image> };
  IntersectionObserver?: ViewportObserver;
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, delay?: number): unknown;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  PerformanceObserver?: Pick<typeof PerformanceObserver, "supportedEntryTypes"> &
    (new (callback: (list: Pick<PerformanceObserverEntryList, "getEntriesByName">) => void) => {
      observe(options: { type: string; buffered: boolean }): void;
      disconnect(): void;
    });
}

/** No step waits longer than this (ms): an idle moment on a busy page, an image's decoding. */
export const stepTimeout = 2_000;

/**
 * Runs `task` once the page has loaded, shown its first contentful paint, decoded the images of
 * its first screen and painted them, and the main thread is idle:
 *
 * - The load event can come before the first paint, and frame callbacks are no proof of one: on a
 *   busy machine Chromium reported the first contentful paint after two animation frames had run.
 *   So it waits for the paint timing entry itself (a buffered observer sees one that came first).
 * - The load event does not wait for images to be decoded (`decoding="async"`), and a photo of
 *   the first screen could be painted, and become the largest paint, after it: it waits for
 *   `decode()` of the images on screen, then two frames (the second runs after the first is
 *   painted).
 * - A page loaded in a background tab paints nothing until it is shown, so there it only waits for
 *   the load event and an idle moment. Without paint timing it waits for two frames instead, and
 *   without requestIdleCallback (Safari) for a task.
 */
export function afterPaint(environment: PaintEnvironment, task: () => void) {
  const whenIdle = () => {
    if (environment.requestIdleCallback)
      environment.requestIdleCallback(task, { timeout: stepTimeout });
    else environment.setTimeout(task, 0);
  };
  const twoFrames = (then: () => void) =>
    environment.requestAnimationFrame(() => environment.requestAnimationFrame(then));

  const afterFirstScreenImages = (then: () => void) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      twoFrames(then);
    };
    // A broken image rejects; it has nothing left to paint either.
    firstScreenImages(environment, (images) => {
      void Promise.allSettled(images.map((image) => image.decode())).then(once);
    });
    environment.setTimeout(once, stepTimeout);
  };

  const afterLoad = () => {
    if (environment.document.visibilityState === "hidden") whenIdle();
    else whenFirstPainted(environment, () => afterFirstScreenImages(whenIdle));
  };
  if (environment.document.readyState === "complete") afterLoad();
  else environment.addEventListener("load", afterLoad, { once: true });
}

/**
 * Runs `then` once the page has shown its first contentful paint (the paint timing entry itself: a
 * buffered observer sees one that came first). Without paint timing, after two frames.
 */
function whenFirstPainted(environment: PaintEnvironment, then: () => void) {
  const Observer = environment.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes("paint")) {
    environment.requestAnimationFrame(() => environment.requestAnimationFrame(then));
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}

/** How long after its first paint a page waits at most for its load event (ms). */
export const loadWaitLimit = 1_000;

/**
 * Runs `task` once the page has painted and loaded, or `loadWaitLimit` after its first paint if
 * the load takes longer (images on a slow connection): work that must not compete with the first
 * and the largest paint, but that a visitor may soon need. In a background tab (which paints
 * nothing until shown) it waits for the load event only, and it runs after `stepTimeout` whatever
 * happens, so that a page that never reports a paint still gets it.
 */
export function afterFirstPaintAndLoad(environment: PaintEnvironment, task: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  const afterLoad = () => {
    if (environment.document.readyState === "complete") environment.setTimeout(once, 0);
    else
      environment.addEventListener("load", () => environment.setTimeout(once, 0), { once: true });
  };
  if (environment.document.visibilityState === "hidden") afterLoad();
  else
    whenFirstPainted(environment, () => {
      afterLoad();
      environment.setTimeout(once, loadWaitLimit);
    });
  environment.setTimeout(once, stepTimeout);
}

/**
 * The images at least partly inside the window (a lazy one there is loading: decode() waits),
 * from an IntersectionObserver's first report. Not from each image's getBoundingClientRect(): on a
 * day's page the cards off screen are not laid out (content-visibility), and asking for each photo's
 * box made the browser lay them out one by one, 410 layouts and 0.6 s of a phone's main thread.
 */
function firstScreenImages(environment: PaintEnvironment, then: (images: Image[]) => void) {
  const images = [...environment.document.images];
  const Observer = environment.IntersectionObserver;
  if (!Observer || images.length === 0) return then([]);
  const observer = new Observer((entries) => {
    observer.disconnect();
    then(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as Image));
  });
  for (const image of images) observer.observe(image as never);
}
