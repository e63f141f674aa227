import type { Config } from "@react-router/dev/config";
import { loadContent } from "./content/checked-content.ts";
import { resolveBuildOut } from "./framework/build/build-out.ts";
import { runBuildSteps } from "./framework/build/build-steps.ts";
import { sitePages } from "./framework/build/route-pages.ts";

const { buildDirectory, stagedFor } = resolveBuildOut();

export default {
  ssr: false,
  buildDirectory,
  // Every known URL gets its own HTML file (docs/product/decisions.md §1): each route of the
  // manifest, a dynamic one once per entry of the content, and the not-found page once (moved to
  // 404.html by the build steps).
  async prerender() {
    return sitePages(loadContent()).map((page) => page.path);
  },
  // What the build does once every page is prerendered, in order (framework/build/build-steps.ts).
  async buildEnd({ reactRouterConfig }) {
    await runBuildSteps({ buildDirectory: reactRouterConfig.buildDirectory, stagedFor });
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
