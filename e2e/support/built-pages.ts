// The pages of the build the end-to-end server serves, read from its HTML files, so that a test
// "for every prerendered page" follows the content without a list of its own.
import path from "node:path";
import { routeFor, type RouteId } from "../../app/shared/routes/route-manifest.ts";
import { readSitePages, type SitePage } from "../../scripts/build/deploy/site-pages.ts";

/** The client folder of the build the end-to-end server serves. */
export const builtSiteDir = path.resolve(
  process.env.BUILD_DIR ?? path.join(process.env.BUILD_OUT ?? "build", "client"),
);

export function builtPages(): SitePage[] {
  return readSitePages(builtSiteDir);
}

const detailRoutes: readonly RouteId[] = ["speaker", "article", "contributor"];

/** Pages about one thing (a speaker, an article, a contributor): their h1 must be in the first screen. */
export function isDetailPage(sitePath: string): boolean {
  return detailRoutes.includes(routeFor(sitePath).id);
}
