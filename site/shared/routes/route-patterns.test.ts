import { describe, expect, it } from "vitest";
import {
  catchAllPattern,
  fillPattern,
  hasParameters,
  matchesPattern,
  wildcardPattern,
} from "./route-patterns.ts";

describe("hasParameters", () => {
  it("is true for a pattern with a parameter segment only", () => {
    expect(hasParameters("/speakers/:id")).toBe(true);
    expect(hasParameters("/schedule/:day/grid")).toBe(true);
    expect(hasParameters("/speakers")).toBe(false);
    expect(hasParameters("/")).toBe(false);
    expect(hasParameters(catchAllPattern)).toBe(false);
  });
});

describe("matchesPattern", () => {
  it("matches the same segments, a parameter standing for any one segment", () => {
    expect(matchesPattern("/", "/")).toBe(true);
    expect(matchesPattern("/speakers", "/speakers")).toBe(true);
    expect(matchesPattern("/speakers", "/speakers/")).toBe(true);
    expect(matchesPattern("/speakers/:id", "/speakers/7")).toBe(true);
    expect(matchesPattern("/schedule/:day/grid", "/schedule/tuesday/grid")).toBe(true);
  });

  it("does not match another number of segments, another segment or a relative path", () => {
    expect(matchesPattern("/", "/speakers")).toBe(false);
    expect(matchesPattern("/speakers", "/speakersx")).toBe(false);
    expect(matchesPattern("/speakers/:id", "/speakers")).toBe(false);
    expect(matchesPattern("/speakers/:id", "/speakers/7/extra")).toBe(false);
    expect(matchesPattern("/schedule/:day/grid", "/schedule/tuesday/list")).toBe(false);
    expect(matchesPattern("/speakers", "speakers")).toBe(false);
  });

  it("matches every path with the catch-all", () => {
    expect(matchesPattern(catchAllPattern, "/no/such/page")).toBe(true);
    expect(matchesPattern(catchAllPattern, "/")).toBe(true);
  });
});

describe("fillPattern", () => {
  it("writes each parameter's value into its segment", () => {
    expect(fillPattern("/speakers/:id", { id: 7 })).toBe("/speakers/7");
    expect(fillPattern("/schedule/:day/grid", { day: "tuesday" })).toBe("/schedule/tuesday/grid");
    expect(fillPattern("/speakers", {})).toBe("/speakers");
  });

  it("refuses a parameter without a value", () => {
    expect(() => fillPattern("/community/:slug", { id: "x" })).toThrow(
      "No value for :slug in /community/:slug",
    );
  });
});

describe("wildcardPattern", () => {
  it("writes * for each parameter", () => {
    expect(wildcardPattern("/schedule/:day/grid")).toBe("/schedule/*/grid");
    expect(wildcardPattern("/speakers")).toBe("/speakers");
  });
});
