import { rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { articles, contributors } from "./content/journal.ts";
import { speakers } from "./content/speakers.ts";

/** The prerendered path that becomes the site-wide not-found page, build/client/404.html. */
const notFoundPath = "/404";

export default {
  ssr: false,
  // BUILD_OUT lets parallel builds (and tests) write elsewhere; deploys use the default, build/.
  buildDirectory: process.env.BUILD_OUT ?? "build",
  // Every known URL gets its own HTML file (decisions.md, 1). Static routes come from the route
  // config; dynamic ones from the content.
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      ...speakers.map((speaker) => `/speakers/${speaker.id}`),
      ...articles.map((article) => `/community/${article.slug}`),
      ...contributors.map((contributor) => `/contributor/${contributor.id}`),
      notFoundPath,
    ];
  },
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    // Build-only code, loaded here so it never reaches a browser bundle.
    const { buildPrivateArea } = await import("./scripts/private-data/build-private-area.ts");
    const { writeScheduleFiles } =
      await import("./scripts/schedule-exports/write-schedule-files.ts");
    const { writeResponsiveImages } = await import("./scripts/images/responsive-images.ts");
    await writeScheduleFiles(client);
    // Every photo in the sizes and formats <ResponsiveImage> names (docs/decisions/012).
    await writeResponsiveImages({
      publicDir: path.resolve("public"),
      clientDir: client,
      cacheDir: path.resolve("node_modules/.cache/quillmere-images"),
    });
    await buildPrivateArea({
      clientDir: client,
      cacheDir: path.resolve("node_modules/.cache/quillmere-graphics"),
    });
    // 404.html at the root is the name static hosts (and our own server) look for.
    await rename(path.join(client, "404", "index.html"), path.join(client, "404.html"));
    await rm(path.join(client, "404"), { recursive: true, force: true });
    // CSP hashes of the finished HTML, _headers, _redirects, sitemap.xml, robots.txt.
    const { writeDeployFiles } = await import("./scripts/deploy/write-deploy-files.ts");
    await writeDeployFiles({ clientDir: client });
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
