// Starts the islands of the page (docs/decisions/020-islands.md): each <Island> names its entry in
// [data-island-src]. A dynamic import rather than a <script> element of its own: a module script
// would hold up DOMContentLoaded, and with it this script (the menu, the tabs) until React DOM had
// downloaded on a slow phone; `async` would make React hoist it into <head>, before the island.
//
// The entry's own imports are preloaded at the same moment, so that the browser fetches all of the
// island's code at once rather than the entry first and React DOM one round trip later. Not from
// the <head>: there they would compete with the HTML for a slow connection before the page has
// painted (Lighthouse measured the schedule's LCP at 1.9 s instead of 1.1 s; decision 020).
import {
  islandAttribute,
  islandImportsAttribute,
  islandSourceAttribute,
} from "#app/shared/islands/island-props.ts";

export type ImportModule = (url: string) => Promise<unknown>;

const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);

function preloadModules(page: Document, urls: string[]) {
  for (const url of urls) {
    const link = page.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    page.head.append(link);
  }
}

/** Loads the entry of every island in the page; a failure leaves its prerendered HTML, and says so. */
export function loadIslands(page: Document, load: ImportModule = importModule) {
  for (const island of page.querySelectorAll(`[${islandSourceAttribute}]`)) {
    const url = island.getAttribute(islandSourceAttribute)!;
    preloadModules(
      page,
      island.getAttribute(islandImportsAttribute)?.split(" ").filter(Boolean) ?? [],
    );
    load(url).catch((error: unknown) => {
      const name = island.getAttribute(islandAttribute);
      console.error(`The interactive part of this page ("${name}") could not load:`, error);
    });
  }
}
