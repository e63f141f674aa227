// Layout checks that run inside the page: what a visitor would see as broken at a given width.
import type { Page } from "@playwright/test";

export interface LayoutProblems {
  /** The page is wider than the window (WCAG 1.4.10 Reflow). */
  scrollWidth: number;
  clientWidth: number;
  /** Images drawn wider than the file's pixels allow at this device pixel ratio. */
  blurryImages: string[];
  /** Pairs of text boxes (or a list bullet and a text box) that overlap. */
  overlaps: string[];
}

/** The top and bottom of the page's h1, and the window's height; null without an h1. */
export function measureHeading(
  page: Page,
): Promise<{ top: number; bottom: number; windowHeight: number } | null> {
  return page.evaluate(() => {
    const box = document.querySelector("h1")?.getBoundingClientRect();
    return box ? { top: box.top, bottom: box.bottom, windowHeight: window.innerHeight } : null;
  });
}

/** Waits until the page has been laid out and painted at its current window size. */
export async function afterLayout(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Loads every lazy image now, so that each one can be measured. */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll("img")];
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
  });
}

export function measureLayout(page: Page): Promise<LayoutProblems> {
  return page.evaluate(async () => {
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const className =
        typeof element.className === "string" && element.className
          ? `.${element.className.trim().split(/\s+/).join(".")}`
          : "";
      return `${element.tagName.toLowerCase()}${id}${className}`;
    };
    // Both are asked once per text node, and a large page has thousands that share a parent.
    const visibility = new Map<Element, boolean>();
    const visible = (element: Element) => {
      let known = visibility.get(element);
      if (known === undefined) {
        // Also false inside a closed <details>, whose content keeps boxes but is not drawn.
        const style = getComputedStyle(element);
        known =
          element.checkVisibility() && style.visibility !== "hidden" && Number(style.opacity) > 0;
        visibility.set(element, known);
      }
      return known;
    };
    const areas = new Map<Element, { left: number; right: number; top: number; bottom: number }>();
    // The part of the window where an element's content can be drawn: its ancestors that clip
    // (overflow other than visible) cut it down. Text kept for screen readers only sits in a 1 px
    // box that clips it (a table's hidden head); text that a scrolling box (the schedule's grid)
    // holds beyond its edge is not drawn there either.
    const drawableArea = (
      element: Element,
    ): { left: number; right: number; top: number; bottom: number } => {
      const known = areas.get(element);
      if (known) return known;
      const parent = element.parentElement;
      const area = parent
        ? { ...drawableArea(parent) }
        : { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
      if (getComputedStyle(element).overflow !== "visible") {
        const box = element.getBoundingClientRect();
        area.left = Math.max(area.left, box.left);
        area.right = Math.min(area.right, box.right);
        area.top = Math.max(area.top, box.top);
        area.bottom = Math.min(area.bottom, box.bottom);
      }
      areas.set(element, area);
      return area;
    };

    // Images: the file's own pixel width, read from a copy without srcset (density 1).
    const blurryImages: string[] = [];
    const ratio = window.devicePixelRatio;
    for (const image of document.querySelectorAll("img")) {
      const drawn = image.getBoundingClientRect().width;
      const source = image.currentSrc || image.src;
      if (!drawn || !image.naturalWidth || /\.svg(?:$|\?)/.test(source)) continue;
      // Kept on the window for the next width: the page is widened, not reloaded.
      const known = window as unknown as { filePixels?: Map<string, number> };
      known.filePixels ??= new Map();
      let filePixels = known.filePixels.get(source);
      if (filePixels === undefined) {
        const copy = new Image();
        copy.src = source;
        await copy.decode().catch(() => undefined);
        filePixels = copy.naturalWidth;
        known.filePixels.set(source, filePixels);
      }
      // 3% for rounding (a 352 px column from a 360 px file is sharp).
      if (filePixels && drawn * ratio > filePixels * 1.03) {
        blurryImages.push(
          `${source.split("/").pop()} drawn ${Math.round(drawn)} px wide at ${ratio}x from a ${filePixels} px file`,
        );
      }
    }

    // Text: every line box of every visible text node, plus the bullet of each outside marker.
    type Box = {
      left: number;
      right: number;
      top: number;
      bottom: number;
      owner: Element;
      what: string;
    };
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || !visible(owner)) continue;
      if (owner.closest("script, style, noscript, .visually-hidden, option, select")) continue;
      const area = drawableArea(owner);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const whole of range.getClientRects()) {
        const rect = {
          left: Math.max(whole.left, area.left),
          right: Math.min(whole.right, area.right),
          top: Math.max(whole.top, area.top),
          bottom: Math.min(whole.bottom, area.bottom),
        };
        if (rect.right - rect.left < 2 || rect.bottom - rect.top < 2) continue;
        boxes.push({
          left: rect.left,
          right: rect.right,
          top: rect.top + window.scrollY,
          bottom: rect.bottom + window.scrollY,
          owner,
          what: JSON.stringify(node.textContent.trim().slice(0, 30)),
        });
      }
    }
    for (const item of document.querySelectorAll("li")) {
      const style = getComputedStyle(item);
      if (
        style.display !== "list-item" ||
        style.listStyleType === "none" ||
        style.listStylePosition !== "outside" ||
        !visible(item)
      ) {
        continue;
      }
      const rect = item.getBoundingClientRect();
      const fontSize = parseFloat(style.fontSize);
      // Chromium draws an outside disc about one em left of the item's text, on its first line.
      boxes.push({
        left: rect.left - fontSize,
        right: rect.left - fontSize * 0.3,
        top: rect.top + window.scrollY,
        bottom: rect.top + window.scrollY + fontSize,
        owner: item,
        what: "bullet",
      });
    }
    boxes.sort((a, b) => a.top - b.top);
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length && overlaps.length < 10; i++) {
      const a = boxes[i]!;
      for (let j = i + 1; j < boxes.length && boxes[j]!.top < a.bottom; j++) {
        const b = boxes[j]!;
        // Text inside text (a link in a paragraph) shares its boxes; bullets only meet text.
        if (a.what === "bullet" && b.what === "bullet") continue;
        if (a.owner === b.owner) continue;
        if (a.what !== "bullet" && b.what !== "bullet") {
          if (a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
        }
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        const smaller = Math.min(a.bottom - a.top, b.bottom - b.top);
        if (width > 1 && height > smaller * 0.3) {
          overlaps.push(
            `${a.what} in ${describe(a.owner)} overlaps ${b.what} in ${describe(b.owner)}`,
          );
        }
      }
    }

    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      blurryImages,
      overlaps,
    };
  });
}

/**
 * Grids of pictures whose first item is wider while it is the only one, as it is for a moment
 * while the HTML still arrives (a CSS `auto-fit` grid stretches it across the row): the page
 * would then shrink when the next item comes. Removes the other items to find out, so call it
 * last.
 */
export function gridsThatStretchAFirstPicture(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stretched: string[] = [];
    const grids = [...document.querySelectorAll<HTMLElement>("main *")].filter(
      (element) =>
        getComputedStyle(element).display === "grid" &&
        element.children.length > 1 &&
        element.firstElementChild!.querySelector("img") !== null,
    );
    for (const grid of grids) {
      const first = grid.firstElementChild as HTMLElement;
      const widthAmongAll = first.getBoundingClientRect().width;
      const others = [...grid.children].slice(1);
      for (const other of others) other.remove();
      const widthAlone = first.getBoundingClientRect().width;
      grid.append(...others);
      if (widthAlone > widthAmongAll + 1) {
        stretched.push(
          `.${grid.className}: ${Math.round(widthAmongAll)} -> ${Math.round(widthAlone)} px`,
        );
      }
    }
    return stretched;
  });
}
