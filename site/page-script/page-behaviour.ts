// The page script's second part, which page-script.ts loads once the page has painted and loaded:
// the lazy map, agenda stars, the programme's controls, the time zone switch, the offline worker's
// update notice and the web-vitals report. Plain TypeScript, a few kilobytes: no React.
import { reportWebVitals } from "#site/shared/lib/web-vitals.ts";
import { afterPaint } from "#site/page-script/after-paint.ts";
import { enhanceAgendaStars, keepStarredSessionsOffline } from "#site/page-script/agenda-star.ts";
import { loadFramesWhenVisible } from "#site/page-script/lazy-frames.ts";
import { createUpdateRegion, offerUpdates } from "#site/page-script/update-notice.ts";

/**
 * Runs the page's behaviour. `programmeStarted` settles once the programme's controls, which the
 * first part starts on a programme page, have started or failed to load (absent elsewhere).
 */
export async function startPage(programmeStarted: Promise<void> | undefined) {
  // A page with times (the programme, a session, a speaker's sessions) converts them to the
  // visitor's zone if they chose it (docs/decisions/042): a part of its own, on those pages only.
  // The attribute is times-markup.ts's `zoneSwitchAttribute`, written out: imported, that module
  // would be a chunk of its own, shared with the part, which every page would then fetch.
  const zoneSwitch = document.querySelector("[data-zone-switch]")
    ? import("#site/shared/time-zone/zone-switch.ts").then(
        (part) => part.startZoneSwitch(document, window),
        () => undefined,
      )
    : undefined;
  enhanceAgendaStars(document);
  loadFramesWhenVisible(document);
  if (import.meta.env.PROD) offerUpdates(window, createUpdateRegion(document));
  // Both before the ready mark, so that nothing moves once it is set.
  await zoneSwitch;
  await programmeStarted;
  // Tests wait for this mark before they click (e2e/support/test.ts).
  document.documentElement.dataset.pageScript = "ready";
  // Last, and only once the page has painted: nothing a visitor sees waits for it.
  afterPaint(window, () => {
    void reportWebVitals();
    if (import.meta.env.PROD) void keepStarredSessionsOffline();
  });
}
