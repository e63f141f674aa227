import { loadContent } from "../../content/checked-content.ts";
import {
  isFixedAddress,
  routeEntries,
  type RouteKind,
} from "../../site/shared/routes/route-manifest.ts";
import { fillPattern } from "../../site/shared/routes/route-patterns.ts";

const { settings, speakers } = loadContent();

export { settings };

export interface SiteRoute {
  path: string;
  /** The page's own title, before the summit's name. */
  title: string;
  kind: RouteKind;
}

/**
 * Every route of the route manifest with an address and a title of its own (the spec's table), in
 * its order, and the first speaker's page for the dynamic speaker route.
 */
export const routes: readonly SiteRoute[] = routeEntries.flatMap((route): SiteRoute[] => {
  const { kind, title } = route;
  if (route.id === "speaker") {
    const [speaker] = speakers;
    return [{ path: fillPattern(route.path, { id: speaker!.id }), title: speaker!.name, kind }];
  }
  return isFixedAddress(route) && title !== undefined ? [{ path: route.path, title, kind }] : [];
});

export const fullTitle = (title: string) => `${title} | ${settings.summitName}`;
