// Turns a Lighthouse result into the figures the bench reports and checks against the budgets of
// docs/decisions/003-performance-budget.md (issue 7).

/** The parts of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: readonly { resourceType?: string; transferSize?: number }[] };
      }
    | undefined
  >;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

export interface RouteFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
  /** Milliseconds of script evaluation, parsing and compiling (Lighthouse's bootup-time). */
  bootup: number;
  /** Milliseconds of main-thread work of every kind (mainthread-work-breakdown). */
  mainThread: number;
  /** Transferred bytes by kind. */
  bytes: { script: number; stylesheet: number; image: number; font: number; total: number };
  /**
   * Lighthouse's measure of the machine's speed during the run (higher is faster): TBT grows on a
   * slower or busier machine (docs/testing-and-benches.md).
   */
  benchmarkIndex: number;
}

export const budgets = {
  // Issue 13: every public page scores 100 in the mobile preset.
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  // Issue 29: the largest paint within a second on a throttled phone (docs/decisions/046).
  lcp: 1000,
  tbt: 50,
  cls: 0.02,
} as const;

const score = (result: LighthouseResultLike, category: string) =>
  Math.round((result.categories[category]?.score ?? 0) * 100);

const metric = (result: LighthouseResultLike, audit: string) =>
  result.audits[audit]?.numericValue ?? Number.NaN;

function transferBytes(result: LighthouseResultLike, resourceType: string): number {
  const items = result.audits["resource-summary"]?.details?.items ?? [];
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;
}

export function summarise(result: LighthouseResultLike): RouteFigures {
  if (result.runtimeError) {
    throw new Error(
      `Lighthouse failed: ${result.runtimeError.code} ${result.runtimeError.message}`,
    );
  }
  return {
    performance: score(result, "performance"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    seo: score(result, "seo"),
    lcp: metric(result, "largest-contentful-paint"),
    tbt: metric(result, "total-blocking-time"),
    cls: metric(result, "cumulative-layout-shift"),
    bootup: metric(result, "bootup-time"),
    mainThread: metric(result, "mainthread-work-breakdown"),
    bytes: {
      script: transferBytes(result, "script"),
      stylesheet: transferBytes(result, "stylesheet"),
      image: transferBytes(result, "image"),
      font: transferBytes(result, "font"),
      total: transferBytes(result, "total"),
    },
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** "1,533-2,558": the lowest and highest benchmark index of some runs ("unknown" if none has one). */
export function benchmarkRange(runs: readonly RouteFigures[]): string {
  const indices = runs.map((run) => run.benchmarkIndex).filter(Number.isFinite);
  if (indices.length === 0) return "unknown";
  const words = (index: number) => Math.round(index).toLocaleString("en-GB");
  const [low, high] = [Math.min(...indices), Math.max(...indices)];
  return low === high ? words(low) : `${words(low)}-${words(high)}`;
}

/**
 * The budgets a route misses, in words; empty when it meets them all. A noindex page loses SEO
 * points by design (Lighthouse's "is-crawlable" audit), so its SEO score is not budgeted.
 */
export function missedBudgets(figures: RouteFigures, { noindex = false } = {}): string[] {
  const missed: string[] = [];
  if (figures.performance < budgets.performance) missed.push(`performance ${figures.performance}`);
  if (figures.accessibility < budgets.accessibility)
    missed.push(`accessibility ${figures.accessibility}`);
  if (figures.bestPractices < budgets.bestPractices)
    missed.push(`best practices ${figures.bestPractices}`);
  if (!noindex && figures.seo < budgets.seo) missed.push(`SEO ${figures.seo}`);
  if (!(figures.lcp <= budgets.lcp)) missed.push(`LCP ${Math.round(figures.lcp)} ms`);
  if (!(figures.tbt <= budgets.tbt)) missed.push(`TBT ${Math.round(figures.tbt)} ms`);
  if (!(figures.cls <= budgets.cls)) missed.push(`CLS ${figures.cls.toFixed(3)}`);
  return missed;
}

/** The median run by performance score (odd counts) or the lower middle one. */
export function medianRun(runs: readonly RouteFigures[]): RouteFigures {
  if (runs.length === 0) throw new Error("No Lighthouse runs to take the median of.");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A Markdown table, one row per route, with ✗ next to each figure over its budget. */
export function benchTable(
  rows: readonly { path: string; figures: RouteFigures; noindex?: boolean }[],
): string {
  const mark = (ok: boolean) => (ok ? "" : " ✗");
  const header =
    "| Route | Perf | A11y | BP | SEO | LCP (s) | TBT (ms) | CLS | Bootup (ms) | Main thread (ms) | JS KB | CSS KB | Img KB | Font KB |";
  const lines = rows.map(({ path, figures: f, noindex }) =>
    [
      path,
      `${f.performance}${mark(f.performance >= budgets.performance)}`,
      `${f.accessibility}${mark(f.accessibility >= budgets.accessibility)}`,
      `${f.bestPractices}${mark(f.bestPractices >= budgets.bestPractices)}`,
      noindex ? `${f.seo} (noindex)` : `${f.seo}${mark(f.seo >= budgets.seo)}`,
      `${(f.lcp / 1000).toFixed(2)}${mark(f.lcp <= budgets.lcp)}`,
      `${Math.round(f.tbt)}${mark(f.tbt <= budgets.tbt)}`,
      `${f.cls.toFixed(3)}${mark(f.cls <= budgets.cls)}`,
      Math.round(f.bootup),
      Math.round(f.mainThread),
      kb(f.bytes.script),
      kb(f.bytes.stylesheet),
      kb(f.bytes.image),
      kb(f.bytes.font),
    ].join(" | "),
  );
  return [header, `|${" --- |".repeat(14)}`, ...lines.map((line) => `| ${line} |`)].join("\n");
}
