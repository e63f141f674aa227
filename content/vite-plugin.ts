// Build-only: the Vite side of the content (docs/decisions/015).
// - Checks every data file when a build or the dev server starts.
// - Serves `#content/settings.yml` and `#content/home.yml` as plain modules of checked data
//   (`export const settings = {...}`): the browser gets values, not zod, a YAML parser or fs.
//   Outside Vite, package.json "imports" map the same names to modules that load them with fs.
// - Stops a client build that reaches a build-only module (the content reader, the checks, the private
//   plaintext, zod or the YAML libraries).
// - In the dev server, checks again and reloads the page whenever a data file changes, and refuses
//   to serve the files of private-content/.
import path from "node:path";
import type { Plugin } from "vite";
import { contentProblems, loadContent } from "./checked-content.ts";
import type { Content } from "./content-types.ts";
import { contentDir, dataFiles, privateContentDir, sampleEventFolder } from "./load/files.ts";
import { ContentError, formatProblems } from "./problems.ts";

/** The data files browser code may import: `#content/<name>.yml` exports `<name>`. */
const browserModules: readonly (keyof Content)[] = ["settings", "home"];

const contentFolders = ["content", "private-content"];

/**
 * Modules that must never be part of the browser's JavaScript: the reader, the checks, and every
 * module at the top of content/ (the checked content, the problem helpers, this plugin). The
 * schemas are not: browser code takes their types, and clock-time.ts and web-url.ts.
 */
const buildOnly = [
  /^content\/(load|checks|test-support|fixtures)\//,
  /^content\/[^/]+\.ts$/,
  /^private-content\//,
  /\/node_modules\/(zod|yaml|gray-matter|js-yaml)\//,
];

export function contentPlugin(): Plugin {
  let root = process.cwd();
  // The event's folder: the project's event/, or CONTENT_DIR (content/load/files.ts).
  const contentRoot = () =>
    process.env.CONTENT_DIR ? contentDir() : path.join(root, sampleEventFolder);
  const relativeTo = (base: string, file: string) =>
    path.relative(base, file.split("?")[0]!).split(path.sep).join("/");
  const repoPath = (file: string) => relativeTo(root, file);
  const contentPath = (file: string) => relativeTo(contentRoot(), file);
  const moduleName = (file: string) =>
    browserModules.find((name) => contentPath(file) === `content/${name}.yml`);
  // PRIVATE_CONTENT_DIR may put the private files outside the project (files.ts).
  const isPrivateFile = (file: string) => {
    const inside = relativeTo(privateContentDir({ root: contentRoot() }), file);
    return inside !== "" && !inside.startsWith("..") && !path.isAbsolute(inside);
  };
  const isDataFile = (file: string) =>
    (isPrivateFile(file) ||
      contentFolders.some((folder) => contentPath(file).startsWith(`${folder}/`))) &&
    /\.(ya?ml|md)$/.test(contentPath(file));

  return {
    name: "quillmere:content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    // Fails the build (and the dev server start) when the content breaks a rule.
    buildStart() {
      const problems = contentProblems({ root: contentRoot() });
      if (problems.length > 0) this.error(formatProblems(problems));
    },
    // The dev server serves files of the project by path: never the private plaintext.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!/(^|\/)private-content\//.test(decodeURIComponent(request.url ?? ""))) return next();
        response.statusCode = 403;
        response.end("The private content is not served.");
      });
    },
    resolveId(source) {
      const name = browserModules.find((module) => source === `#content/${module}.yml`);
      return name ? path.join(contentRoot(), "content", `${name}.yml`) : null;
    },
    load(id) {
      const inBrowser = this.environment.config.consumer === "client" && !process.env.VITEST;
      const file = id.split("?")[0]!;
      if (
        inBrowser &&
        (isPrivateFile(file) ||
          buildOnly.some(
            (pattern) =>
              pattern.test(repoPath(file)) || pattern.test(contentPath(file)) || pattern.test(file),
          ))
      ) {
        this.error(
          `${repoPath(file)} is build-only and must not reach the browser's JavaScript: use it in a route's loader only.`,
        );
      }
      if (!isDataFile(id)) return null;
      const name = moduleName(id);
      if (!name) {
        const allowed = browserModules.map((module) => `#content/${module}.yml`).join(" and ");
        this.error(
          `${repoPath(id)} is content, not a module: only ${allowed} can be imported. Read the rest from the content collections (site/page-data/content.ts).`,
        );
      }
      // In a watched build, an edit to any data file rebuilds (the module holds checked content).
      const where = { root: contentRoot() };
      for (const dataFile of dataFiles(where, contentFolders)) this.addWatchFile(dataFile);
      try {
        return `export const ${name} = ${JSON.stringify(loadContent(where)[name])};\n`;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    // Dev server: route loaders read the files again on the first request after an edit (the
    // content reader's cache sees the change), so a reload shows it. settings.yml and home.yml are modules
    // and take Vite's own update.
    hotUpdate({ file, server }) {
      if (!isDataFile(file)) return;
      if (this.environment.name === "client") {
        const problems = contentProblems({ root: contentRoot() });
        if (problems.length) server.config.logger.error(formatProblems(problems));
        else server.config.logger.info(`Content OK after the change to ${repoPath(file)}.`);
      }
      if (moduleName(file)) return;
      if (this.environment.name === "client") this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}
