// The pages of the build the end-to-end server serves, read from its HTML files, so that a test
// "for every prerendered page" follows the content without a list of its own.
import path from "node:path";
import { routeFor, type RouteId } from "../../site/shared/routes/route-manifest.ts";
import { readSitePages, type SitePage } from "../../integrations/deploy/site-pages.ts";
import { testBuildOut } from "../../integrations/private-data/test-build.ts";

/** The client folder of the build the end-to-end server serves (playwright.config.ts). */
export const builtSiteDir = path.resolve(
  process.env.BUILD_DIR ?? path.join(process.env.BUILD_OUT ?? testBuildOut, "client"),
);

export function builtPages(): SitePage[] {
  return readSitePages(builtSiteDir);
}

/**
 * The page crawl.spec.ts runs axe on for each route (a template and its content): the first built
 * page of the route, and the not-found page. A spec that runs axe on a page in its first state
 * leaves these out.
 */
export function pagesAxedByTheCrawl(notFoundPath: string): Set<string> {
  const paths = new Set<string>([notFoundPath]);
  const routesSeen = new Set<RouteId>();
  for (const { path: sitePath, redirects } of builtPages()) {
    if (redirects) continue;
    const { id } = routeFor(sitePath);
    if (routesSeen.has(id)) continue;
    routesSeen.add(id);
    paths.add(sitePath);
  }
  return paths;
}

const detailRoutes: readonly RouteId[] = ["speaker", "article", "contributor"];

/** Pages about one thing (a speaker, an article, a contributor): their h1 must be in the first screen. */
export function isDetailPage(sitePath: string): boolean {
  return detailRoutes.includes(routeFor(sitePath).id);
}
