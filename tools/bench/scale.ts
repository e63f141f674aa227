// `npm run bench:scale` (issues 20 and 29): how the site copes with a congress-sized programme. It
// generates a synthetic frab/c3voc export shaped like a real Chaos Communication Congress
// (tools/bench/synthetic-export.ts: 1,400 sessions, about 1,100 people, 90 rooms, 4 days, 458
// sessions in 82 rooms on the busiest day, about 60 in use at once, texts of real length, links and
// recordings, no photos), or takes a real export (`--export`), imports it into a temporary content
// folder the way `npm run build:second-event` does, builds it cold, changes one session's title and
// builds it again (warm), and prints one table: the programme's figures, build times, peak memory,
// the largest HTML page, the largest initial JavaScript per kind of page, the number of pages and
// Lighthouse (mobile) on /schedule, the busiest day page (its list and its grid), a session page
// and /speakers, each beside its budget.
//
//   npm run bench:scale                        the full run (several minutes)
//   npm run bench:scale -- --sessions 200      a quick run with a smaller programme
//   npm run bench:scale -- --export <file>     a real export instead (pretalx/frab JSON or XML,
//                                              Sessionize; --time-zone <zone> for one without)
//   npm run bench:scale -- --skip-lighthouse   builds and files only
//   npm run bench:scale -- --runs 1            one Lighthouse run per page (default: the median of 3)
//   npm run bench:scale -- --keep              keep the temporary folders and say where they are
//
// The bench works offline: an export's photos are not downloaded (speakers get the default
// image, as after a failed download), so its pages are as heavy as with photos or lighter.
//
// It always exits 0 once it has measured (it is a bench, not a test): the last line says which
// budgets were missed. It exits 1 only when it cannot measure (the import or a build fails).
//
// Cold means no build cache: the build keeps its encoded images, private-area graphics, share
// cards and editor bundle in node_modules/.cache/quillmere-*, and those paths are fixed in
// integrations/build-steps.ts and tools/organisers/editor/editor-site.ts (no setting moves them). So that
// clearing them disturbs no other build running from this checkout, each build runs in a mount
// namespace of its own (util-linux `unshare`) where an empty folder of the bench is mounted over
// node_modules/.cache; the warm build mounts the same folder, now filled. Where `unshare` is not
// allowed, the bench deletes those caches before the cold build instead, and says so.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { routeFor, routeManifest } from "../../site/shared/routes/route-manifest.ts";
import { fillPattern } from "../../site/shared/routes/route-patterns.ts";
import { loadContent } from "../../content/checked-content.ts";
import {
  budgetFor,
  interactivePageBudgetBytes,
  measurePage,
  staticPageBudgetBytes,
} from "../checks/bundle-budget.ts";
import { listHtmlFiles } from "../../integrations/deploy/html.ts";
import { searchIndexDir } from "../../site/shared/lib/search-index.ts";
import { findOrInstallChromium } from "../shared/find-chromium.ts";
import { importSchedule } from "../organisers/import-schedule/import-schedule.ts";
import { testBuildEnv } from "../../integrations/private-data/password.ts";
import { emptyEventFolder } from "../shared/empty-event-folder.ts";
import {
  benchmarkRange,
  medianRun,
  summarise,
  type LighthouseResultLike,
  type RouteFigures,
} from "./lighthouse-summary.ts";
import { programmeFigures } from "./programme-figures.ts";
import { parseScaleOptions, UsageError } from "./scale-options.ts";
import { syntheticExport } from "./synthetic-export.ts";

/**
 * Issue 20's budgets for a congress-sized programme (looser than `npm run bench`'s), with issue
 * 29's cold build: 3 min on two cores (issue 20 allowed 10).
 */
export const scaleBudgets = {
  performance: 95,
  lcpMs: 2500,
  tbtMs: 200,
  htmlGzipBytes: 150 * 1000,
  staticJsBytes: staticPageBudgetBytes,
  islandJsBytes: interactivePageBudgetBytes,
  coldBuildMs: 3 * 60_000,
  warmBuildMs: 3 * 60_000,
  peakMemoryBytes: 4 * 1024 ** 3,
} as const;

const projectCache = path.resolve("node_modules/.cache");
/** The caches a build reads and writes (not quillmere-build-out: builds in flight are staged there). */
const buildCaches = [
  "quillmere-images",
  "quillmere-graphics",
  "quillmere-share-cards",
  "quillmere-editor",
];
const timeCommand = "/usr/bin/time";

// ---------------------------------------------------------------------------------------------
// Figures and the table

type Verdict = "pass" | "FAIL" | "—";

interface Row {
  measure: string;
  figure: string;
  budget: string;
  verdict: Verdict;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const GB = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const duration = (ms: number) => {
  // Whole seconds first, so that 299.6 s reads "5 min 0 s", not "4 min 60 s".
  const seconds = Math.round(ms / 1000);
  return ms >= 60_000
    ? `${Math.floor(seconds / 60)} min ${seconds % 60} s`
    : `${(ms / 1000).toFixed(1)} s`;
};
const verdict = (ok: boolean): Verdict => (ok ? "pass" : "FAIL");

export function formatTable(rows: readonly Row[]): string {
  const header: Row = { measure: "Measure", figure: "Figure", budget: "Budget", verdict: "—" };
  const cells = [header, ...rows].map((row, index) => [
    row.measure,
    row.figure,
    row.budget,
    index === 0 ? "Result" : row.verdict,
  ]);
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(...cells.map((line) => [...line[column]!].length)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value + " ".repeat(widths[column]! - [...value].length)).join(" | ")} |`;
  return [
    line(cells[0]!),
    `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`,
    ...cells.slice(1).map(line),
  ].join("\n");
}

export function summaryLine(rows: readonly Row[]): string {
  const budgeted = rows.filter((row) => row.verdict !== "—");
  const failed = budgeted.filter((row) => row.verdict === "FAIL");
  const unmeasured = rows.filter((row) => row.budget !== "" && row.verdict === "—");
  const parts = [
    failed.length === 0
      ? `every measured budget met (${budgeted.length})`
      : `${failed.length} of ${budgeted.length} budgets missed: ${failed.map((row) => `${row.measure} ${row.figure}`).join("; ")}`,
  ];
  if (unmeasured.length) parts.push(`${unmeasured.length} not measured`);
  return `bench:scale: ${parts.join("; ")}.`;
}

// ---------------------------------------------------------------------------------------------
// Builds: time and peak memory

interface BuildFigures {
  ms: number;
  /** The highest sum of resident memory over the build's whole process tree, sampled. */
  treePeakBytes: number;
  /** The largest single process's peak (kernel maxRSS). */
  largestProcessBytes: number;
  largestProcessFrom: string;
  processes: number;
  /** User + system CPU seconds and the share of a core the build got (from /usr/bin/time -v). */
  cpu?: { seconds: number; percent: number };
}

/** Pids of `root` and all its descendants, from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  for (const pending = [root]; pending.length;) {
    const pid = pending.pop()!;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** VmRSS and VmHWM (peak) of a process, in bytes; undefined once it has ended. */
function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { rss: field("VmRSS"), peak: field("VmHWM") };
  } catch {
    return undefined;
  }
}

/** Runs a command, sampling its process tree's memory four times a second. */
function runMeasured(command: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const hasProc = existsSync("/proc/self/status");
  const started = performance.now();
  const log = [] as Buffer[];
  const child = spawn(command[0]!, command.slice(1), { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk: Buffer) => log.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => log.push(chunk));
  let treePeak = 0;
  const peaks = new Map<number, number>();
  const sample = () => {
    if (!hasProc || child.pid === undefined) return;
    let sum = 0;
    for (const pid of processTree(child.pid)) {
      const memory = memoryOf(pid);
      if (!memory) continue;
      sum += memory.rss;
      peaks.set(pid, Math.max(peaks.get(pid) ?? 0, memory.peak));
    }
    treePeak = Math.max(treePeak, sum);
  };
  const timer = setInterval(sample, 250);
  return new Promise<{ status: number; ms: number; treePeak: number; peaks: Map<number, number> }>(
    (resolve) => {
      child.on("close", (status) => {
        clearInterval(timer);
        const ms = performance.now() - started;
        writeFileSync(logFile, Buffer.concat(log));
        resolve({ status: status ?? 1, ms, treePeak, peaks });
      });
    },
  );
}

/** How a build gets a cache folder of its own, when this machine allows it. */
function isolationCommand(cacheDir: string): { prefix: string[] } | { reason: string } {
  const namespaceFlags = process.getuid?.() === 0 ? ["--mount"] : ["--mount", "--map-root-user"];
  const prefix = [
    "unshare",
    ...namespaceFlags,
    "sh",
    "-c",
    'mount --bind "$1" "$2" && shift 2 && exec "$@"',
    "sh",
    cacheDir,
    projectCache,
  ];
  mkdirSync(projectCache, { recursive: true });
  const probe = spawnSync(prefix[0]!, [...prefix.slice(1), "true"], { encoding: "utf8" });
  if (probe.status === 0) return { prefix };
  return { reason: (probe.error?.message ?? probe.stderr.trim()) || `exit ${probe.status}` };
}

async function build(
  label: string,
  options: { root: string; buildOut: string; prefix: string[]; workDir: string },
): Promise<BuildFigures> {
  const timeFile = path.join(options.workDir, `time-${label}.txt`);
  const withTime = existsSync(timeCommand) ? [timeCommand, "-v", "-o", timeFile] : [];
  const command = [
    ...withTime,
    ...options.prefix,
    path.resolve("node_modules/.bin/astro"),
    "build",
  ];
  const logFile = path.join(options.workDir, `build-${label}.log`);
  console.log(`Building (${label})…`);
  const result = await runMeasured(
    command,
    {
      ...process.env,
      CONTENT_DIR: options.root,
      BUILD_OUT: options.buildOut,
      ...testBuildEnv,
    },
    logFile,
  );
  if (result.status !== 0) {
    console.error(readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n"));
    throw new Error(`The ${label} build failed (exit ${result.status}); its log: ${logFile}`);
  }
  const timeText = withTime.length ? readFileSync(timeFile, "utf8") : "";
  const maxRssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(timeText)?.[1] ?? 0);
  const sampledLargest = Math.max(0, ...result.peaks.values());
  const figures: BuildFigures = {
    ms: result.ms,
    treePeakBytes: result.treePeak,
    largestProcessBytes: maxRssKb ? maxRssKb * 1024 : sampledLargest,
    largestProcessFrom: maxRssKb ? "/usr/bin/time -v" : "VmHWM, sampled",
    processes: result.peaks.size,
  };
  const cpuField = (name: string) =>
    Number(new RegExp(`${name}: ([\\d.]+)`).exec(timeText)?.[1] ?? Number.NaN);
  const cpuSeconds = cpuField("User time \\(seconds\\)") + cpuField("System time \\(seconds\\)");
  if (Number.isFinite(cpuSeconds)) {
    figures.cpu = { seconds: cpuSeconds, percent: cpuField("Percent of CPU this job got") };
  }
  console.log(
    `  ${duration(figures.ms)}${figures.cpu ? ` (${Math.round(figures.cpu.seconds)} s of CPU, ${figures.cpu.percent}% of a core)` : ""}; memory: ${GB(figures.treePeakBytes)} for the process tree (${figures.processes} processes), ${GB(figures.largestProcessBytes)} for the largest process`,
  );
  return figures;
}

// ---------------------------------------------------------------------------------------------
// The built site

const pageOf = (htmlFile: string) =>
  "/" + htmlFile.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");

interface PageFigures {
  page: string;
  htmlGzip: number;
  island: boolean;
  initialJs: number;
}

function measureSite(clientDir: string): PageFigures[] {
  return listHtmlFiles(clientDir).map((file) => {
    const html = readFileSync(path.join(clientDir, file));
    const page = pageOf(file);
    // An island page: the project's list, or any page whose HTML names an island to hydrate.
    const island = budgetFor(page).kind === "interactive" || html.includes("<astro-island");
    return {
      page,
      // Level 6, as the project's server (compression) and most hosts send it.
      htmlGzip: gzipSync(html, { level: 6 }).length,
      island,
      initialJs: measurePage(clientDir, file).gzipBytes,
    };
  });
}

/** The search index as a host serves it (docs/decisions/043): its files and their bytes. */
function measureSearchIndex(clientDir: string): { files: number; bytes: number } {
  const dir = path.join(clientDir, searchIndexDir);
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile());
  return { files: files.length, bytes: files.reduce((sum, file) => sum + statSync(file).size, 0) };
}

const largest = <T>(items: readonly T[], by: (item: T) => number): T | undefined =>
  items.reduce<T | undefined>(
    (best, item) => (best === undefined || by(item) > by(best) ? item : best),
    undefined,
  );

// ---------------------------------------------------------------------------------------------
// Lighthouse, against the project's own server

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(clientDir: string) {
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/serve.ts"], {
    env: { ...process.env, BUILD_DIR: clientDir, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server/serve.ts exited (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/404.html`)).status > 0) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`server/serve.ts did not answer on ${origin}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill("SIGTERM");
    });
  return { origin, stop };
}

async function lighthouseFigures(url: string, port: number): Promise<RouteFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return summarise(result.lhr as unknown as LighthouseResultLike);
}

interface BenchPage {
  /** How the table names the page. */
  label: string;
  /** Undefined when the build has no such page yet. */
  path?: string;
}

function lighthouseRows(page: BenchPage, figures: RouteFigures | string | undefined): Row[] {
  const budgets = [
    `≥ ${scaleBudgets.performance}`,
    `≤ ${scaleBudgets.lcpMs / 1000} s`,
    `≤ ${scaleBudgets.tbtMs} ms`,
  ];
  const labels = ["Lighthouse performance", "LCP", "TBT"];
  if (typeof figures !== "object") {
    const figure = page.path ? (figures ?? "skipped") : "not built yet";
    return labels.map((label, index) => ({
      measure: `${page.label}: ${label}`,
      figure,
      budget: budgets[index]!,
      verdict: "—",
    }));
  }
  return [
    {
      measure: `${page.label}: ${labels[0]}`,
      figure: String(figures.performance),
      budget: budgets[0]!,
      verdict: verdict(figures.performance >= scaleBudgets.performance),
    },
    {
      measure: `${page.label}: ${labels[1]}`,
      figure: `${(figures.lcp / 1000).toFixed(2)} s`,
      budget: budgets[1]!,
      verdict: verdict(figures.lcp <= scaleBudgets.lcpMs),
    },
    {
      measure: `${page.label}: ${labels[2]}`,
      figure: `${Math.round(figures.tbt)} ms`,
      budget: budgets[2]!,
      verdict: verdict(figures.tbt <= scaleBudgets.tbtMs),
    },
  ];
}

// ---------------------------------------------------------------------------------------------

/** Changes the first session's title (by file name) in the content folder; returns its file. */
function changeOneTitle(root: string): string {
  const folder = path.join(root, "content", "sessions");
  const name = readdirSync(folder).sort()[0];
  if (!name) throw new Error("The import wrote no session.");
  const file = path.join(folder, name);
  const text = readFileSync(file, "utf8");
  const changed = text.replace(
    /^title: .*$/m,
    `title: ${JSON.stringify("A title changed between the cold and the warm build")}`,
  );
  if (changed === text) throw new Error(`${file} has no title line to change.`);
  writeFileSync(file, changed);
  return file;
}

/** Import report lines worth showing: the photo warnings of an offline import become one line. */
function importSummary(lines: readonly string[]): string[] {
  const photo = /^warning: photo of .* could not be downloaded/;
  const photos = lines.filter((line) => photo.test(line)).length;
  const rest = lines.filter(
    (line) => !photo.test(line) && !/^(would write|wrote) \d+ files/.test(line),
  );
  const shown = rest.map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line));
  if (photos) {
    shown.push(
      `${photos} photos not downloaded (the bench works offline): those speakers have the default image`,
    );
  }
  return shown;
}

async function main() {
  const options = parseScaleOptions(process.argv.slice(2));

  const loadAtStart = loadavg()[0]!;
  const workDir = mkdtempSync(path.join(tmpdir(), "quillmere-bench-scale-"));
  const cacheDir = path.join(workDir, "cache");
  mkdirSync(cacheDir);
  let root: string | undefined;
  let finished = false;
  const rows: Row[] = [];
  // Every Lighthouse run, for the machine's speed that the notes report.
  const allRuns: RouteFigures[] = [];
  try {
    // 1. The export and the import.
    let exportFile: string;
    if (options.event.kind === "export") {
      exportFile = options.event.file;
    } else {
      exportFile = path.join(workDir, "synthetic-schedule.json");
      writeFileSync(
        exportFile,
        `${JSON.stringify(syntheticExport({ sessions: options.event.sessions }), null, 2)}\n`,
      );
    }
    root = emptyEventFolder();
    console.log(
      `Importing ${options.event.kind === "export" ? exportFile : `a synthetic event of ${options.event.sessions} sessions`} into ${root}…`,
    );
    const importStarted = performance.now();
    const imported = await importSchedule({
      source: exportFile,
      root,
      timeZone: options.timeZone,
      // The bench works offline: a photo the export names is not downloaded (a warning each).
      fetch: () => Promise.reject(new Error("no network in bench:scale")),
    });
    const importMs = performance.now() - importStarted;
    writeFileSync(path.join(workDir, "import.log"), `${imported.lines.join("\n")}\n`);
    if (!imported.ok) {
      console.error(imported.lines.join("\n"));
      // The report above says it all: nothing was built to look at (unless --keep asks).
      finished = !options.keep;
      throw new Error(
        options.event.kind === "export"
          ? `${exportFile} did not import (the importer's report is above).`
          : "The synthetic export did not import.",
      );
    }
    console.log(
      importSummary(imported.lines)
        .map((line) => `  ${line}`)
        .join("\n"),
    );
    console.log(`  (${duration(importMs)})`);

    // 2. Cold and warm builds, with a cache folder of their own where the machine allows it.
    const isolation = isolationCommand(cacheDir);
    let cacheNote: string;
    let buildOut: string;
    let clientDir: string;
    let prefix: string[] = [];
    if ("prefix" in isolation) {
      prefix = isolation.prefix;
      // Inside the namespace node_modules/.cache is the bench's folder: a build folder there is
      // inside the project (built in place, nothing staged and moved) and on the bench's disk.
      buildOut = "node_modules/.cache/quillmere-bench-scale-build";
      clientDir = path.join(cacheDir, "quillmere-bench-scale-build", "client");
      cacheNote = `cold = an empty node_modules/.cache mounted for the build only (unshare), warm = the same folder after the cold build`;
    } else {
      buildOut = path.join(workDir, "build");
      clientDir = path.join(buildOut, "client");
      for (const name of buildCaches)
        rmSync(path.join(projectCache, name), { recursive: true, force: true });
      cacheNote = `no mount namespace here (${isolation.reason}): cold = node_modules/.cache/{${buildCaches.join(",")}} deleted first (shared with other builds of this checkout), warm = as the cold build left them`;
    }
    console.log(`Caches: ${cacheNote}.`);
    const buildOptions = { root, buildOut, prefix, workDir };
    const cold = await build("cold", buildOptions);
    const changedFile = changeOneTitle(root);
    console.log(`Changed the title in ${path.relative(root, changedFile)}.`);
    const warm = await build("warm", buildOptions);

    // 3. The built site (the warm build's).
    console.log("Measuring the pages…");
    const pages = measureSite(clientDir);
    const searchIndex = measureSearchIndex(clientDir);
    const content = loadContent({ root });
    const figures = programmeFigures(
      content.scheduleEvents.map((event) => ({
        day: event.day,
        start: event.start,
        end: event.end,
        startsNextDay: event.startsNextDay,
        endsNextDay: event.endsNextDay,
        room: event.location,
        people: event.speakers.length,
      })),
    );
    const busiest = {
      ...figures.busiest,
      day: content.days.find((day) => day.id === figures.busiest.day)!,
    };
    const speakerCount = content.speakers.length;
    const busiestPath = fillPattern(routeManifest.scheduleDay.path, { day: busiest.day.slug });
    const busiestGridPath = fillPattern(routeManifest.scheduleDayGrid.path, {
      day: busiest.day.slug,
    });
    const routeIdOf = (page: PageFigures) => routeFor(page.page).id;
    const sessionPages = pages.filter((page) => routeIdOf(page) === "session");
    const dayPages = pages.filter((page) =>
      ["scheduleDay", "scheduleDayGrid"].includes(routeIdOf(page)),
    );
    const biggestSession = largest(sessionPages, (page) => page.htmlGzip);
    const biggestHtml = largest(pages, (page) => page.htmlGzip)!;
    const overHtml = pages
      .filter((page) => page.htmlGzip > scaleBudgets.htmlGzipBytes)
      .sort((a, b) => b.htmlGzip - a.htmlGzip);
    const overHtmlText = overHtml.length
      ? ` (${overHtml.length} over: ${overHtml
          .slice(0, 3)
          .map((page) => `${page.page} ${kB(page.htmlGzip)}`)
          .join(", ")}${overHtml.length > 3 ? ", …" : ""})`
      : "";
    const staticJs = largest(
      pages.filter((page) => !page.island),
      (page) => page.initialJs,
    );
    const islandJs = largest(
      pages.filter((page) => page.island),
      (page) => page.initialJs,
    );

    const buildFigure = (figures: BuildFigures) =>
      `${duration(figures.ms)}${figures.cpu ? ` (${Math.round(figures.cpu.seconds)} s CPU, ${figures.cpu.percent}% of a core)` : ""}`;
    const memoryFigure = (figures: BuildFigures) =>
      `${GB(Math.max(figures.treePeakBytes, figures.largestProcessBytes))} (tree sum ${GB(figures.treePeakBytes)}, largest process ${GB(figures.largestProcessBytes)})`;
    rows.push(
      {
        measure: "Programme",
        figure: `${options.event.kind === "export" ? `${path.basename(exportFile)}: ` : "synthetic: "}${figures.sessions} sessions, ${speakerCount} speakers, ${figures.rooms} rooms in use, ${figures.days} days, ${figures.peoplePerSession.toFixed(2)} people per session`,
        budget: "",
        verdict: "—",
      },
      {
        measure: "Busiest day",
        figure: `${busiest.day.name}: ${busiest.sessions} sessions in ${busiest.rooms} rooms, up to ${busiest.roomsAtOnce} in use at once (${busiest.at})`,
        budget: "",
        verdict: "—",
      },
      { measure: "Import", figure: duration(importMs), budget: "", verdict: "—" },
      {
        measure: "Pages",
        figure: `${pages.length} (${sessionPages.length} session pages, ${dayPages.length} day pages, lists and grids)`,
        budget: "",
        verdict: "—",
      },
      {
        measure: "Search index (/pagefind/, as served)",
        figure: `${searchIndex.files} files, ${kB(searchIndex.bytes)}`,
        budget: "",
        verdict: "—",
      },
      {
        measure: "Cold build",
        figure: buildFigure(cold),
        budget: `≤ ${scaleBudgets.coldBuildMs / 60_000} min`,
        verdict: verdict(cold.ms <= scaleBudgets.coldBuildMs),
      },
      {
        measure: "Warm build (one title changed)",
        figure: buildFigure(warm),
        budget: `≤ ${scaleBudgets.warmBuildMs / 60_000} min`,
        verdict: verdict(warm.ms <= scaleBudgets.warmBuildMs),
      },
      {
        measure: "Peak memory, cold build",
        figure: memoryFigure(cold),
        budget: "≤ 4 GB",
        verdict: verdict(
          Math.max(cold.treePeakBytes, cold.largestProcessBytes) <= scaleBudgets.peakMemoryBytes,
        ),
      },
      {
        measure: "Peak memory, warm build",
        figure: memoryFigure(warm),
        budget: "≤ 4 GB",
        verdict: verdict(
          Math.max(warm.treePeakBytes, warm.largestProcessBytes) <= scaleBudgets.peakMemoryBytes,
        ),
      },
      {
        measure: "Largest HTML page (gzip)",
        figure: `${kB(biggestHtml.htmlGzip)} ${biggestHtml.page}${overHtmlText}`,
        budget: `≤ ${kB(scaleBudgets.htmlGzipBytes)}`,
        verdict: verdict(biggestHtml.htmlGzip <= scaleBudgets.htmlGzipBytes),
      },
      staticJs
        ? {
            measure: "Largest initial JS, static page",
            figure: `${kB(staticJs.initialJs)} ${staticJs.page}`,
            budget: `≤ ${kB(scaleBudgets.staticJsBytes)}`,
            verdict: verdict(staticJs.initialJs <= scaleBudgets.staticJsBytes),
          }
        : {
            measure: "Largest initial JS, static page",
            figure: "no such page",
            budget: "",
            verdict: "—",
          },
      islandJs
        ? {
            measure: "Largest initial JS, interactive page",
            figure: `${kB(islandJs.initialJs)} ${islandJs.page}`,
            budget: `≤ ${kB(scaleBudgets.islandJsBytes)}`,
            verdict: verdict(islandJs.initialJs <= scaleBudgets.islandJsBytes),
          }
        : {
            measure: "Largest initial JS, interactive page",
            figure: "no such page",
            budget: "",
            verdict: "—",
          },
    );

    // 4. Lighthouse on the five pages that grow with the programme.
    const has = (page: string) => pages.some((candidate) => candidate.page === page);
    const { schedule, speakers } = routeManifest;
    const benchPages: BenchPage[] = [
      { label: schedule.path, path: has(schedule.path) ? schedule.path : undefined },
      { label: `Busiest day ${busiestPath}`, path: has(busiestPath) ? busiestPath : undefined },
      {
        label: `Busiest day's grid ${busiestGridPath}`,
        path: has(busiestGridPath) ? busiestGridPath : undefined,
      },
      { label: "Session page", path: biggestSession?.page },
      { label: speakers.path, path: has(speakers.path) ? speakers.path : undefined },
    ];
    rows.push({
      measure: "Session page measured",
      figure: biggestSession
        ? `${biggestSession.page} (the largest session page)`
        : "not built yet (/sessions/<id>)",
      budget: "",
      verdict: "—",
    });
    if (options.skipLighthouse) {
      for (const page of benchPages) rows.push(...lighthouseRows(page, "skipped"));
    } else {
      const server = await startServer(clientDir);
      const chrome = await chromeLauncher.launch({
        chromePath: findOrInstallChromium(),
        chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
      });
      try {
        for (const page of benchPages) {
          if (!page.path) {
            rows.push(...lighthouseRows(page, undefined));
            continue;
          }
          console.log(`Lighthouse ${page.path}…`);
          try {
            const runs: RouteFigures[] = [];
            for (let run = 0; run < options.lighthouseRuns; run++) {
              runs.push(await lighthouseFigures(`${server.origin}${page.path}`, chrome.port));
            }
            allRuns.push(...runs);
            rows.push(...lighthouseRows(page, medianRun(runs)));
          } catch (error) {
            rows.push(...lighthouseRows(page, `error: ${(error as Error).message.slice(0, 80)}`));
          }
        }
      } finally {
        await chrome.kill();
        await server.stop();
      }
    }

    console.log(`\n${formatTable(rows)}\n`);
    console.log(
      `Notes: build times are wall clock; memory is resident memory, the larger of the highest sum over the build's process tree (sampled every 250 ms) and the largest single process's peak; HTML is gzip level 6; initial JS is gzip level 9 (tools/checks/bundle-budget.ts), an interactive page being one the bundle budget lists (the programme's pages, the private rooms) or whose HTML names an island; KB = 1,000 bytes; Lighthouse: the median of ${options.lighthouseRuns} run(s) per page, by score.`,
    );
    console.log(`Caches: ${cacheNote}.`);
    console.log(
      `Machine: ${availableParallelism()} cores, load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end (other work on the machine slows the builds and inflates Lighthouse's TBT)${allRuns.length ? `; Lighthouse's benchmark index ${benchmarkRange(allRuns)} (its measure of the CPU's speed: a lower one means a slower machine and a higher TBT)` : ""}.`,
    );
    if (options.keep) {
      console.log(
        `Kept: the export, build logs, cache and build in ${workDir}; the content in ${root}.`,
      );
      console.log(`The site: ${clientDir}`);
    }
    console.log(summaryLine(rows));
    finished = true;
  } finally {
    if (!finished) console.error(`Kept for a look: ${workDir}${root ? ` and ${root}` : ""}.`);
    else if (!options.keep) {
      rmSync(workDir, { recursive: true, force: true });
      if (root) rmSync(root, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main().catch((error: unknown) => {
    console.error(
      error instanceof UsageError
        ? `bench:scale: ${error.message}`
        : error instanceof Error
          ? error.message
          : error,
    );
    process.exit(1);
  });
}
