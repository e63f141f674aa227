import { describe, expect, it } from "vitest";
import { settings } from "#content/settings.yml";
import { shareCardAlt, shareCardPath, summitDates, summitPlace } from "./share-card.ts";

describe("shareCardPath", () => {
  it("maps the home page to /share/home.png", () => {
    expect(shareCardPath("/")).toBe("/share/home.png");
  });

  it("maps every other page to its own path under /share", () => {
    expect(shareCardPath("/schedule")).toBe("/share/schedule.png");
    expect(shareCardPath("/speakers")).toBe("/share/speakers.png");
    expect(shareCardPath("/speakers/7")).toBe("/share/speakers/7.png");
    expect(shareCardPath("/community/outsourcing-effort-to-compute")).toBe(
      "/share/community/outsourcing-effort-to-compute.png",
    );
    expect(shareCardPath("/contributor/mira-castellanos")).toBe(
      "/share/contributor/mira-castellanos.png",
    );
  });

  it("ignores a trailing slash, so /x and /x/ share one card", () => {
    expect(shareCardPath("/schedule/")).toBe(shareCardPath("/schedule"));
  });
});

describe("card facts", () => {
  it("writes the date range with an en dash and the venue with its city", () => {
    expect(summitDates()).toMatch(/^\d+\u2013\d+ \w+ \d{4}$/);
    expect(summitPlace()).toBe(`${settings.venue.name}, ${settings.venue.city}`);
  });

  it("describes a card by its title, and the home card by the summit", () => {
    const facts = `${settings.summitName}, ${summitDates()} \u00b7 ${summitPlace()}`;
    expect(shareCardAlt("Schedule", "/schedule")).toBe(`Schedule \u2014 ${facts}`);
    expect(shareCardAlt("Overview", "/")).toBe(facts);
  });
});
