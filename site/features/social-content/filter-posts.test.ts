import { describe, expect, it } from "vitest";
import { toEntries } from "./calendar-entries.ts";
import { countLine, defaultFilters, filterPosts, toggleSpotlight } from "./filter-posts.ts";
import { testCalendar } from "./test-calendar.ts";

const entries = toEntries(testCalendar);
const ids = (filters: Partial<typeof defaultFilters>) =>
  filterPosts(entries, { ...defaultFilters, ...filters }).map((entry) => entry.id);

describe("filterPosts", () => {
  it("shows everything by default", () => {
    expect(ids({})).toEqual(["1", "2", "0", "3", "4"]);
  });

  it("searches copy, date and theme, case-insensitively", () => {
    expect(ids({ search: "DECEPTIVE" })).toEqual(["1"]);
    expect(ids({ search: "wed 1 oct" })).toEqual(["4"]);
    expect(ids({ search: "mon 8 sep 2025" })).toEqual(["1", "2"]);
    expect(ids({ search: "open weights guild" })).toEqual(["3"]);
    expect(ids({ search: "  early-bird  " })).toEqual(["4"]);
  });

  it("searches the copy as written and as shown", () => {
    expect(ids({ search: "@kenji_wh" })).toEqual(["0"]);
    expect(ids({ search: "Kenji Watanabe" })).toEqual(["0"]);
  });

  it("takes the search as plain text, never as a regular expression", () => {
    expect(ids({ search: "(really)" })).toEqual(["2"]);
    expect(ids({ search: "." })).toHaveLength(5);
    expect(ids({ search: ".*" })).toEqual([]);
    expect(ids({ search: "[" })).toEqual([]);
    expect(ids({ search: "a|b" })).toEqual([]);
  });

  it("filters by platform", () => {
    expect(ids({ platform: "LinkedIn" })).toEqual(["1", "0"]);
    expect(ids({ platform: "Bluesky" })).toEqual(["3"]);
  });

  it("filters by spotlight: the theme contains the chosen word", () => {
    expect(ids({ spotlight: "Speaker" })).toEqual(["1"]);
    expect(ids({ spotlight: "Sponsor" })).toEqual(["0"]);
    expect(ids({ spotlight: "Partner" })).toEqual(["3"]);
  });

  it("combines all filters", () => {
    expect(ids({ platform: "LinkedIn", spotlight: "Speaker", search: "amara" })).toEqual(["1"]);
    expect(ids({ platform: "Twitter", spotlight: "Sponsor" })).toEqual([]);
  });
});

describe("toggleSpotlight and countLine", () => {
  it("returns to All when the active type is clicked again", () => {
    expect(toggleSpotlight("All", "Speaker")).toBe("Speaker");
    expect(toggleSpotlight("Speaker", "Sponsor")).toBe("Sponsor");
    expect(toggleSpotlight("Sponsor", "Sponsor")).toBe("All");
  });

  it("reads '{n} social media posts showing'", () => {
    expect(countLine(41)).toBe("41 social media posts showing");
    expect(countLine(0)).toBe("0 social media posts showing");
    expect(countLine(1)).toBe("1 social media post showing");
  });
});
