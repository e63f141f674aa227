// The site's build: Astro renders every page of site/pages/ to HTML at build time, with React for
// the components (docs/decisions/034-astro.md). A part of a page runs in the browser only through
// Astro's client directives; every other step of the build is an integration in integrations/.
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { contentPlugin } from "./content/vite-plugin.ts";
import { publicDirOf } from "./content/load/files.ts";
import { buildStepsIntegration } from "./integrations/build-steps.ts";
import { devServer } from "./integrations/dev-server.ts";
import { privateAreaPassword } from "./integrations/private-area-password.ts";
import { programmeHistoryCheck } from "./integrations/programme-history-check.ts";

export default defineConfig({
  srcDir: "./site",
  // Astro's build cache (the content collections' data store) beside the project, not in
  // node_modules/.astro: the tests' project copies share node_modules through a link, and two
  // builds side by side would read each other's content.
  cacheDir: "./.astro/build-cache",
  // The event's public/ (event/public/, or CONTENT_DIR's): its photos, logos and floor plans.
  publicDir: publicDirOf({}),
  outDir: `${process.env.BUILD_OUT ?? "build"}/client`,
  // Canonical addresses have no trailing slash; each page is <path>/index.html.
  trailingSlash: "ignore",
  build: {
    format: "directory",
    // Hashed files live under /assets/, which every host caches for a year (hosting/).
    assets: "assets",
    // The first paint needs the HTML alone (docs/decisions/014): each page carries its CSS.
    inlineStylesheets: "always",
  },
  // `npm run dev` and `npm run edit` serve at the address docs/editing.md gives, on this machine only.
  server: { port: 5173, host: "127.0.0.1" },
  // A visitor's copy of the site never talks to Astro's development toolbar or telemetry.
  devToolbar: { enabled: false },
  integrations: [
    privateAreaPassword(),
    programmeHistoryCheck(),
    react(),
    devServer(),
    buildStepsIntegration(),
  ],
  vite: {
    plugins: [contentPlugin()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            // Hashed names as hosts and tools know them (`assets/<name>-<hash>.js`); the layout's
            // script is the page script (site/page-script/page-script.ts), and is named so.
            output: {
              entryFileNames: ({ name }) =>
                `assets/${name.startsWith("page-layout.astro") ? "page-script" : name}-[hash].js`,
              chunkFileNames: "assets/[name]-[hash].js",
              assetFileNames: "assets/[name]-[hash][extname]",
            },
          },
        },
      },
    },
    build: {
      // The browsers Vite itself targets ("baseline widely available"): Astro's own default,
      // esnext, would drop the prefixes and fallbacks older phones still need from the CSS.
      cssTarget: ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"],
      // No source maps in the deployed folder: nothing private or internal leaks through them.
      sourcemap: false,
      // Scripts stay files of their own, cached across pages and covered by 'self' in the policy.
      assetsInlineLimit: 0,
    },
  },
});
