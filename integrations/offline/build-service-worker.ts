// Build-only: writes build/client/sw.js, the service worker that keeps the public pages for
// offline use (docs/decisions/007-offline-service-worker.md). Runs last in `buildEnd`, when every
// other file of the build is in place, because the precache list names files and their hashes.
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { injectManifest, type ManifestTransform } from "workbox-build";
import { isFixedAddress, routeEntries } from "../../site/shared/routes/route-manifest.ts";
import {
  generatedImagesPrefix,
  isNeverCached,
  notFoundDocument,
  offlinePages,
} from "./offline-rules.ts";

/**
 * Above this the first visit would download too much in the background: pages that do not fit
 * are left out of the precache (and the build fails if the code alone does not fit).
 */
export const precacheLimitBytes = 6 * 1000 * 1000;

const workerSource = path.join(path.dirname(fileURLToPath(import.meta.url)), "service-worker.ts");

export interface BuildServiceWorkerOptions {
  /** The build's client folder (build/client). */
  clientDir: string;
}

export interface ServiceWorkerSummary {
  /** Number of precached files. */
  count: number;
  /** Their total size in bytes, uncompressed. */
  bytes: number;
}

const toPosix = (file: string) => file.split(path.sep).join("/");

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/**
 * The addresses of the routes with one page each: a `*` never stands for one of them
 * ("/schedule/*" is every day's page, not /schedule/changes beside them).
 */
const fixedAddresses = new Set(routeEntries.filter(isFixedAddress).map((route) => route.path));

/** The concrete site paths an offline page pattern stands for ("/speakers/*" -> every speaker). */
export async function expandPagePattern(clientDir: string, pattern: string): Promise<string[]> {
  let paths = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment !== "*") {
      paths = paths.map((parent) => `${parent}/${segment}`);
      continue;
    }
    const children = await Promise.all(
      paths.map(async (parent) =>
        (await readdir(path.join(clientDir, parent), { withFileTypes: true }))
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${parent}/${entry.name}`)
          .filter((child) => !fixedAddresses.has(child)),
      ),
    );
    paths = children.flat();
  }
  return paths.map((sitePath) => sitePath || "/").sort();
}

/** The prerendered HTML of a page. */
export function pageHtml(sitePath: string): string {
  return sitePath === "/" ? "index.html" : `${sitePath.slice(1)}/index.html`;
}

/**
 * Site-relative image paths (`/images/...`) named in a page's HTML; not absolute URLs, and
 * not the resized copies (the worker answers those with the original offline).
 */
export function imagesNamedIn(text: string): string[] {
  const found = text.match(/(?<=["'(\s,=])\/images\/[\w./-]+?\.(?:avif|gif|jpe?g|png|svg|webp)/g);
  return [...new Set(found)].filter((image) => !image.startsWith(generatedImagesPrefix));
}

/** Bundles the worker with its Workbox modules into one classic script, `<outDir>/sw.js`. */
async function bundleWorker(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    publicDir: false,
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      minify: true,
      lib: { entry: workerSource, formats: ["iife"], name: "sw", fileName: () => "sw.js" },
    },
  });
  return path.join(outDir, "sw.js");
}

/** Workbox's own limit for one precached file; a larger page is left to the network. */
const largestPrecachedFile = 2 * 1024 * 1024;

const sizeOf = async (file: string) => (await stat(file)).size;

/** The code pages load (the page script, the programme's controls, the islands): always precached. */
async function codeBytes(clientDir: string): Promise<number> {
  const assets = await readdir(path.join(clientDir, "assets")).catch(() => [] as string[]);
  const sizes = await Promise.all(
    assets.map((name) => sizeOf(path.join(clientDir, "assets", name))),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * The offline pages and their images, in the order of `offlinePages`, as many as fit the
 * precache limit: a large event (a thousand speaker pages) keeps its first pages offline instead
 * of failing the build. A page above Workbox's per-file limit is left to the network.
 */
async function pagesThatFit(clientDir: string) {
  const templatedURLs: Record<string, string[]> = {};
  const images = new Set<string>();
  const leftOut: string[] = [];
  let total = (await codeBytes(clientDir)) + (await sizeOf(path.join(clientDir, notFoundDocument)));
  for (const pattern of offlinePages) {
    for (const sitePath of await expandPagePattern(clientDir, pattern)) {
      const html = pageHtml(sitePath);
      if (!(await isFile(path.join(clientDir, html)))) {
        throw new Error(`Offline page ${sitePath} has no prerendered ${html}.`);
      }
      const pageBytes = await sizeOf(path.join(clientDir, html));
      const text = await readFile(path.join(clientDir, html), "utf8");
      const newImages: string[] = [];
      for (const image of imagesNamedIn(text)) {
        const file = image.slice(1);
        if (!images.has(file) && (await isFile(path.join(clientDir, file)))) newImages.push(file);
      }
      const imageBytes = (
        await Promise.all(newImages.map((file) => sizeOf(path.join(clientDir, file))))
      ).reduce((sum, size) => sum + size, 0);
      if (pageBytes > largestPrecachedFile || total + pageBytes + imageBytes > precacheLimitBytes) {
        leftOut.push(sitePath);
        continue;
      }
      total += pageBytes + imageBytes;
      templatedURLs[sitePath] = [html];
      for (const file of newImages) images.add(file);
    }
  }
  return { templatedURLs, imageFiles: [...images].sort(), leftOut };
}

export async function buildServiceWorker({
  clientDir,
}: BuildServiceWorkerOptions): Promise<ServiceWorkerSummary> {
  // Pages are precached under their canonical address (/speakers/7), revisioned by their HTML.
  // (A templated URL's value must be a list of files: a plain string would be hashed as text.)
  const { templatedURLs, imageFiles, leftOut } = await pagesThatFit(clientDir);

  // The last line of defence: nothing of the private area may enter the precache.
  const refusePrivate: ManifestTransform = (manifest) => {
    const sitePath = (url: string) => new URL(url, "https://site.invalid/").pathname;
    const leaked = manifest.filter((entry) => isNeverCached(sitePath(entry.url)));
    if (leaked.length > 0) {
      throw new Error(`Private files in the precache: ${leaked.map((e) => e.url).join(", ")}`);
    }
    return { manifest };
  };

  const bundleDir = await mkdtemp(path.join(os.tmpdir(), "quillmere-sw-"));
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc: await bundleWorker(bundleDir),
      swDest: path.join(clientDir, "sw.js"),
      globDirectory: clientDir,
      globPatterns: [
        // The code pages load: the page script, the programme's controls and the islands, with
        // their lazy parts (Astro's assets/ holds nothing else).
        "assets/*",
        toPosix(notFoundDocument.slice(1)),
        ...imageFiles,
      ],
      templatedURLs,
      // Hashed file names are already unique: no revision, no cache-busting request.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [refusePrivate],
    });
    if (warnings.length > 0) throw new Error(`Service worker build: ${warnings.join("\n")}`);
    if (size > precacheLimitBytes) {
      throw new Error(
        `The offline precache is ${(size / 1e6).toFixed(2)} MB, over the ${precacheLimitBytes / 1e6} MB limit.`,
      );
    }
    console.log(
      `Offline: /sw.js precaches ${count} files (${(size / 1e6).toFixed(2)} MB): ` +
        `${Object.keys(templatedURLs).length} pages, ` +
        `${imageFiles.length} images, the assets and ${notFoundDocument}.`,
    );
    if (leftOut.length > 0) {
      console.log(
        `Offline: ${leftOut.length} pages did not fit the ${precacheLimitBytes / 1e6} MB precache and load from the network only (${leftOut.slice(0, 3).join(", ")}${leftOut.length > 3 ? ", ..." : ""}).`,
      );
    }
    return { count, bytes: size };
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}
