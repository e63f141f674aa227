// The one script every page loads (docs/decisions/019-hydrate-only-where-needed.md), bundled by
// Astro from site/layouts/page-layout.astro. Pages get all their plain behaviour from it: the
// menu, tabs, toggle buttons, image fallbacks, the lazy map, the register redirect and the
// not-found variants; every page gets the offline worker, the update notice, the web-vitals
// report and the purge of the private area's stored keys from it. Plain TypeScript, a few kilobytes: no React. The programme pages' controls are
// a part of their own, loaded only where the page has a programme (docs/decisions/036); the
// private rooms are islands with a client directive of their own.
import { programmeConfigAttribute } from "#site/features/schedule/programme-config.ts";
import { reloadOnceOnStaleChunk } from "#site/shared/lib/stale-chunk.ts";
import { reportWebVitals } from "#site/shared/lib/web-vitals.ts";
import { afterPaint } from "#site/page-script/after-paint.ts";
import { enhanceAgendaStars, keepStarredSessionsOffline } from "#site/page-script/agenda-star.ts";
import { fallBackOnBrokenImages } from "#site/page-script/image-fallback.ts";
import {
  browserPrivateKeysEnvironment,
  keepPrivateKeysTidy,
} from "#site/page-script/private-keys.ts";
import { loadFramesWhenVisible } from "#site/page-script/lazy-frames.ts";
import { enhanceMenu } from "#site/page-script/menu.ts";
import { showNotFoundVariant } from "#site/page-script/not-found.ts";
import { followRedirect } from "#site/page-script/redirect.ts";
import { enhanceTabs } from "#site/page-script/tabs.ts";
import { enhanceToggleButtons } from "#site/page-script/toggle-buttons.ts";
import { createUpdateRegion, offerUpdates } from "#site/page-script/update-notice.ts";

// After a redeploy, an island's lazy part may be gone: reload once (decision 002).
reloadOnceOnStaleChunk(window);
// First, so that an unlocked tab's lock is taken again as soon as a reload or a new page loads
// (a purge elsewhere meanwhile would count the tab as closed); the purge itself waits for paint.
void keepPrivateKeysTidy(browserPrivateKeysEnvironment(window), (task) => afterPaint(window, task))
  // Tests wait for this mark before they look at what the device keeps.
  .then(() => (document.documentElement.dataset.privateKeys = "checked"));
// Asked for first, as the largest download of its page; started once the page's own parts are.
const programme = document.querySelector(`script[${programmeConfigAttribute}]`)
  ? import("#site/features/schedule/programme/programme-controls.ts")
  : undefined;
// A page with times (the programme, a session, a speaker's sessions) converts them to the
// visitor's zone if they chose it (docs/decisions/042): a part of its own, on those pages only.
// The attribute is times-markup.ts's `zoneSwitchAttribute`, written out: imported, that module
// would be a chunk of its own, shared with the part, which every page would then fetch.
if (document.querySelector("[data-zone-switch]")) {
  import("#site/shared/time-zone/zone-switch.ts").then(
    (part) => part.startZoneSwitch(document, window),
    () => undefined,
  );
}
showNotFoundVariant(document, location);
enhanceMenu(document);
enhanceTabs(document);
enhanceToggleButtons(document);
enhanceAgendaStars(document);
fallBackOnBrokenImages(document);
loadFramesWhenVisible(document);
if (import.meta.env.PROD) offerUpdates(window, createUpdateRegion(document));
// Should the controls fail to load (offline, a redeploy), the programme stays readable as built.
if (programme) (await programme.catch(() => undefined))?.startProgramme(document, window);
// Tests wait for this mark before they click (e2e/support/test.ts).
document.documentElement.dataset.pageScript = "ready";
followRedirect(document, location);
// Last, and only once the page has painted: nothing a visitor sees waits for it.
afterPaint(window, () => {
  void reportWebVitals();
  if (import.meta.env.PROD) void keepStarredSessionsOffline();
});
