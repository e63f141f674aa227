// `npm run check:dead-code`: files, exports and dependencies nothing uses (knip). Knip finds most
// entry points itself, from package.json's scripts and its plugins: Astro (astro.config.ts and
// site/pages/), Vitest (vitest.config.ts and its tests), Playwright (e2e/), ESLint.
// What it cannot see is listed here, each with what uses it.
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // Named by site/layouts/page-layout.astro in a <script src>, which Astro bundles.
    "site/page-script/page-script.ts",
    // The offline worker, bundled by integrations/offline/build-service-worker.ts.
    "integrations/offline/service-worker.ts",
    // A worker thread's module, loaded by render-worker.mjs through tsx's tsImport().
    "integrations/graphics/render-worker.ts",
    // The editor page's classic scripts (tools/organisers/editor/editor-site.ts): each is bundled
    // on its own and used through a global (QuillmereEditorWidgets.registerEditorWidgets, ...).
    "tools/organisers/editor/{react-globals,editor-widgets,upload-guard}.ts",
    "tools/organisers/editor/start-editor.js",
    // The agenda feed's entries on hosts: the Cloudflare Worker (named by deploy/wrangler.jsonc's
    // "main", bundled by wrangler) and Netlify's edge function (found by Netlify in its folder).
    "hosting/cloudflare/worker.ts",
    "netlify/edge-functions/*.ts",
    // Run by hand (README.md, "Editing content").
    "tools/organisers/draw-placeholder-art.ts",
  ],
  // An export its own module uses is not dead code, only exported.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Used by path, not by import: the font files (integrations/graphics/render.ts), Decap's
    // browser bundle (tools/organisers/editor/editor-site.ts) and its local backend
    // (tools/organisers/editor/local-backend.ts).
    "@fontsource/inter",
    "decap-cms-app",
    "decap-server",
    // Not listed on purpose: workbox-build brings them in at its own exact versions, and the
    // offline worker (integrations/offline/service-worker.ts) must use those, the ones it injects
    // into.
    "workbox-core",
    "workbox-precaching",
    "workbox-routing",
    "workbox-strategies",
    // Types only (tools/organisers/import-schedule/repairs.ts), from @types/hast, which the
    // hast-util-* packages bring in.
    "hast",
  ],
  // Debian's package manager: tools/shared/find-chromium.ts and
  // integrations/deploy/nginx-server.ts install Chromium and nginx with it when they run as root
  // on Debian.
  ignoreBinaries: ["apt-get"],
};

export default config;
