import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import astro from "eslint-plugin-astro";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Code that runs only at build time (validation, zod, Node APIs) must never reach the browser.
// Patterns are gitignore-style, where a leading # starts a comment: "\\#content/..." is the
// import alias #content/... (unescaped, those patterns matched nothing).
const buildOnlyImports = [
  { group: ["zod", "node:*", "fs", "path"], message: "Build-only: not allowed in browser code." },
  {
    group: [
      "\\#content/checks/*",
      "\\#content/problems*",
      "**/content/checks/*",
      "**/content/problems*",
    ],
    message: "Build-only content validation: not allowed in browser code.",
  },
  {
    group: [
      "\\#content/*.yml",
      "!\\#content/settings.yml",
      "!\\#content/home.yml",
      "\\#content/*/**/*.yml",
      "\\#content/**/*.md",
      "**/content/**/*.yml",
      "**/content/**/*.md",
    ],
    message:
      "Content data: read it from the content collections in a page's frontmatter (site/page-data/content.ts). Only #content/settings.yml and #content/home.yml are browser modules.",
  },
  {
    group: ["**/private-content/**"],
    message: "Private plaintext: only the build reads it; the browser gets it encrypted.",
  },
  {
    // clock-time.ts and web-url.ts have no zod: the grid counts minutes with the one, and the
    // register page checks its address with the other, the content check's own rule.
    group: [
      "\\#content/schema/*",
      "**/content/schema/*",
      "!\\#content/schema/clock-time.ts",
      "!\\#content/schema/web-url.ts",
    ],
    allowTypeImports: true,
    message: "Import only types from the schemas; zod must not reach the browser bundle.",
  },
];

// The content reader (content/checked-content.ts, which reads with content/load/ and checks)
// reads files with Node fs and validates with zod: the pages use it at build time, in their
// frontmatter (site/pages/, site/page-data/), which never reaches the browser; features and shared
// code never import it, nor the modules that serve its data to Vite and Node (vite-plugin.ts,
// *-module.ts).
const contentReader = {
  group: [
    "\\#content/load/*",
    "\\#content/checked-content*",
    "\\#content/vite-plugin*",
    "\\#content/*-module*",
    "**/content/load/*",
    "**/content/checked-content*",
    "**/content/vite-plugin*",
    "**/content/*-module*",
  ],
  message: "Build-only content reader: use it in a page's frontmatter and pass the data on.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "reports/",
      // wrangler dev's bundles and state (docs/deploy.md, "Cloudflare").
      "**/.wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  // Astro's route and layout files (site/pages/, site/layouts/): their frontmatter runs at build
  // time; their markup is checked for accessibility like the components'.
  ...astro.configs.recommended,
  ...astro.configs["jsx-a11y-recommended"],
  // Browser code (site/ and the page script) never imports build-only code. The layers (shared ->
  // features -> islands -> site's pages, no feature importing another) are `npm run check:deps`'s
  // (.dependency-cruiser.js), which also sees relative imports.
  {
    files: ["site/**/*.{ts,tsx}"],
    // site/page-data/ runs at build time, in the pages' frontmatter; site/content.config.ts is
    // Astro's content configuration, which runs at build time only.
    ignores: [
      "site/**/*.test.{ts,tsx}",
      "site/**/*.test-support.{ts,tsx}",
      "site/test/**",
      "site/page-data/**",
      "site/content.config.ts",
    ],
    rules: { "no-restricted-imports": ["error", { patterns: buildOnlyImports }] },
  },
  {
    // Shared code, features and islands are browser code that gets its data as props from its
    // page (site/pages/), never from the content reader.
    files: [
      "site/shared/**/*.{ts,tsx}",
      "site/features/**/*.{ts,tsx}",
      "site/islands/**/*.{ts,tsx}",
    ],
    ignores: ["site/**/*.test.{ts,tsx}", "site/**/*.test-support.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...buildOnlyImports, contentReader] }],
    },
  },
  prettier,
);
