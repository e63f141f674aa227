import type { Page } from "@playwright/test";
import { generatedImagePath, generatedWidths } from "../../site/shared/lib/generated-images.ts";

/** Makes an image fail to load: the file and every generated size of it, whichever is picked. */
export async function abortImage(page: Page, sitePath: string) {
  const paths = new Set([
    sitePath,
    ...generatedWidths(sitePath).flatMap((width) =>
      (["avif", "webp"] as const).map((format) => generatedImagePath(sitePath, width, format)),
    ),
  ]);
  await page.route(
    (url) => paths.has(url.pathname),
    (route) => route.abort(),
  );
}
