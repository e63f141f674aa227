// The routes `npm run bench` measures: those the route manifest gives a bench name, every public
// page type, one of each kind of detail page, and the private area's locked form.
import { loadContent } from "../../content/checked-content.ts";
import { routeEntries, type ManifestRoute } from "../../site/shared/routes/route-manifest.ts";
import { routePages, type PageContent } from "../../site/shared/routes/route-pages.ts";

export interface BenchRoute {
  name: string;
  path: string;
  /** A page kept out of search engines on purpose: its SEO score is reported but not budgeted. */
  noindex?: boolean;
}

/** The route's page the bench measures: its own, or a dynamic route's first in the content. */
function benchedPage(route: ManifestRoute, content: PageContent): string {
  const page = routePages(route, content)[0];
  if (page === undefined) {
    throw new Error(`The bench needs at least one page of ${route.path} in the content.`);
  }
  return page;
}

export function benchRoutes(content: PageContent = loadContent()): BenchRoute[] {
  return routeEntries.flatMap((route) =>
    route.benchName === undefined
      ? []
      : [
          {
            name: route.benchName,
            path: benchedPage(route, content),
            ...(route.kind === "private-room" && { noindex: true }),
          },
        ],
  );
}
