// The one script every page loads (docs/decisions/019-hydrate-only-where-needed.md). Pages that do
// not hydrate React get all their behaviour from it: the menu, tabs, toggle buttons, image
// fallbacks, the lazy map, the register redirect and the not-found variants. It starts the islands
// of the pages that have one (docs/decisions/020). Every page gets the offline worker, the update notice and the web-vitals report from it.
// Plain TypeScript, a few kilobytes: no React.
import { reportWebVitals } from "#app/shared/lib/web-vitals.ts";
import { afterPaint } from "./after-paint.ts";
import { enhanceAgendaStars, keepStarredSessionsOffline } from "./agenda-star.ts";
import { fallBackOnBrokenImages } from "./image-fallback.ts";
import { loadIslands } from "#framework/islands/load-islands.ts";
import { loadFramesWhenVisible } from "./lazy-frames.ts";
import { enhanceMenu } from "./menu.ts";
import { showNotFoundVariant } from "./not-found.ts";
import { followRedirect } from "./redirect.ts";
import { enhanceTabs } from "./tabs.ts";
import { enhanceToggleButtons } from "./toggle-buttons.ts";
import { createUpdateRegion, offerUpdates } from "./update-notice.ts";

// First: an island's code is the largest download of its page.
loadIslands(document);
showNotFoundVariant(document, location);
enhanceMenu(document);
enhanceTabs(document);
enhanceToggleButtons(document);
enhanceAgendaStars(document);
fallBackOnBrokenImages(document);
loadFramesWhenVisible(document);
if (import.meta.env.PROD) offerUpdates(window, createUpdateRegion(document));
// Tests wait for this mark before they click (e2e/support/test.ts).
document.documentElement.dataset.pageScript = "ready";
followRedirect(document, location);
// Last, and only once the page has painted: nothing a visitor sees waits for it.
afterPaint(window, () => {
  void reportWebVitals();
  if (import.meta.env.PROD) void keepStarredSessionsOffline();
});
