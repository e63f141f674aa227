/// <reference types="vitest/config" />
import { readFile } from "node:fs/promises";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { publicDirOf } from "./content/load/files.ts";
import { contentPlugin } from "./content/vite-plugin.ts";
import { islandsPlugin } from "./framework/build/islands-plugin.ts";
import { pageScriptPlugin } from "./framework/build/page-script-plugin.ts";
import { privateAreaPasswordCheck } from "./scripts/build/private-data/password-check-plugin.ts";
import { filesThatMockModules } from "./vitest-isolation.ts";

const browserTests = [
  "app/**/*.test.{ts,tsx}",
  "framework/islands/**/*.test.{ts,tsx}",
  "site/**/*.test.{ts,tsx}",
];
const nodeTests = [
  "content/**/*.test.ts",
  "framework/build/**/*.test.ts",
  "hosting/**/*.test.ts",
  "integrations/**/*.test.ts",
  "scripts/**/*.test.ts",
  "server/**/*.test.ts",
];
const mockingTests = filesThatMockModules(import.meta.dirname, [
  "app",
  "content",
  "hosting",
  "integrations",
  "scripts",
  "server",
  "site",
]);

const isBrowserCode = (file: string) =>
  file.startsWith("app/") || file.startsWith("framework/islands/") || file.startsWith("site/");

/**
 * The dev server makes the generated image sizes on request (the build writes them all in
 * react-router.config.ts), so <ResponsiveImage> works in development too.
 */
function responsiveImagesInDev(): Plugin {
  return {
    name: "quillmere:responsive-images-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const sitePath = req.url?.split("?")[0] ?? "";
        if (!sitePath.startsWith("/images/generated/")) return next();
        try {
          // Loaded on first use: sharp stays out of the config that Vitest also reads.
          const { encodeVariant, findVariant } =
            await import("./scripts/build/images/responsive-images.ts");
          const variant = await findVariant(publicDirOf({}), sitePath);
          if (!variant) return next();
          const { bytes } = await encodeVariant(
            await readFile(variant.sourceFile),
            variant.width,
            variant.format,
            path.resolve("node_modules/.cache/quillmere-images"),
          );
          res.setHeader("Content-Type", `image/${variant.format}`);
          res.end(bytes);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * The content editor (/admin, docs/decisions/017) in development: its page, Decap's bundle from
 * node_modules and a configuration with the local backend (decap-server, `npm run edit`).
 */
function editorInDev(): Plugin {
  return {
    name: "quillmere:editor-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!/^\/admin(\/|$|\?)/.test(req.url ?? "")) return next();
        // Loaded on first use, like the images above.
        const { editorDevServer } = await import("./scripts/organisers/editor/editor-site.ts");
        const url = process.env.DECAP_LOCAL_URL;
        editorDevServer({ local: url ? { url } : true })(req, res, next);
      });
    },
  };
}

export default defineConfig({
  // CONTENT_DIR (another event's content) brings its own public/ with its photos and plans.
  publicDir: publicDirOf({}),
  plugins: [
    // First: a build without a strong PRIVATE_AREA_PASSWORD stops before it starts.
    privateAreaPasswordCheck(),
    contentPlugin(),
    responsiveImagesInDev(),
    editorInDev(),
    !process.env.VITEST && pageScriptPlugin(),
    // Also under Vitest, which only needs the islands' names (no bundle is built there).
    islandsPlugin(),
    !process.env.VITEST && reactRouter(),
  ],
  build: {
    // No source maps in the deployed folder: nothing private or internal leaks through them.
    sourcemap: false,
  },
  test: {
    restoreMocks: true,
    // The browser code's tests get a DOM; the build's, the server's and the content's run in plain
    // Node, which starts several times faster per file than jsdom. A Node-side test that needs a
    // DOM says so with `// @vitest-environment jsdom`. Files share a worker's modules and DOM
    // (vitest-isolation.ts), except those that mock a module.
    projects: [
      {
        extends: true,
        test: {
          name: "browser code",
          environment: "jsdom",
          include: browserTests,
          exclude: mockingTests,
          setupFiles: ["./app/test/setup.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "build and server",
          environment: "node",
          include: nodeTests,
          exclude: mockingTests,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "browser code, isolated",
          environment: "jsdom",
          include: mockingTests.filter(isBrowserCode),
          setupFiles: ["./app/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "build and server, isolated",
          environment: "node",
          include: mockingTests.filter((file) => !isBrowserCode(file)),
        },
      },
    ],
  },
});
