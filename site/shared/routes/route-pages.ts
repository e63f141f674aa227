// The pages of each route of the manifest (route-manifest.ts), a dynamic route's from the content:
// what each page's getStaticPaths() lists (site/pages/), and where the bench and the end-to-end
// tests take their pages from (docs/decisions/029-route-manifest.md).
import type { Content } from "#content/content-types.ts";
import {
  isDynamicRoute,
  routeEntries,
  type DynamicRouteId,
  type ManifestRoute,
} from "./route-manifest.ts";
import { catchAllPattern, fillPattern } from "./route-patterns.ts";

/** The parts of the content that have pages of their own. */
export type PageContent = Pick<
  Content,
  "days" | "scheduleEvents" | "speakers" | "articles" | "contributors"
>;

type PatternValues = Record<string, string | number>;

/** Each dynamic route's parameters, one set per page, in the content's order. */
const pageValues: { [Id in DynamicRouteId]: (content: PageContent) => PatternValues[] } = {
  scheduleDay: ({ days }) => days.map((day) => ({ day: day.slug })),
  scheduleDayGrid: ({ days }) => days.map((day) => ({ day: day.slug })),
  session: ({ scheduleEvents }) => scheduleEvents.map((event) => ({ id: event.id })),
  speaker: ({ speakers }) => speakers.map((speaker) => ({ id: speaker.id })),
  article: ({ articles }) => articles.map((article) => ({ slug: article.slug })),
  contributor: ({ contributors }) => contributors.map((contributor) => ({ id: contributor.id })),
};

/**
 * The site paths of a route's pages: its own address; one per content entry for a dynamic route;
 * the address the not-found page is prerendered at for the catch-all.
 */
export function routePages(route: ManifestRoute, content: PageContent): string[] {
  if (isDynamicRoute(route)) {
    return pageValues[route.id](content).map((values) => fillPattern(route.path, values));
  }
  if (route.path === catchAllPattern) return route.prerenderedAt ? [route.prerenderedAt] : [];
  return [route.path];
}

export interface RoutePage {
  path: string;
  route: ManifestRoute;
}

/** Every page the build prerenders, route by route in the manifest's order. */
export function sitePages(content: PageContent): RoutePage[] {
  return routeEntries.flatMap((route) =>
    routePages(route, content).map((path) => ({ path, route })),
  );
}
