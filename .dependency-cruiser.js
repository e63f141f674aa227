// `npm run check:deps`: the rules every import in the project keeps (docs/decisions/026). It reads
// the whole tree (site, integrations, tools, content, hosting, server, e2e and the config
// files) and counts type-only imports too (tsPreCompilationDeps), because a cycle of types is still a cycle of ownership.

/** The content's reader, checks and the module that composes them (content/checked-content.ts). */
const contentRules = [
  {
    name: "content-reader-only-reads",
    comment:
      "content/load/ reads the data files: it may use the schemas, the layer's types and the problem helpers, never the checks or the modules that use the checked content.",
    severity: "error",
    from: { path: "^content/load/", pathNot: "\\.test\\.tsx?$" },
    to: {
      path: "^content/",
      pathNot: "^content/(load/|schema/|content-types\\.ts$|problems\\.ts$)",
    },
  },
  {
    name: "content-checks-only-check",
    comment:
      "content/checks/ checks what the reader read: it may use the schemas, the layer's types and the problem helpers, never the reader or the modules that use the checked content.",
    severity: "error",
    from: { path: "^content/checks/", pathNot: "\\.test\\.tsx?$" },
    to: {
      path: "^content/",
      pathNot: "^content/(checks/|schema/|content-types\\.ts$|problems\\.ts$)",
    },
  },
  {
    name: "content-through-checked-content",
    comment:
      "Outside content/, content is read and checked through content/checked-content.ts. Allowed directly: load/files.ts (paths, and raw files for the editor and its test), load/content-files.ts (which file holds which collection, for the editor) and checks/media-types.ts (which the editor's upload guard shares).",
    severity: "error",
    from: { pathNot: "^content/" },
    to: {
      path: "^content/(load|checks)/",
      pathNot: "^content/(load/files|load/content-files|checks/media-types)\\.ts$",
    },
  },
];

/** Imports flow one way in site/: shared -> features -> islands -> pages and layouts. */
const appLayerRules = [
  {
    name: "shared-not-to-features-islands",
    comment: "site/shared is for everything in site/: it depends on no feature or island.",
    severity: "error",
    from: { path: "^site/shared/" },
    to: { path: "^site/(features|islands)/" },
  },
  {
    name: "feature-not-to-islands",
    comment: "A feature is composed by islands and pages; it imports no island.",
    severity: "error",
    from: { path: "^site/features/" },
    to: { path: "^site/islands/" },
  },
  {
    name: "feature-not-to-other-feature",
    comment: "A feature imports shared code and its own files, never another feature.",
    severity: "error",
    from: { path: "^site/features/([^/]+)/" },
    to: { path: "^site/features/", pathNot: "^site/features/$1/" },
  },
  {
    name: "components-not-to-pages",
    comment:
      "site/pages/, site/layouts/ and site/page-data/ (Astro's pages and their build-time data) compose the components: no component, island or page-script module imports them back.",
    severity: "error",
    from: { path: "^site/(shared|features|islands|page-script|styles|test)/" },
    to: { path: "^site/(pages|layouts|page-data)/" },
  },
];

/** Build-time code (integrations/) shares plain modules with the site, never its components. */
const integrationRules = [
  {
    name: "integrations-not-to-components",
    comment:
      "integrations/ runs at build time in Node, after Astro has rendered the pages: it may share plain modules with the site (formats, paths, the envelope), never a component, an island, a page or the page script.",
    severity: "error",
    from: { path: "^integrations/" },
    to: { path: "^site/((islands|pages|layouts|page-script)/|.*\\.tsx$)" },
  },
];

/**
 * Outside site/, by who uses the code (tools/README.md): hosting/ is what any host of the built
 * site must do, read by the build, the local server and the tests; server/ is the local Node server
 * only; e2e/ is the end-to-end tests and their harness.
 */
const hostingRules = [
  {
    name: "hosting-at-the-bottom",
    comment:
      "hosting/ (headers, CSP, the editor's path, the agenda feed) is read by the build, the local server, the hosts' functions and the tests: it imports only itself, the route manifest (site/shared/routes/) and, for the agenda feed, the plain modules of the agenda's format (its code, its calendar merge, the file paths), never the build, the server or a script. Its tests may set up with them.",
    severity: "error",
    from: { path: "^hosting/", pathNot: "\\.test\\.tsx?$" },
    to: {
      path: "^(site|integrations|tools|content|server|e2e|netlify)/",
      pathNot:
        "^site/shared/routes/|^site/features/schedule/(agenda-link/agenda-code|agenda-calendar|schedule-file-paths)\\.ts$",
    },
  },
  {
    name: "host-functions-are-thin",
    comment:
      "netlify/ holds a host's entry to the agenda feed: it imports the handler in hosting/ and nothing else of ours, so that it is the same module everywhere.",
    severity: "error",
    from: { path: "^netlify/" },
    to: { path: "^(site|integrations|tools|content|server|e2e)/" },
  },
  {
    name: "server-not-to-scripts",
    comment:
      "server/ is the local Node server: it serves a build and builds nothing, so it imports no script and no test harness (what it shares with the build is in hosting/).",
    severity: "error",
    from: { path: "^server/" },
    to: { path: "^(tools|e2e|integrations)/" },
  },
  {
    name: "only-runners-import-the-server",
    comment:
      "The build reads hosting/, never server/. Only what runs the local server imports it: `npm start` (tools/organisers/start.ts), the benches, the end-to-end tests and unit tests (the agenda feed's runs it beside the Worker).",
    severity: "error",
    from: {
      pathNot: "^(server/|e2e/|tools/bench/|tools/organisers/start\\.ts$)|\\.test\\.tsx?$",
    },
    to: { path: "^server/" },
  },
  {
    name: "only-tests-import-e2e",
    comment:
      "e2e/ (the end-to-end tests, their support and harness) is test code: only tests import it (a unit test may use e2e/harness/test-support/). Code more than one group runs is in tools/shared/.",
    severity: "error",
    from: { pathNot: "^e2e/|\\.test\\.tsx?$" },
    to: { path: "^e2e/" },
  },
];

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "No import cycle anywhere, type-only imports included: split the shared part into a module both sides import.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...contentRules,
    ...appLayerRules,
    ...integrationRules,
    ...hostingRules,
  ],
  options: {
    // Packages are not followed: the rules are about the project's own modules.
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "^(build|build-[^/]+|\\.astro|test-results|playwright-report|reports)/",
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
