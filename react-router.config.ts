import { rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { routeManifest } from "./app/shared/routes/route-manifest.ts";
import { loadContent } from "./content/checked-content.ts";
import { publicDirOf } from "./content/load/files.ts";
import { moveBuild, resolveBuildOut } from "./framework/build/build-out.ts";
import { sitePages } from "./framework/build/route-pages.ts";

const { buildDirectory, stagedFor } = resolveBuildOut();

export default {
  ssr: false,
  buildDirectory,
  // Every known URL gets its own HTML file (docs/product/decisions.md §1): each route of the
  // manifest, a dynamic one once per entry of the content, and the not-found page once (moved to
  // 404.html below).
  async prerender() {
    return sitePages(loadContent()).map((page) => page.path);
  },
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    // First: React Router's route data (<page>.data) serves client-side navigation, which the site
    // does not do, and holds fields no page shows; nothing after this step may list it.
    const { removeRouteDataFiles } = await import("./framework/build/route-data-files.ts");
    console.log(`Route data: ${(await removeRouteDataFiles(client)).length} .data files removed.`);
    // Build-only code, loaded here so it never reaches a browser bundle.
    const { buildPrivateArea } = await import("./scripts/private-data/build-private-area.ts");
    const { writeScheduleFiles } =
      await import("./scripts/schedule-exports/write-schedule-files.ts");
    const { writeResponsiveImages } = await import("./scripts/images/responsive-images.ts");
    await writeScheduleFiles(client);
    // Every photo in the sizes and formats <ResponsiveImage> names (docs/decisions/012).
    await writeResponsiveImages({
      publicDir: publicDirOf({}),
      clientDir: client,
      cacheDir: path.resolve("node_modules/.cache/quillmere-images"),
    });
    const { privatePlaintextDir } = await import("./scripts/private-data/plaintext-dir.ts");
    await buildPrivateArea({
      clientDir: client,
      cacheDir: path.resolve("node_modules/.cache/quillmere-graphics"),
      // Named after the client folder the build ends up in, where the tests look for it.
      plaintextDir: privatePlaintextDir(
        path.join(stagedFor ?? path.resolve(reactRouterConfig.buildDirectory), "client"),
      ),
    });
    // 404.html at the root is the name static hosts (and our own server) look for.
    const notFoundDir = path.join(client, routeManifest.notFound.prerenderedAt);
    await rename(path.join(notFoundDir, "index.html"), path.join(client, "404.html"));
    await rm(notFoundDir, { recursive: true, force: true });
    // One share card per public page, at the address its og:image names (page-meta.ts).
    const { writeShareCards } = await import("./scripts/share-cards/write-share-cards.ts");
    const started = performance.now();
    const cards = await writeShareCards({
      clientDir: client,
      cacheDir: path.resolve("node_modules/.cache/quillmere-share-cards"),
    });
    console.log(
      `Share cards: ${cards.cards.length} (${cards.rendered} rendered, ${cards.reused} from the cache) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // The first paint needs only the HTML: CSS inlined (before the CSP hashes, so the new inline
    // <style> gets its own).
    const { optimiseCriticalPath } = await import("./scripts/performance/critical-path.ts");
    console.log(
      `Critical path: ${await optimiseCriticalPath(client)} pages paint from their HTML alone.`,
    );
    // Each page's CSP <meta> (with the hashes of its finished inline code), _headers,
    // _redirects, sitemap.xml, robots.txt.
    const { writeDeployFiles } = await import("./scripts/deploy/write-deploy-files.ts");
    await writeDeployFiles({ clientDir: client });
    // Last: the service worker's precache lists (and hashes) the files written above.
    const { buildServiceWorker } = await import("./scripts/offline/build-service-worker.ts");
    await buildServiceWorker({ clientDir: client });
    // After everything that lists the pages: the content editor at /admin is a page of its own,
    // outside the sitemap, the CSP hashes and the precache (docs/decisions/017).
    const { writeEditor } = await import("./scripts/admin/editor-site.ts");
    console.log(`Content editor: /admin, ${await writeEditor({ clientDir: client })} files.`);
    // Last of all: a BUILD_OUT outside the project gets the finished build.
    if (stagedFor) {
      await moveBuild(reactRouterConfig.buildDirectory, stagedFor);
      console.log(`Build folder: ${stagedFor} (built in ${reactRouterConfig.buildDirectory}).`);
    }
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
