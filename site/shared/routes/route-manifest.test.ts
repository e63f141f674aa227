import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reservedDaySlugs } from "#content/schema/programme.ts";
import {
  hasInteractiveParts,
  isDynamicRoute,
  isFixedAddress,
  isPublicPage,
  privateAreaPaths,
  routeEntries,
  routeFor,
  routeManifest,
  type ManifestRoute,
  type RouteKind,
} from "./route-manifest.ts";
import { catchAllPattern } from "./route-patterns.ts";

const pagesDir = path.resolve("site/pages");

/** The Astro page that renders a route: its address as a path under site/pages/. */
function pageFileOf(route: ManifestRoute): string {
  if (route.path === catchAllPattern) return "404.astro";
  const file = route.path.replace(/:(\w+)/g, "[$1]").slice(1);
  if (file === "") return "index.astro";
  return existsSync(path.join(pagesDir, `${file}.astro`)) ? `${file}.astro` : `${file}/index.astro`;
}
const ofKind = (kind: RouteKind) => routeEntries.filter((route) => route.kind === kind);

describe("the route manifest", () => {
  // Visitors bookmark these addresses and see these titles: changing one here changes the site.
  it("holds the spec's addresses and page titles", () => {
    expect(routeEntries.map((route) => [route.path, route.title ?? null])).toEqual([
      ["/", "Overview"],
      ["/schedule", "Schedule"],
      ["/schedule/changes", "Programme changes"],
      ["/schedule/:day", null],
      ["/schedule/:day/grid", null],
      ["/sessions/:id", null],
      ["/speakers", "Speakers"],
      ["/speakers/:id", null],
      ["/partners", "Partners & Sponsors"],
      ["/becomeasponsor", "Become a Sponsor"],
      ["/team", "Organizing Team"],
      ["/venue", "Venue"],
      ["/sideevents", "Side Events"],
      ["/community", "Journal"],
      ["/community/:slug", null],
      ["/contributor/:id", null],
      ["/search", "Search"],
      ["/register", "Register"],
      ["/private", "Private Rooms"],
      ["/socialcontent", "Social Media Calendar"],
      ["/analytics", "Ticket Analytics"],
      ["/communitydiscounts", "Community Discounts"],
      ["/graphicsdownload", "Graphics Download"],
      [catchAllPattern, "Page Not Found"],
    ]);
  });

  it("keeps the days' pages off the addresses of the other pages under /schedule", () => {
    const besideTheDays = routeEntries
      .filter((route) => isFixedAddress(route) && /^\/schedule\/[^/]+$/.test(route.path))
      .map((route) => route.path.slice("/schedule/".length));
    expect(besideTheDays).toEqual(["changes"]);
    // The content check refuses these slugs for a day, and the address finds its own route.
    expect([...reservedDaySlugs].sort()).toEqual(besideTheDays.sort());
    expect(routeFor("/schedule/changes").id).toBe("scheduleChanges");
    expect(routeFor("/schedule/tuesday").id).toBe("scheduleDay");
  });

  it("has one route per address, each rendered by a page of its own in site/pages/", () => {
    const paths = routeEntries.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routeEntries) {
      expect(existsSync(path.join(pagesDir, pageFileOf(route))), route.id).toBe(true);
    }
  });

  it("lists every page of site/pages/ as a route", () => {
    const pages = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".astro"))
      .map((file) => file.split(path.sep).join("/"));
    expect(routeEntries.map(pageFileOf).sort()).toEqual(pages.sort());
  });

  it("writes every address from the site's root, the not-found route's as the catch-all", () => {
    for (const route of routeEntries) {
      if (route.kind === "not-found") expect(route.path).toBe(catchAllPattern);
      else
        expect(route.path, route.id).toMatch(/^\/([a-z0-9-]+|:[a-z]+)?(\/([a-z0-9-]+|:[a-z]+))*$/);
    }
  });

  it("gives a title to every route with one address, and none to a dynamic one", () => {
    for (const route of routeEntries) {
      expect(route.title === undefined, route.id).toBe(isDynamicRoute(route));
    }
  });
});

describe("each kind's rules", () => {
  it("has one not-found route, prerendered at /404 (which the build moves to 404.html)", () => {
    expect(ofKind("not-found").map((route) => route.id)).toEqual(["notFound"]);
    expect(routeManifest.notFound.prerenderedAt).toBe("/404");
    expect(routeEntries.filter((route) => route.prerenderedAt !== undefined)).toHaveLength(1);
  });

  it("makes the private area the hub, then its four rooms, none dynamic", () => {
    expect(privateAreaPaths).toEqual([
      "/private",
      "/socialcontent",
      "/analytics",
      "/communitydiscounts",
      "/graphicsdownload",
    ]);
    expect(routeManifest.privateHub.path).toBe(privateAreaPaths[0]);
    expect(ofKind("private-room").every(isFixedAddress)).toBe(true);
  });

  it("loads more than the page script on the programme's pages and the private rooms only", () => {
    expect(
      routeEntries.filter((route) => hasInteractiveParts(route.kind)).map((route) => route.id),
    ).toEqual([
      "schedule",
      "scheduleDay",
      "scheduleDayGrid",
      "privateHub",
      "socialContent",
      "analytics",
      "communityDiscounts",
      "graphicsDownload",
    ]);
  });

  it("lists static and programme pages for search engines, not the private area, a redirect or the 404", () => {
    const kinds: RouteKind[] = [
      "static-page",
      "programme-page",
      "private-room",
      "redirect",
      "not-found",
    ];
    expect(kinds.filter(isPublicPage)).toEqual(["static-page", "programme-page"]);
    expect(ofKind("redirect").map((route) => route.path)).toEqual(["/register"]);
  });

  it("precaches public pages only, each day's list and grid before the speakers' pages", () => {
    const precached = routeEntries
      .filter((route) => route.precacheRank !== undefined)
      .sort((a, b) => a.precacheRank! - b.precacheRank!);
    expect(precached.map((route) => route.precacheRank)).toEqual(
      precached.map((_, index) => index + 1),
    );
    expect(precached.every((route) => isPublicPage(route.kind))).toBe(true);
    expect(precached.map((route) => route.path)).toEqual([
      "/",
      "/schedule",
      "/schedule/:day",
      "/schedule/:day/grid",
      "/speakers",
      "/speakers/:id",
      "/venue",
      "/partners",
      "/becomeasponsor",
      "/team",
      "/sideevents",
      "/community",
      "/community/:slug",
      "/contributor/:id",
    ]);
  });

  it("indexes for search the public pages with text of their own, never the private area", () => {
    const searched = routeEntries.filter((route) => route.searchAs !== undefined);
    expect(searched.every((route) => isPublicPage(route.kind))).toBe(true);
    expect(searched.map((route) => [route.path, route.searchAs])).toEqual([
      ["/", "Page"],
      ["/sessions/:id", "Session"],
      ["/speakers/:id", "Speaker"],
      ["/partners", "Page"],
      ["/becomeasponsor", "Page"],
      ["/team", "Page"],
      ["/venue", "Page"],
      ["/sideevents", "Page"],
      ["/community/:slug", "Page"],
      ["/contributor/:id", "Page"],
    ]);
  });

  it("benches each public page type once, and the private area by its locked hub", () => {
    const benched = routeEntries.filter((route) => route.benchName !== undefined);
    const names = benched.map((route) => route.benchName);
    expect(new Set(names).size).toBe(names.length);
    for (const route of benched) {
      expect(isPublicPage(route.kind) || route.id === "privateHub", route.id).toBe(true);
    }
    expect(benched.map((route) => route.id)).toEqual([
      "home",
      "schedule",
      "speakers",
      "speaker",
      "partners",
      "becomeASponsor",
      "team",
      "venue",
      "sideEvents",
      "community",
      "article",
      "contributor",
      "privateHub",
    ]);
  });

  it("puts the spec's links in the navigation, in order, Register Now last as the call to action", () => {
    const inNav = routeEntries
      .filter((route): route is ManifestRoute & { nav: object } => route.nav !== undefined)
      .sort((a, b) => a.nav!.order - b.nav!.order);
    expect(inNav.map((route) => route.nav!.order)).toEqual(inNav.map((_, index) => index + 1));
    expect(inNav.map((route) => [route.path, route.nav!.label])).toEqual([
      ["/", "Overview"],
      ["/schedule", "Schedule"],
      ["/speakers", "Speakers"],
      ["/partners", "Partners & Sponsors"],
      ["/becomeasponsor", "Become a Sponsor"],
      ["/team", "Team"],
      ["/venue", "Venue"],
      ["/sideevents", "Side Events"],
      ["/private", "Private Rooms"],
      ["/register", "Register Now"],
    ]);
    expect(inNav.every(isFixedAddress)).toBe(true);
    expect(inNav.filter((route) => route.nav!.isCallToAction).map((route) => route.id)).toEqual([
      "register",
    ]);
  });
});

describe("routeFor", () => {
  it("finds the route an address belongs to", () => {
    expect(routeFor("/").id).toBe("home");
    expect(routeFor("/schedule").id).toBe("schedule");
    expect(routeFor("/schedule/tuesday").id).toBe("scheduleDay");
    expect(routeFor("/schedule/tuesday/grid").id).toBe("scheduleDayGrid");
    expect(routeFor("/speakers/7").id).toBe("speaker");
    expect(routeFor("/speakers/").id).toBe("speakers");
    expect(routeFor("/graphicsdownload").id).toBe("graphicsDownload");
  });

  it("gives the not-found route for any other address", () => {
    for (const sitePath of ["/404", "/speakers/7/extra", "/admin", "/nothing-here"]) {
      expect(routeFor(sitePath).id, sitePath).toBe("notFound");
    }
  });
});
