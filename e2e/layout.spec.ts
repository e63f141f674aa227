// Every prerendered page at a phone, a tablet and a laptop width: nothing scrolls sideways, no
// image is blown up beyond its file, no text runs into other text, and a detail page's heading is
// in the first screen.
import { builtPages, isDetailPage } from "./support/built-pages.ts";
import {
  afterLayout,
  gridsThatStretchAFirstPicture,
  loadAllImages,
  measureLayout,
} from "./support/layout-checks.ts";
import { expect, test } from "./support/test.ts";

const windows = [
  { width: 320, height: 640 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
] as const;

// /register only sends the visitor to the ticket shop.
const pages = builtPages().filter((page) => !page.redirects);

test.describe("layout at 320, 768 and 1366 px", () => {
  test.describe.configure({ timeout: 60_000 });
  for (const { path: sitePath } of pages) {
    test(`${sitePath}`, async ({ page }) => {
      // Loaded once, at the narrowest width, then widened as a visitor widens a window: the CSS
      // lays the page out again and the pictures pick their larger files (srcset and sizes follow
      // the window), with no second load of the page to pay for.
      await page.setViewportSize(windows[0]);
      await page.goto(sitePath);
      for (const size of windows) {
        await page.setViewportSize(size);
        await afterLayout(page);
        const at = `${sitePath} at ${size.width} px`;
        if (isDetailPage(sitePath)) {
          const { h1 } = await measureLayout(page);
          expect(h1, `${at}: the page has an h1`).not.toBeNull();
          expect(h1!.bottom, `${at}: the h1 is in the first screen`).toBeLessThanOrEqual(
            h1!.windowHeight,
          );
        }
        await loadAllImages(page);
        const layout = await measureLayout(page);
        expect(layout.scrollWidth, `${at}: nothing scrolls sideways`).toBeLessThanOrEqual(
          layout.clientWidth,
        );
        expect(layout.blurryImages, `${at}: images drawn within their pixels`).toEqual([]);
        expect(layout.overlaps, `${at}: no text overlaps other text`).toEqual([]);
        expect(
          await gridsThatStretchAFirstPicture(page),
          `${at}: a picture keeps its width while the HTML arrives`,
        ).toEqual([]);
      }
    });
  }
});

// Pictures for a person to look at (the closing note of issue 14 describes them): a test can pass
// while a page looks wrong. Written to test-results/layout-screenshots/.
test("screenshots of the speaker page and the schedule for review", async ({ page }, testInfo) => {
  const shots = [
    { sitePath: "/speakers/1", width: 1366, height: 768 },
    { sitePath: "/speakers/1", width: 390, height: 844 },
    { sitePath: "/schedule", width: 320, height: 640 },
  ];
  for (const { sitePath, width, height } of shots) {
    await page.setViewportSize({ width, height });
    await page.goto(sitePath);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    const name = `${sitePath.replace(/\W+/g, "-").replace(/^-/, "")}-${width}.png`;
    const body = await page.screenshot({ path: `test-results/layout-screenshots/${name}` });
    await testInfo.attach(name, { body, contentType: "image/png" });
  }
});
