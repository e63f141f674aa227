// The one script every page loads (docs/decisions/019-hydrate-only-where-needed.md), bundled by
// Astro from site/layouts/page-layout.astro. Plain TypeScript, no React; the programme pages'
// controls are a part of their own (docs/decisions/036) and the private rooms islands with a
// client directive of their own.
//
// It comes in two parts (docs/decisions/046). This first one starts once the page has shown its
// first contentful paint (an inline loader the build writes: docs/decisions/048; at once on the
// pages it changes before they are seen, 404.html and /register): the stale-chunk reload, the
// private area's tab lock, the not-found variants and the register redirect, the programme's
// controls, and the controls a visitor may press first (the menu, tabs, toggle buttons) and the
// broken images' fallbacks, which import nothing else. The rest (page-behaviour.ts) is asked for
// once the page has painted and loaded (at most a second after its first paint), so that its
// downloads never compete with the largest paint.
import { programmeConfigAttribute } from "#site/features/schedule/programme-config.ts";
import { nextTask } from "#site/shared/lib/next-task.ts";
import { reloadOnceOnStaleChunk } from "#site/shared/lib/stale-chunk.ts";
import { afterFirstPaintAndLoad, afterPaint } from "#site/page-script/after-paint.ts";
import {
  browserPrivateKeysEnvironment,
  keepPrivateKeysTidy,
} from "#site/page-script/private-keys.ts";
import { showNotFoundVariant } from "#site/page-script/not-found.ts";
import { followRedirect } from "#site/page-script/redirect.ts";
import { fallBackOnBrokenImages } from "#site/page-script/image-fallback.ts";
import { enhanceMenu } from "#site/page-script/menu.ts";
import { enhanceTabs } from "#site/page-script/tabs.ts";
import { enhanceToggleButtons } from "#site/page-script/toggle-buttons.ts";

// After a redeploy, an island's lazy part (or this script's second one) may be gone: reload once
// (decision 002).
reloadOnceOnStaleChunk(window);
// First, so that an unlocked tab's lock is taken again as soon as a reload or a new page loads
// (a purge elsewhere meanwhile would count the tab as closed); the purge itself waits for paint.
void keepPrivateKeysTidy(browserPrivateKeysEnvironment(window), (task) => afterPaint(window, task))
  // Tests wait for this mark before they look at what the device keeps.
  .then(() => (document.documentElement.dataset.privateKeys = "checked"));
// On 404.html, before its first paint: an unknown session's page shows its own words, not the
// generic ones.
showNotFoundVariant(document, location);
followRedirect(document, location);
enhanceMenu(document);
enhanceTabs(document);
enhanceToggleButtons(document);
fallBackOnBrokenImages(document);
// Asked for as soon as this part runs, as the largest download of its page, and started as soon as
// it arrives: the programme's filters and stars should not wait for the load as well as for their
// download, and their start-up, the page's longest task, counted in Lighthouse's blocking time when
// it waited for the load (/schedule: 96-119 ms, against 12-45 ms). Asked for in a task of its own:
// Vite's preload of its six chunks takes 40-70 ms on a phone (4x slower), and in this part's task
// it made that task longer than 50 ms on a Congress's programme pages (docs/decisions/036).
const programmeStarted = document.querySelector(`script[${programmeConfigAttribute}]`)
  ? new Promise<void>((resolve) => nextTask(resolve)).then(startProgrammeControls)
  : undefined;
afterFirstPaintAndLoad(window, () => void startBehaviour());

// Each `await import()` stands alone, with nothing chained to it: Vite wraps the import (and what
// is chained to it) in its preload helper, which announces a failed download as a stale chunk
// (the reload above) only if the failure reaches it. After the announcement the import gives
// undefined; offline, it throws, and the page stays as built, readable without the part. Only the
// download's failure is caught: a fault in the part itself still reaches the console.
async function importPart<Part>(load: () => Promise<Part>): Promise<Part | undefined> {
  try {
    return await load();
  } catch {
    return undefined;
  }
}

async function startProgrammeControls() {
  const controls = await importPart(
    () => import("#site/features/schedule/programme/programme-controls.ts"),
  );
  await controls?.startProgramme(document, window).started;
}

async function startBehaviour() {
  const behaviour = await importPart(() => import("#site/page-script/page-behaviour.ts"));
  await behaviour?.startPage(programmeStarted);
}
