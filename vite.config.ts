/// <reference types="vitest/config" />
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { allContent } from "./content/all-content.ts";
import { checkContent, formatProblems } from "./content/validate.ts";

/** Fails the build (and the dev server start) when the content breaks a rule. */
function contentCheck(): Plugin {
  return {
    name: "quillmere:content-check",
    buildStart() {
      const problems = checkContent(allContent, { publicDir: path.resolve("public") });
      if (problems.length > 0) this.error(formatProblems(problems));
    },
  };
}

export default defineConfig({
  plugins: [contentCheck(), !process.env.VITEST && reactRouter()],
  build: {
    // No source maps in the deployed folder: nothing private or internal leaks through them.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The site's small shared modules (layout pieces, UI parts, settings) as one chunk: a
        // dozen files of a few hundred bytes each cost more (request and gzip overhead) than the
        // few bytes a page might not use.
        codeSplitting: {
          groups: [
            { name: "site-shared", test: /[\\/]app[\\/]shared[\\/]|[\\/]content[\\/]settings\.ts/ },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
    ],
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
  },
});
