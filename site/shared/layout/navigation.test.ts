import { describe, expect, it } from "vitest";
import { privateAreaPaths } from "#site/shared/routes/route-manifest.ts";
import { isNavItemActive, navItems } from "./navigation.ts";

const item = (to: string) => navItems.find((candidate) => candidate.to === to)!;

describe("navigation", () => {
  it("lists the spec's links in order, Register Now last as the call to action", () => {
    expect(navItems.map((entry) => entry.to)).toEqual([
      "/",
      "/schedule",
      "/speakers",
      "/partners",
      "/becomeasponsor",
      "/team",
      "/venue",
      "/sideevents",
      "/private",
      "/register",
    ]);
    expect(navItems.filter((entry) => entry.isCallToAction).map((entry) => entry.label)).toEqual([
      "Register Now",
    ]);
  });

  it("marks Overview only on the home page", () => {
    expect(isNavItemActive(item("/"), "/")).toBe(true);
    expect(isNavItemActive(item("/"), "/schedule")).toBe(false);
  });

  it("marks a section on its own page and its sub-pages, with or without a trailing slash", () => {
    expect(isNavItemActive(item("/speakers"), "/speakers")).toBe(true);
    expect(isNavItemActive(item("/speakers"), "/speakers/7")).toBe(true);
    expect(isNavItemActive(item("/speakers"), "/speakers/")).toBe(true);
    expect(isNavItemActive(item("/speakers"), "/speakersx")).toBe(false);
    expect(isNavItemActive(item("/team"), "/speakers")).toBe(false);
  });

  it.each(privateAreaPaths)("marks Private Rooms on %s", (path) => {
    expect(isNavItemActive(item("/private"), path)).toBe(true);
  });

  it("does not mark Private Rooms on public pages", () => {
    expect(isNavItemActive(item("/private"), "/partners")).toBe(false);
  });
});
