// `npm run bench`: Lighthouse (mobile preset, simulated throttling) in the system Chromium against
// the production build, served the way `npm start` serves it. Prints a table per route and writes
// bench-results/lighthouse.{json,md}, plus each route's full Lighthouse report for digging in.
// Not part of `npm test`: scores depend on the machine's load, so run it on a quiet machine.
//
//   npm run bench                      build, then measure every route three times (the median)
//   npm run bench -- --runs 1          one run per route
//   npm run bench -- --skip-build      measure the build already there (build-test/client, or
//                                      build/client when PRIVATE_AREA_PASSWORD is set)
//   npm run bench -- --only /schedule  one route (repeatable)
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createStaticSite } from "../../server/static-site.ts";
import { findOrInstallChromium } from "../shared/find-chromium.ts";
import { testBuildEnv } from "../../integrations/private-data/password.ts";
import { testBuildOut } from "../../integrations/private-data/test-build.ts";
import { benchRoutes } from "./bench-routes.ts";
import {
  benchmarkRange,
  benchTable,
  budgets,
  medianRun,
  missedBudgets,
  summarise,
  type LighthouseResultLike,
  type RouteFigures,
} from "./lighthouse-summary.ts";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "skip-build": { type: "boolean", default: false },
    only: { type: "string", multiple: true },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);

// Without a password of its own the bench builds as the tests do, with the fixture password, so
// into the tests' folder: never into the deployable build/.
const withFixture = !process.env.PRIVATE_AREA_PASSWORD;
const buildDirectory = process.env.BUILD_OUT ?? (withFixture ? testBuildOut : "build");
const clientDir = path.resolve(buildDirectory, "client");
const resultsDir = path.resolve("bench-results");

function build() {
  console.log("Building the production site…");
  // The bench measures the locked /private only: the test fixture password will do, unless one
  // is set (a build refuses to start without a password).
  const result = spawnSync("npx", ["astro", "build"], {
    stdio: "inherit",
    env: { ...process.env, ...(withFixture ? testBuildEnv : {}), BUILD_OUT: buildDirectory },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function serve(): Promise<Server> {
  const server = createServer(createStaticSite({ root: clientDir }));
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function measure(url: string, port: number): Promise<LighthouseResultLike> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr as unknown as LighthouseResultLike;
}

if (!options["skip-build"]) build();
const routes = benchRoutes().filter(
  (route) =>
    !options.only || options.only.includes(route.path) || options.only.includes(route.name),
);
if (routes.length === 0)
  throw new Error(`No bench route matches --only ${options.only?.join(", ")}`);

const server = await serve();
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({
  chromePath: findOrInstallChromium(),
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
});
await mkdir(path.join(resultsDir, "lhr"), { recursive: true });

const rows: { name: string; path: string; noindex?: boolean; figures: RouteFigures }[] = [];
// Every run, for the machine's speed under the table.
const allRuns: RouteFigures[] = [];
try {
  for (const route of routes) {
    const figuresPerRun: RouteFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      const lhr = await measure(`${origin}${route.path}`, chrome.port);
      figuresPerRun.push(summarise(lhr));
      const file = `${route.name.replace(/\W+/g, "-")}${runs > 1 ? `-${run}` : ""}.json`;
      await writeFile(path.join(resultsDir, "lhr", file), JSON.stringify(lhr));
    }
    allRuns.push(...figuresPerRun);
    const figures = medianRun(figuresPerRun);
    rows.push({ ...route, figures });
    console.log(
      `${route.path}: performance ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms`,
    );
  }
} finally {
  await chrome.kill();
  server.close();
}

const table = benchTable(rows);
const failures = rows.flatMap((row) =>
  missedBudgets(row.figures, row).map((miss) => `${row.path}: ${miss}`),
);
const report = {
  measuredAt: new Date().toISOString(),
  lighthouse: "mobile preset, simulated throttling",
  runsPerRoute: runs,
  budgets,
  routes: rows,
  failures,
};
await writeFile(path.join(resultsDir, "lighthouse.json"), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(path.join(resultsDir, "lighthouse.md"), `${table}\n`);

console.log(`\n${table}\n`);
console.log(
  `Lighthouse's benchmark index: ${benchmarkRange(allRuns)} (its measure of the CPU's speed; TBT grows on a slower machine).`,
);
console.log(`Report: ${path.relative(process.cwd(), resultsDir)}/lighthouse.json (and .md, lhr/)`);
if (failures.length > 0) {
  console.error(`\nBudgets missed:\n${failures.map((failure) => `  ${failure}`).join("\n")}`);
  process.exit(1);
}
console.log("Every budget met.");
