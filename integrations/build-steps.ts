// What the build writes besides the pages, once Astro has rendered every page (its
// `astro:build:done` hook), as one ordered list of named steps, each with its why. The order
// matters: build-steps.test.ts checks the rules each step's "why" names. The modules are imported
// statically: Astro loads its configuration through a module runner that is closed by the time a
// hook runs, so a hook cannot import a TypeScript module of its own.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { publicDirOf } from "../content/load/files.ts";
import { writeHistoryFiles } from "./schedule-exports/write-history-files.ts";
import { writeScheduleFiles } from "./schedule-exports/write-schedule-files.ts";
import { writeResponsiveImages } from "./images/responsive-images.ts";
import { buildPrivateArea } from "./private-data/build-private-area.ts";
import { privatePlaintextDir } from "./private-data/plaintext-dir.ts";
import { writeShareCards } from "./share-cards/write-share-cards.ts";
import { buildSearchIndex } from "./search/build-search-index.ts";
import { writeDeployFiles } from "./deploy/write-deploy-files.ts";
import { loadPageScripts } from "./page-script/page-script-loader.ts";
import { buildServiceWorker } from "./offline/build-service-worker.ts";
import * as editor from "../tools/organisers/editor/editor-site.ts";

export interface BuildStep {
  name: string;
  /** Why the step is there, and why at its place. */
  why: string;
  run(outDir: string): Promise<void>;
}

const cacheDir = (name: string) => path.resolve("node_modules/.cache", name);

export const buildSteps: readonly BuildStep[] = [
  {
    name: "schedule files",
    why: "schedule.json and the calendars, for calendar and conference apps; the programme's changes as a feed and as data (docs/decisions/040).",
    async run(outDir) {
      await writeScheduleFiles(outDir);
      await writeHistoryFiles(outDir);
    },
  },
  {
    name: "responsive images",
    why: "Every photo in the sizes and formats <ResponsiveImage> names (docs/decisions/012).",
    async run(outDir) {
      await writeResponsiveImages({
        publicDir: publicDirOf({}),
        clientDir: outDir,
        cacheDir: cacheDir("quillmere-images"),
      });
    },
  },
  {
    name: "private area",
    why: "The private datasets and graphics, encrypted (docs/decisions/006 and 024).",
    async run(outDir) {
      await buildPrivateArea({
        clientDir: outDir,
        cacheDir: cacheDir("quillmere-graphics"),
        plaintextDir: privatePlaintextDir(outDir),
      });
    },
  },
  {
    name: "share cards",
    why: "One share card per public page, at the address its og:image names (page-meta.ts).",
    async run(outDir) {
      const started = performance.now();
      const cards = await writeShareCards({
        clientDir: outDir,
        cacheDir: cacheDir("quillmere-share-cards"),
      });
      console.log(
        `Share cards: ${cards.cards.length} (${cards.rendered} rendered, ${cards.reused} from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  },
  {
    name: "search index",
    why: "Once the pages are written, before the service worker, which must not precache it: the index /search loads when a visitor searches (docs/decisions/043).",
    async run(outDir) {
      const started = performance.now();
      const { pages, byKind } = await buildSearchIndex({ clientDir: outDir });
      const kinds = Object.entries(byKind).map(([kind, count]) => `${count} ${kind}`);
      console.log(
        `Search index: ${pages} pages (${kinds.join(", ")}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  },
  {
    name: "page script loading",
    why: "Each page asks for its page script after its first paint, or at once with preloads if the script changes it before it is seen (docs/decisions/048); before the deploy files, whose CSP hashes each finished page.",
    async run(outDir) {
      const { afterPaint, atOnce, chunks } = await loadPageScripts(outDir);
      console.log(
        `Page script: after the first paint on ${afterPaint} pages, at once on ${atOnce}; ${chunks.length} chunks beside it.`,
      );
    },
  },
  {
    name: "deploy files",
    why: "After every page is final: each page's CSP <meta> (with the hashes of its finished inline code), _headers, _redirects, sitemap.xml, robots.txt.",
    async run(outDir) {
      await writeDeployFiles({ clientDir: outDir });
    },
  },
  {
    name: "service worker",
    why: "After every file it lists: the service worker's precache lists (and hashes) the files written above.",
    async run(outDir) {
      // While the site moves to Astro, a build of the pages ported so far has no worker.
      if (process.env.ASTRO_PORT_PARTIAL)
        return console.log("Service worker: skipped (ASTRO_PORT_PARTIAL).");
      await buildServiceWorker({ clientDir: outDir });
    },
  },
  {
    name: "content editor",
    why: "Last: the content editor at /admin is a page of its own, outside the sitemap, the CSP hashes and the precache (docs/decisions/017).",
    async run(outDir) {
      console.log(
        `Content editor: /admin, ${await editor.writeEditor({ clientDir: outDir })} files.`,
      );
    },
  },
];

/** The integration that runs the steps, in their order, on the finished output folder. */
export function buildStepsIntegration(steps = buildSteps): AstroIntegration {
  return {
    name: "quillmere:build-steps",
    hooks: {
      async "astro:build:done"({ dir }) {
        const outDir = fileURLToPath(dir);
        for (const step of steps) await step.run(outDir);
      },
    },
  };
}
