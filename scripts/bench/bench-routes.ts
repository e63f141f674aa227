// The routes `npm run bench` measures: every public page type, one of each kind of detail page,
// and the private area's locked form.
import { loadContent } from "../../content/checked-content.ts";
import { privateRoomPaths } from "../../app/shared/lib/private-area-paths.ts";

export interface BenchRoute {
  name: string;
  path: string;
  /** A page kept out of search engines on purpose: its SEO score is reported but not budgeted. */
  noindex?: boolean;
}

function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`The bench needs at least one ${what} in the content.`);
  return item;
}

export function benchRoutes(): BenchRoute[] {
  const { speakers, articles, contributors } = loadContent();
  return [
    { name: "home", path: "/" },
    { name: "schedule", path: "/schedule" },
    { name: "speakers", path: "/speakers" },
    { name: "speaker", path: `/speakers/${first(speakers, "speaker").id}` },
    { name: "partners", path: "/partners" },
    { name: "becomeasponsor", path: "/becomeasponsor" },
    { name: "team", path: "/team" },
    { name: "venue", path: "/venue" },
    { name: "sideevents", path: "/sideevents" },
    { name: "community", path: "/community" },
    { name: "article", path: `/community/${first(articles, "article").slug}` },
    { name: "contributor", path: `/contributor/${first(contributors, "contributor").id}` },
    { name: "private (locked)", path: privateRoomPaths.hub, noindex: true },
  ];
}
