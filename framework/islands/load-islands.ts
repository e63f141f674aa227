// Starts the islands of the page (docs/decisions/020-islands.md): each <Island> names its entry in
// [data-island-src]. A dynamic import rather than a <script> element of its own: a module script
// would hold up DOMContentLoaded, and with it this script (the menu, the tabs) until React DOM had
// downloaded on a slow phone; `async` would make React hoist it into <head>, before the island.
import { islandAttribute, islandSourceAttribute } from "./island-props.ts";

export type ImportModule = (url: string) => Promise<unknown>;

const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);

/** Loads the entry of every island in the page; a failure leaves its prerendered HTML, and says so. */
export function loadIslands(page: Document, load: ImportModule = importModule) {
  for (const island of page.querySelectorAll(`[${islandSourceAttribute}]`)) {
    const url = island.getAttribute(islandSourceAttribute)!;
    load(url).catch((error: unknown) => {
      const name = island.getAttribute(islandAttribute);
      console.error(`The interactive part of this page ("${name}") could not load:`, error);
    });
  }
}
