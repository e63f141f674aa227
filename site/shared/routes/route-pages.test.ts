import { describe, expect, it } from "vitest";
import { routeManifest } from "./route-manifest.ts";
import { routePages, sitePages, type PageContent } from "./route-pages.ts";

/** Two of each thing that has pages of its own; only the fields the addresses use. */
const content = {
  days: [{ slug: "tuesday" }, { slug: "wednesday" }],
  scheduleEvents: [{ id: "tue-opening" }, { id: "wed-panel" }],
  speakers: [{ id: 7 }, { id: 12 }],
  articles: [{ slug: "on-thinking" }, { slug: "second-essay" }],
  contributors: [{ id: "mira-castellanos" }, { id: "ada-lee" }],
} as unknown as PageContent;

const entry = (id: keyof typeof routeManifest) => ({ id, ...routeManifest[id] });

describe("routePages", () => {
  it("gives a route with one address that address", () => {
    expect(routePages(entry("home"), content)).toEqual(["/"]);
    expect(routePages(entry("team"), content)).toEqual(["/team"]);
    expect(routePages(entry("privateHub"), content)).toEqual(["/private"]);
  });

  it("gives a dynamic route one page per entry of the content, in its order", () => {
    expect(routePages(entry("scheduleDay"), content)).toEqual([
      "/schedule/tuesday",
      "/schedule/wednesday",
    ]);
    expect(routePages(entry("scheduleDayGrid"), content)).toEqual([
      "/schedule/tuesday/grid",
      "/schedule/wednesday/grid",
    ]);
    expect(routePages(entry("session"), content)).toEqual([
      "/sessions/tue-opening",
      "/sessions/wed-panel",
    ]);
    expect(routePages(entry("speaker"), content)).toEqual(["/speakers/7", "/speakers/12"]);
    expect(routePages(entry("article"), content)).toEqual([
      "/community/on-thinking",
      "/community/second-essay",
    ]);
    expect(routePages(entry("contributor"), content)).toEqual([
      "/contributor/mira-castellanos",
      "/contributor/ada-lee",
    ]);
  });

  it("gives the not-found route the address it is prerendered at", () => {
    expect(routePages(entry("notFound"), content)).toEqual(["/404"]);
  });
});

describe("sitePages", () => {
  it("is every page once: the 17 fixed addresses, 2 of each of the 6 dynamic routes, /404", () => {
    const paths = sitePages(content).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(17 + 6 * 2 + 1);
    expect(paths).toContain("/register");
    expect(paths).toContain("/search");
    expect(paths).toContain("/graphicsdownload");
  });

  it("names each page's route", () => {
    const page = sitePages(content).find((candidate) => candidate.path === "/speakers/12");
    expect(page?.route.id).toBe("speaker");
  });
});
