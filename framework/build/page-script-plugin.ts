// Build-only: bundles app/page-script/page-script.ts, the plain-TypeScript script every page loads
// (docs/decisions/019), on its own, apart from React's chunks, and tells the root layout its URL
// through `virtual:page-script`. A bundle of its own keeps React and React Router's runtime out of
// it (no chunk is shared with their client build) and gives it a content hash.
import path from "node:path";
import type { Plugin } from "vite";
import { bundleApart, type ApartBundle } from "./bundle-apart.ts";

const entry = path.resolve("app/page-script/page-script.ts");
const virtualId = "virtual:page-script";
const resolvedVirtualId = `\0${virtualId}`;

export function pageScriptPlugin(): Plugin {
  let command: "build" | "serve" = "build";
  // One bundle for the whole build: the client and the prerendering server name the same file.
  let bundle: Promise<ApartBundle> | undefined;
  const pageScript = () =>
    (bundle ??= bundleApart({
      input: { "page-script": entry },
      prefix: "page-script-",
      entryFileNames: "assets/page-script-[hash].js",
    }));
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
          : (await pageScript()).entries["page-script"]!;
      return `export default ${JSON.stringify(url)};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of (await pageScript()).files) {
        this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
      }
    },
  };
}
