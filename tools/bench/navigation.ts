// `npm run bench:navigation`: how long a visitor waits when moving home -> schedule -> speaker ->
// schedule, on a phone-like CPU (4x slower) and network (Lighthouse's mobile preset: 150 ms
// round trips, 1.6 Mbit/s down), with the offline worker cold (never installed: the HTTP cache
// only) and warm (installed, its precache filled). Each step is timed from the click until the
// new page shows its heading, and until it is ready for input (its page script has run, and where
// the page has an island, React has hydrated it). Prints the median of several rounds per step.
//
//   npm run bench:navigation                        measure build/client
//   npm run bench:navigation -- --dir other/client  measure another build (an older one, say)
//   npm run bench:navigation -- --rounds 5
// Not part of `npm test`: timings depend on the machine's load.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { createStaticSite } from "../../server/static-site.ts";
import { findOrInstallChromium } from "../shared/find-chromium.ts";

const { values: options } = parseArgs({
  options: {
    dir: { type: "string", default: path.join(process.env.BUILD_OUT ?? "build", "client") },
    rounds: { type: "string", default: "3" },
  },
});
const rounds = Number(options.rounds);
const root = path.resolve(options.dir!);

type Step = { name: string; follow: (page: Page) => Promise<void>; heading: RegExp };

const mainNavLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

const steps: Step[] = [
  {
    name: "home -> schedule",
    follow: (page) => mainNavLink(page, "Schedule").click(),
    heading: /^Schedule$/,
  },
  {
    name: "schedule -> speaker",
    follow: (page) => page.locator('main a[href^="/speakers/"]').first().click(),
    heading: /\S/,
  },
  {
    name: "speaker -> schedule",
    follow: (page) => page.getByRole("link", { name: "← Back to Schedule" }).click(),
    heading: /^Schedule$/,
  },
];

/** Resolves once the new page shows an h1 matching `heading`. */
async function shown(page: Page, heading: RegExp, from: string) {
  await page.waitForFunction(
    ({ source, flags, from }) => {
      if (location.pathname === from) return false;
      const h1 = document.querySelector("main h1");
      return h1 !== null && new RegExp(source, flags).test(h1.textContent?.trim() ?? "");
    },
    { source: heading.source, flags: heading.flags, from },
    { polling: "raf", timeout: 60_000 },
  );
}

/** Resolves once the page shown is ready for input. */
async function ready(page: Page) {
  await page.waitForFunction(
    () => {
      const hasPageScript = document.querySelector('script[src*="/page-script-"]') !== null;
      if (hasPageScript && document.documentElement.dataset.pageScript !== "ready") return false;
      // An island is ready once Astro has hydrated it: it then drops the `ssr` attribute.
      return document.querySelector("astro-island[ssr]") === null;
    },
    undefined,
    { polling: "raf", timeout: 60_000 },
  );
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

type Timing = { shown: number; ready: number };

async function round(origin: string, warm: boolean): Promise<Timing[]> {
  const browser = await chromium.launch({ executablePath: findOrInstallChromium() });
  try {
    const context = await browser.newContext({ serviceWorkers: warm ? "allow" : "block" });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    if (warm) {
      // Installed and in control, with the whole precache downloaded.
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
        timeout: 60_000,
      });
      await page.reload();
    }
    await page.waitForLoadState("networkidle");
    await throttle(context, page);
    const times: Timing[] = [];
    for (const step of steps) {
      const from = new URL(page.url()).pathname;
      const started = performance.now();
      await step.follow(page);
      await shown(page, step.heading, from);
      const shownAfter = performance.now() - started;
      await ready(page);
      times.push({ shown: shownAfter, ready: performance.now() - started });
      await page.waitForLoadState("networkidle");
    }
    return times;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = createServer(createStaticSite({ root }));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  const results: Record<"cold" | "warm", Timing[][]> = { cold: [], warm: [] };
  for (let index = 0; index < rounds; index++) {
    for (const mode of ["cold", "warm"] as const)
      results[mode].push(await round(origin, mode === "warm"));
  }
  console.log(
    `Navigation in ${path.relative(process.cwd(), root) || root}, median of ${rounds} rounds (4x CPU, 150 ms RTT, 1.6 Mbit/s), shown / ready for input:`,
  );
  console.log("| Step | Worker cold (ms) | Worker warm (ms) |");
  console.log("| --- | --- | --- |");
  steps.forEach((step, index) => {
    const of = (mode: "cold" | "warm") =>
      (["shown", "ready"] as const)
        .map((moment) => Math.round(median(results[mode].map((times) => times[index]![moment]))))
        .join(" / ");
    console.log(`| ${step.name} | ${of("cold")} | ${of("warm")} |`);
  });
} finally {
  server.close();
}
