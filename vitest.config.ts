// The unit tests' configuration (the site's build is astro.config.ts): the content's YAML imports
// resolve as in the build, through the same plugin.
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./content/vite-plugin.ts";
import { filesThatMockModules } from "./vitest-isolation.ts";

const browserTests = ["site/**/*.test.{ts,tsx}"];
const nodeTests = [
  "content/**/*.test.ts",
  "hosting/**/*.test.ts",
  "integrations/**/*.test.ts",
  "tools/**/*.test.ts",
  "server/**/*.test.ts",
];
const mockingTests = filesThatMockModules(import.meta.dirname, [
  "content",
  "hosting",
  "integrations",
  "server",
  "site",
  "tools",
]);

const isBrowserCode = (file: string) => file.startsWith("site/");

export default defineConfig({
  plugins: [contentPlugin()],
  test: {
    // Above a findBy…'s 5 s (site/test/setup.ts): on two busy cores, a test that loads a part
    // on demand took up to 6 s, over Vitest's default 5 s, without anything being wrong.
    testTimeout: 15_000,
    // One worker a core: Vitest's default leaves one core out (for a watching editor), which on
    // two cores ran the files one at a time: 97 s instead of 58 s.
    maxWorkers: "100%",
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
          setupFiles: ["./site/test/setup.ts"],
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
          setupFiles: ["./site/test/setup.ts"],
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
