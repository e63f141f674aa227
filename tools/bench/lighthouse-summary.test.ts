import { describe, expect, it } from "vitest";
import {
  benchmarkRange,
  benchTable,
  medianRun,
  missedBudgets,
  summarise,
  type LighthouseResultLike,
  type RouteFigures,
} from "./lighthouse-summary.ts";

function lhr(performance: number, lcp: number, tbt = 10, cls = 0): LighthouseResultLike {
  return {
    environment: { benchmarkIndex: 2557.5 },
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 0.69 },
    },
    audits: {
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: cls },
      "bootup-time": { numericValue: 123.4 },
      "mainthread-work-breakdown": { numericValue: 456.7 },
      "resource-summary": {
        details: {
          items: [
            { resourceType: "script", transferSize: 130_000 },
            { resourceType: "stylesheet", transferSize: 6_400 },
            { resourceType: "total", transferSize: 150_000 },
          ],
        },
      },
    },
  };
}

describe("summarise", () => {
  it("reads the scores as percentages, the metrics and the bytes by kind", () => {
    expect(summarise(lhr(0.987, 1060, 14, 0.001))).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 69,
      lcp: 1060,
      tbt: 14,
      cls: 0.001,
      bootup: 123.4,
      mainThread: 456.7,
      bytes: { script: 130_000, stylesheet: 6_400, image: 0, font: 0, total: 150_000 },
      benchmarkIndex: 2557.5,
    });
  });

  it("refuses a run Lighthouse could not finish", () => {
    expect(() =>
      summarise({ ...lhr(1, 1000), runtimeError: { code: "NO_FCP", message: "x" } }),
    ).toThrow(/NO_FCP/);
  });
});

describe("missedBudgets", () => {
  it("names every figure over its budget", () => {
    const figures = summarise(lhr(0.99, 2100, 60, 0.05));
    expect(missedBudgets(figures)).toEqual([
      "performance 99",
      "SEO 69",
      "LCP 2100 ms",
      "TBT 60 ms",
      "CLS 0.050",
    ]);
  });

  it("does not budget the SEO score of a noindex page", () => {
    expect(missedBudgets(summarise(lhr(1, 900)), { noindex: true })).toEqual([]);
  });

  it("treats a missing metric as missed, not met", () => {
    expect(missedBudgets(summarise({ ...lhr(1, 900), audits: {} }), { noindex: true })).toContain(
      "LCP NaN ms",
    );
  });
});

describe("medianRun and benchTable", () => {
  const runs: RouteFigures[] = [lhr(0.8, 2500), lhr(1, 900), lhr(0.97, 1200)].map(summarise);

  it("takes the middle run by performance", () => {
    expect(medianRun(runs).performance).toBe(97);
    expect(() => medianRun([])).toThrow();
  });

  it("prints one row per route and marks the figures over budget", () => {
    const table = benchTable([
      { path: "/", figures: runs[1]! },
      { path: "/slow", figures: runs[0]! },
    ]).split("\n");
    expect(table).toHaveLength(4);
    expect(table[3]).toContain("| /slow | 80 ✗ |");
    expect(table[3]).toContain("| 2.50 ✗ |");
    expect(table[2]).toContain("| 123 | 457 | 127.0 | 6.3 | 0.0 | 0.0 |");
  });
});

describe("benchmarkRange", () => {
  const run = (benchmarkIndex: number) => ({ ...summarise(lhr(1, 900)), benchmarkIndex });

  it("gives the lowest and the highest index of the runs", () => {
    expect(benchmarkRange([run(2557.5), run(1533.2), run(1886)])).toBe("1,533-2,558");
  });

  it("gives one index when the runs agree, and says so when none has one", () => {
    expect(benchmarkRange([run(1886), run(1886)])).toBe("1,886");
    expect(benchmarkRange([run(Number.NaN)])).toBe("unknown");
    expect(benchmarkRange([])).toBe("unknown");
  });
});
