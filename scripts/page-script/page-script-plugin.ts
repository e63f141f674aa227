// Build-only: bundles app/page-script/page-script.ts, the plain-TypeScript script every page loads
// (docs/decisions/019), on its own, apart from React's chunks, and tells the root layout its URL
// through `virtual:page-script`. A bundle of its own keeps it out of the chunk groups of
// vite.config.ts (site-shared pulls in React) and gives it a content hash.
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

const entry = path.resolve("app/page-script/page-script.ts");
const virtualId = "virtual:page-script";
const resolvedVirtualId = `\0${virtualId}`;

interface PageScriptBundle {
  /** The entry's URL on the site, e.g. /assets/page-script-1a2b3c.js. */
  url: string;
  files: { fileName: string; code: string }[];
}

async function bundlePageScript(): Promise<PageScriptBundle> {
  const output = (await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    publicDir: false,
    build: {
      write: false,
      sourcemap: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: entry,
        output: {
          entryFileNames: "assets/page-script-[hash].js",
          chunkFileNames: "assets/page-script-[name]-[hash].js",
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((file) => file.type === "chunk");
  const main = chunks.find((chunk) => chunk.isEntry)!;
  return {
    url: `/${main.fileName}`,
    files: chunks.map((chunk) => ({ fileName: chunk.fileName, code: chunk.code })),
  };
}

export function pageScriptPlugin(): Plugin {
  let command: "build" | "serve" = "build";
  // One bundle for the whole build: the client and the prerendering server name the same file.
  let bundle: Promise<PageScriptBundle> | undefined;
  return {
    name: "quillmere:page-script",
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    async load(id) {
      if (id !== resolvedVirtualId) return;
      // The dev server compiles the source on request.
      const url =
        command === "serve"
          ? `/${path.relative(process.cwd(), entry).split(path.sep).join("/")}`
          : (await (bundle ??= bundlePageScript())).url;
      return `export default ${JSON.stringify(url)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of (await (bundle ??= bundlePageScript())).files) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.code });
      }
    },
  };
}
