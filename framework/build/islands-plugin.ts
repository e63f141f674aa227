// Build-only: the islands (docs/decisions/020-islands.md). Every `app/islands/<name>.tsx` default-
// exports the component one page hydrates. This plugin
// - makes each its own browser entry, `virtual:island-entry/<name>`: hydrateIsland() with it;
// - bundles those entries together, apart from React Router's client build (no router runtime in
//   the browser), so they share React DOM and their common code, and emits the files into it;
// - tells <Island> their URLs through `virtual:island-scripts` (the dev server serves the source);
// - in development, reloads the page when an island's code changes (docs/decisions/032).
import { readdirSync } from "node:fs";
import path from "node:path";
import type { EnvironmentModuleNode, Plugin } from "vite";
import { contentPlugin } from "../../content/vite-plugin.ts";
import { bundleApart, type ApartBundle } from "./bundle-apart.ts";

const islandsDir = path.resolve("app/islands");
const hydrateModule = path.resolve("framework/islands/hydrate-island.tsx");
const scriptsId = "virtual:island-scripts";
const entryPrefix = "virtual:island-entry/";

/** The islands' names: the modules directly in app/islands, tests aside. */
export function islandNames(dir = islandsDir): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
    .map((file) => file.slice(0, -".tsx".length))
    .sort();
}

/**
 * Development only. React Router's development server compiles every component for React Refresh,
 * and each compiled module first checks that the page installed the React preamble, the three
 * globals of Vite's backend integration guide (https://vite.dev/guide/backend-integration), or
 * throws. React Router's <Scripts /> installs it with its refresh runtime, which an island page
 * does not load; Fast Refresh could not work there anyway, as the runtime's updates go through
 * React Router's data router, which no island page has. So an island entry sets the globals
 * without a runtime, and a change to an island's code reloads the page (islandsPlugin's
 * hotUpdate).
 */
const devPreambleId = "virtual:island-dev-preamble";
export const devPreambleCode = [
  "window.$RefreshReg$ = () => {};",
  "window.$RefreshSig$ = () => (type) => type;",
  "window.__vite_plugin_react_preamble_installed__ = true;",
].join("\n");

export function islandEntryCode(name: string, dir = islandsDir, { dev = false } = {}): string {
  return [
    // First: an import runs before the module that imports it, and the component modules check.
    ...(dev ? [`import ${JSON.stringify(devPreambleId)};`] : []),
    `import { hydrateIsland } from ${JSON.stringify(hydrateModule)};`,
    `import Island from ${JSON.stringify(path.join(dir, `${name}.tsx`))};`,
    `hydrateIsland(${JSON.stringify(name)}, Island);`,
  ].join("\n");
}

function resolveEntry(id: string): string | undefined {
  return id.startsWith(entryPrefix) ? `\0${id}` : undefined;
}

/** Whether an island's entry imports the module of the browser's module graph, however deeply. */
export function inIsland(module: EnvironmentModuleNode, seen = new Set<EnvironmentModuleNode>()) {
  if (module.id?.startsWith(`\0${entryPrefix}`)) return true;
  seen.add(module);
  for (const importer of module.importers) {
    if (!seen.has(importer) && inIsland(importer, seen)) return true;
  }
  return false;
}

function loadEntry(id: string, dev: boolean): string | undefined {
  if (!id.startsWith(`\0${entryPrefix}`)) return;
  const name = id.slice(`\0${entryPrefix}`.length);
  if (!islandNames().includes(name)) throw new Error(`No island "${name}" in app/islands.`);
  return islandEntryCode(name, islandsDir, { dev });
}

/** Resolves `virtual:island-entry/<name>` in the islands' own bundle. */
function islandEntries(): Plugin {
  return {
    name: "quillmere:island-entries",
    resolveId: resolveEntry,
    load: (id) => loadEntry(id, false),
  };
}

function bundleIslands(): Promise<ApartBundle> {
  return bundleApart({
    input: Object.fromEntries(islandNames().map((name) => [name, `${entryPrefix}${name}`])),
    prefix: "island-",
    plugins: [islandEntries(), contentPlugin()],
    // A lazy part's imports and CSS load with it, as in React Router's build.
    modulePreload: true,
  });
}

/**
 * Development: a change to a module an island runs reloads the page, prerendering included
 * (Vite's documented way: a hotUpdate hook sends a full reload and returns no modules). React
 * Router still sends the browser its Fast Refresh update from its own hooks, which island pages
 * cannot apply: the browser logs "__reactRouterDataRouter is not defined" as it reloads.
 */
function reloadOnIslandChange(): Plugin {
  return {
    name: "quillmere:island-reload",
    apply: "serve",
    hotUpdate({ file, server }) {
      const browserModules = server.environments.client.moduleGraph.getModulesByFile(file);
      if (![...(browserModules ?? [])].some((module) => inIsland(module))) return;
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}

export function islandsPlugin(): Plugin[] {
  let command: "build" | "serve" = "build";
  // One bundle for the whole build: the client and the prerendering server name the same files.
  let bundle: Promise<ApartBundle> | undefined;
  const islands = () => (bundle ??= bundleIslands());
  const islandsPlugin: Plugin = {
    name: "quillmere:islands",
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      if (id === devPreambleId) return `\0${id}`;
      return id === scriptsId ? `\0${id}` : resolveEntry(id);
    },
    async load(id) {
      if (id === `\0${devPreambleId}`) return devPreambleCode;
      if (id === `\0${scriptsId}`) {
        const urls =
          command === "serve"
            ? Object.fromEntries(
                islandNames().map((name) => [name, `/@id/__x00__${entryPrefix}${name}`]),
              )
            : (await islands()).entries;
        return `export default ${JSON.stringify(urls)};`;
      }
      // The dev server loads the entries themselves.
      return loadEntry(id, command === "serve");
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of (await islands()).files) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
    },
  };
  return [islandsPlugin, reloadOnIslandChange()];
}
