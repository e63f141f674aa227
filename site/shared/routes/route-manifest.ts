// Every route of the site, the one place each is written: its address (which names its page in
// site/pages/), its title, what kind of page it is, and what the navigation, the offline worker,
// the bundle budget and the bench do with it (docs/decisions/029-route-manifest.md). It imports
// only the pattern helpers, which import nothing, so that the pages, the build's integrations, the
// server and the e2e tests read it as well as the components, and no content or zod reaches a
// browser through it. A dynamic route's pages come from the content at build time
// (site/shared/routes/route-pages.ts).
import { catchAllPattern, hasParameters, matchesPattern } from "./route-patterns.ts";

/**
 * What a route serves, and so how the rest of the site treats it:
 * - `static-page`: HTML with the page script only, no React (docs/decisions/019);
 * - `programme-page`: a public page of the programme, static HTML whose controls the page script
 *   loads (docs/decisions/036), with the larger script budget;
 * - `private-room`: a password-gated page, a React island (`client:idle`); noindex, never cached
 *   offline;
 * - `redirect`: a page that only sends the visitor elsewhere; not listed for search engines;
 * - `not-found`: the page for every unknown address, prerendered once as `prerenderedAt`.
 */
export type RouteKind =
  "static-page" | "programme-page" | "private-room" | "redirect" | "not-found";

export interface RouteEntry {
  /** The address, or its pattern ("/speakers/:id"); "*" for the not-found route. */
  path: string;
  kind: RouteKind;
  /** The page's own title (the summit's name follows it); a dynamic page's comes from the content. */
  title?: string;
  /** Its link in the main navigation and the footer: the label, and its place from the left. */
  nav?: { label: string; order: number; isCallToAction?: boolean };
  /**
   * Precached by the offline worker (docs/decisions/007), first rank first: the pages' HTML and
   * images go in that order until the precache is full, so on a large event the last ranks are
   * left to the network (and to the visited pages' cache).
   */
  precacheRank?: number;
  /** Measured by `npm run bench` under this name; a dynamic route by its first page. */
  benchName?: string;
  /** The address the not-found page is prerendered at, before the build moves it to 404.html. */
  prerenderedAt?: string;
  /**
   * Found by the site's search (/search), as this kind of result; a route without it is not in the
   * search index. Public pages only, and not the lists that repeat the sessions' and speakers' own
   * pages (docs/decisions/043-site-search.md).
   */
  searchAs?: SearchResultKind;
}

/** What a search result is, as its label says. */
export type SearchResultKind = "Session" | "Speaker" | "Page";

export const routeManifest = {
  home: {
    path: "/",
    kind: "static-page",
    title: "Overview",
    nav: { label: "Overview", order: 1 },
    precacheRank: 1,
    benchName: "home",
    searchAs: "Page",
  },
  schedule: {
    path: "/schedule",
    kind: "programme-page",
    title: "Schedule",
    nav: { label: "Schedule", order: 2 },
    precacheRank: 2,
    benchName: "schedule",
  },
  // The programme's releases, newest first (docs/decisions/040-programme-history.md). Before
  // /schedule/:day, which its address would match too; the content check refuses a day's slug
  // "changes" (content/schema/programme.ts `reservedDaySlugs`).
  scheduleChanges: {
    path: "/schedule/changes",
    kind: "static-page",
    title: "Programme changes",
  },
  // An attendee's way through the programme offline: each day's list, then its room × time grid,
  // before a thousand speakers' pages.
  scheduleDay: {
    path: "/schedule/:day",
    kind: "programme-page",
    precacheRank: 3,
  },
  scheduleDayGrid: {
    path: "/schedule/:day/grid",
    kind: "programme-page",
    precacheRank: 4,
  },
  // Kept offline once visited, or once in the visitor's agenda (site/shared/lib/offline-pages.ts).
  session: { path: "/sessions/:id", kind: "static-page", searchAs: "Session" },
  speakers: {
    path: "/speakers",
    kind: "static-page",
    title: "Speakers",
    nav: { label: "Speakers", order: 3 },
    precacheRank: 5,
    benchName: "speakers",
  },
  speaker: {
    path: "/speakers/:id",
    kind: "static-page",
    precacheRank: 6,
    benchName: "speaker",
    searchAs: "Speaker",
  },
  // The rest of the public site (ranks 8 to 14) costs about 0.4 MB more offline and spares a
  // visitor an error page there.
  partners: {
    path: "/partners",
    kind: "static-page",
    title: "Partners & Sponsors",
    nav: { label: "Partners & Sponsors", order: 4 },
    precacheRank: 8,
    benchName: "partners",
    searchAs: "Page",
  },
  becomeASponsor: {
    path: "/becomeasponsor",
    kind: "static-page",
    title: "Become a Sponsor",
    nav: { label: "Become a Sponsor", order: 5 },
    precacheRank: 9,
    benchName: "becomeasponsor",
    searchAs: "Page",
  },
  team: {
    path: "/team",
    kind: "static-page",
    title: "Organizing Team",
    nav: { label: "Team", order: 6 },
    precacheRank: 10,
    benchName: "team",
    searchAs: "Page",
  },
  venue: {
    path: "/venue",
    kind: "static-page",
    title: "Venue",
    nav: { label: "Venue", order: 7 },
    precacheRank: 7,
    benchName: "venue",
    searchAs: "Page",
  },
  sideEvents: {
    path: "/sideevents",
    kind: "static-page",
    title: "Side Events",
    nav: { label: "Side Events", order: 8 },
    precacheRank: 11,
    benchName: "sideevents",
    searchAs: "Page",
  },
  community: {
    path: "/community",
    kind: "static-page",
    title: "Journal",
    precacheRank: 12,
    benchName: "community",
  },
  article: {
    path: "/community/:slug",
    kind: "static-page",
    precacheRank: 13,
    benchName: "article",
    searchAs: "Page",
  },
  contributor: {
    path: "/contributor/:id",
    kind: "static-page",
    precacheRank: 14,
    benchName: "contributor",
    searchAs: "Page",
  },
  // The site's search: the index it reads is built after the pages (integrations/search/).
  search: {
    path: "/search",
    kind: "static-page",
    title: "Search",
  },
  register: {
    path: "/register",
    kind: "redirect",
    title: "Register",
    nav: { label: "Register Now", order: 10, isCallToAction: true },
  },
  // The private area: the hub, then its four rooms. Visitors bookmark these addresses.
  privateHub: {
    path: "/private",
    kind: "private-room",
    title: "Private Rooms",
    // The current item on every password-gated page, not only on the hub (navigation.ts).
    nav: { label: "Private Rooms", order: 9 },
    // Its locked form, all that a visitor without the password sees.
    benchName: "private (locked)",
  },
  socialContent: {
    path: "/socialcontent",
    kind: "private-room",
    title: "Social Media Calendar",
  },
  analytics: {
    path: "/analytics",
    kind: "private-room",
    title: "Ticket Analytics",
  },
  communityDiscounts: {
    path: "/communitydiscounts",
    kind: "private-room",
    title: "Community Discounts",
  },
  graphicsDownload: {
    path: "/graphicsdownload",
    kind: "private-room",
    title: "Graphics Download",
  },
  notFound: {
    path: catchAllPattern,
    kind: "not-found",
    title: "Page Not Found",
    prerenderedAt: "/404",
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteId = keyof typeof routeManifest;

/** The routes whose address has parameters: one page per entry of the content. */
export type DynamicRouteId = {
  [Id in RouteId]: (typeof routeManifest)[Id]["path"] extends `${string}:${string}` ? Id : never;
}[RouteId];

export interface ManifestRoute extends RouteEntry {
  id: RouteId;
}

/** Every route, in the manifest's order (the order site/routes.ts registers them in). */
export const routeEntries: readonly ManifestRoute[] = (Object.keys(routeManifest) as RouteId[]).map(
  (id) => ({ id, ...routeManifest[id] }),
);

/** Whether the route's pages are addresses of their own: not the catch-all, no parameters. */
export function isFixedAddress(route: RouteEntry): boolean {
  return route.path !== catchAllPattern && !hasParameters(route.path);
}

/** Pages that load more than the page script: the programme's controls, or React for an island. */
export function hasInteractiveParts(kind: RouteKind): boolean {
  return kind === "programme-page" || kind === "private-room";
}

/** Pages for everyone, listed for search engines: not the private area, a redirect or the 404. */
export function isPublicPage(kind: RouteKind): boolean {
  return kind === "static-page" || kind === "programme-page";
}

/** Every password-gated page, the hub first. */
export const privateAreaPaths: readonly string[] = routeEntries
  .filter((route) => route.kind === "private-room")
  .map((route) => route.path);

/** The route that answers a site path: the one its address matches, else the not-found route. */
export function routeFor(sitePath: string): ManifestRoute {
  return (
    routeEntries.find(
      (route) => route.path !== catchAllPattern && matchesPattern(route.path, sitePath),
    ) ?? routeEntries.find((route) => route.kind === "not-found")!
  );
}

/** Whether a route stands for many pages, one per entry of the content ("/speakers/:id"). */
export function isDynamicRoute(
  route: ManifestRoute,
): route is ManifestRoute & { id: DynamicRouteId } {
  return hasParameters(route.path);
}
