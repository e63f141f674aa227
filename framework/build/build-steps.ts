// Build-only: what the build does to the client folder once React Router has prerendered every
// page (its `buildEnd`, react-router.config.ts), as one ordered list (framework/README.md). Each
// step loads its module when it runs, by a dynamic import, so build-only code (sharp, workbox,
// satori, Node APIs) never reaches a browser bundle. The order matters: build-steps.test.ts
// checks the rules each step's "why" names.
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import { routeManifest } from "../../app/shared/routes/route-manifest.ts";
import { publicDirOf } from "../../content/load/files.ts";

export interface BuildContext {
  /** React Router's build folder, where the client folder is built. */
  buildDirectory: string;
  /** A BUILD_OUT outside the project, which gets the finished build at the end (build-out.ts). */
  stagedFor?: string | null;
}

export interface BuildStep {
  name: string;
  /** Why the step is there, and why at its place. */
  why: string;
  run(clientDir: string, context: BuildContext): Promise<void>;
}

export const buildSteps: readonly BuildStep[] = [
  {
    name: "route data",
    why: "First: React Router's route data (<page>.data) serves client-side navigation, which the site does not do, and holds fields no page shows; nothing after this step may list it.",
    async run(clientDir) {
      const { removeRouteDataFiles } = await import("./route-data-files.ts");
      console.log(
        `Route data: ${(await removeRouteDataFiles(clientDir)).length} .data files removed.`,
      );
    },
  },
  {
    name: "schedule files",
    why: "schedule.json and the calendars, for calendar and conference apps.",
    async run(clientDir) {
      const { writeScheduleFiles } =
        await import("../../scripts/build/schedule-exports/write-schedule-files.ts");
      await writeScheduleFiles(clientDir);
    },
  },
  {
    name: "responsive images",
    why: "Every photo in the sizes and formats <ResponsiveImage> names (docs/decisions/012).",
    async run(clientDir) {
      const { writeResponsiveImages } =
        await import("../../scripts/build/images/responsive-images.ts");
      await writeResponsiveImages({
        publicDir: publicDirOf({}),
        clientDir,
        cacheDir: path.resolve("node_modules/.cache/quillmere-images"),
      });
    },
  },
  {
    name: "private area",
    why: "The private datasets and graphics, encrypted (docs/decisions/006 and 024).",
    async run(clientDir, { buildDirectory, stagedFor }: BuildContext) {
      const { buildPrivateArea } =
        await import("../../scripts/build/private-data/build-private-area.ts");
      const { privatePlaintextDir } =
        await import("../../scripts/build/private-data/plaintext-dir.ts");
      await buildPrivateArea({
        clientDir,
        cacheDir: path.resolve("node_modules/.cache/quillmere-graphics"),
        // Named after the client folder the build ends up in, where the tests look for it.
        plaintextDir: privatePlaintextDir(
          path.join(stagedFor ?? path.resolve(buildDirectory), "client"),
        ),
      });
    },
  },
  {
    name: "404 page",
    why: "404.html at the root is the name static hosts (and our own server) look for.",
    async run(clientDir) {
      const notFoundDir = path.join(clientDir, routeManifest.notFound.prerenderedAt);
      await rename(path.join(notFoundDir, "index.html"), path.join(clientDir, "404.html"));
      await rm(notFoundDir, { recursive: true, force: true });
    },
  },
  {
    name: "share cards",
    why: "One share card per public page, at the address its og:image names (page-meta.ts).",
    async run(clientDir) {
      const { writeShareCards } =
        await import("../../scripts/build/share-cards/write-share-cards.ts");
      const started = performance.now();
      const cards = await writeShareCards({
        clientDir,
        cacheDir: path.resolve("node_modules/.cache/quillmere-share-cards"),
      });
      console.log(
        `Share cards: ${cards.cards.length} (${cards.rendered} rendered, ${cards.reused} from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  },
  {
    name: "critical path",
    why: "The first paint needs only the HTML: CSS inlined (before the CSP hashes, so the new inline <style> gets its own).",
    async run(clientDir) {
      const { optimiseCriticalPath } =
        await import("../../scripts/build/performance/critical-path.ts");
      console.log(
        `Critical path: ${await optimiseCriticalPath(clientDir)} pages paint from their HTML alone.`,
      );
    },
  },
  {
    name: "deploy files",
    why: "Each page's CSP <meta> (with the hashes of its finished inline code), _headers, _redirects, sitemap.xml, robots.txt.",
    async run(clientDir) {
      const { writeDeployFiles } = await import("../../scripts/build/deploy/write-deploy-files.ts");
      await writeDeployFiles({ clientDir });
    },
  },
  {
    name: "service worker",
    why: "After every file it lists: the service worker's precache lists (and hashes) the files written above.",
    async run(clientDir) {
      const { buildServiceWorker } =
        await import("../../scripts/build/offline/build-service-worker.ts");
      await buildServiceWorker({ clientDir });
    },
  },
  {
    name: "content editor",
    why: "After everything that lists the pages: the content editor at /admin is a page of its own, outside the sitemap, the CSP hashes and the precache (docs/decisions/017).",
    async run(clientDir) {
      const editor = await import("../../scripts/organisers/editor/editor-site.ts");
      console.log(`Content editor: /admin, ${await editor.writeEditor({ clientDir })} files.`);
    },
  },
  {
    name: "move build",
    why: "Last of all: a BUILD_OUT outside the project gets the finished build.",
    async run(_clientDir: string, { buildDirectory, stagedFor }: BuildContext) {
      if (!stagedFor) return;
      const { moveBuild } = await import("./build-out.ts");
      await moveBuild(buildDirectory, stagedFor);
      console.log(`Build folder: ${stagedFor} (built in ${buildDirectory}).`);
    },
  },
];

/** Runs the steps in their order on the build's client folder. */
export async function runBuildSteps(context: BuildContext, steps = buildSteps): Promise<void> {
  const clientDir = path.join(context.buildDirectory, "client");
  for (const step of steps) await step.run(clientDir, context);
}
