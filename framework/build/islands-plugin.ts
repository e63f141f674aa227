// Build-only: the islands (docs/decisions/020-islands.md). Every `app/islands/<name>.tsx` default-
// exports the component one page hydrates. This plugin
// - makes each its own browser entry, `virtual:island-entry/<name>`: hydrateIsland() with it;
// - bundles those entries together, apart from React Router's client build (no router runtime in
//   the browser), so they share React DOM and their common code, and emits the files into it;
// - tells <Island> their URLs through `virtual:island-scripts` (the dev server serves the source).
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
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
 * React Router's development server compiles every component with React Refresh, which needs its
 * runtime installed first; React Router's <Scripts /> does that on its own pages. Development only.
 */
const refreshRuntime = "virtual:react-router/inject-hmr-runtime";

export function islandEntryCode(name: string, dir = islandsDir, { dev = false } = {}): string {
  return [
    ...(dev ? [`import ${JSON.stringify(refreshRuntime)};`] : []),
    `import { hydrateIsland } from ${JSON.stringify(hydrateModule)};`,
    `import Island from ${JSON.stringify(path.join(dir, `${name}.tsx`))};`,
    `hydrateIsland(${JSON.stringify(name)}, Island);`,
  ].join("\n");
}

function resolveEntry(id: string): string | undefined {
  return id.startsWith(entryPrefix) ? `\0${id}` : undefined;
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

export function islandsPlugin(): Plugin {
  let command: "build" | "serve" = "build";
  // One bundle for the whole build: the client and the prerendering server name the same files.
  let bundle: Promise<ApartBundle> | undefined;
  const islands = () => (bundle ??= bundleIslands());
  return {
    name: "quillmere:islands",
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === scriptsId ? `\0${id}` : resolveEntry(id);
    },
    async load(id) {
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
}
