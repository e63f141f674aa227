// Build-only: bundles browser code on its own, apart from React Router's client build, and hands
// the files to the caller to emit into that build (docs/decisions/019 and 020). The page script
// and the islands are built this way: React Router's build would put its own runtime in front of
// them, and would share chunks with React Router's client build, which no page loads.
import { build, type PluginOption, type Rolldown } from "vite";

export interface BundleApartOptions {
  /** Entry name -> module id. The name becomes part of the file name. */
  input: Record<string, string>;
  /** Every file name starts with `assets/<prefix>`, so that the offline worker can list them. */
  prefix: string;
  /** The entries' file names, if not `assets/<prefix>[name]-[hash].js`. */
  entryFileNames?: string;
  plugins?: PluginOption[];
  /** Preload a lazy chunk's imports and CSS with it (Vite's helper). Off for the page script. */
  modulePreload?: boolean;
}

export interface ApartBundle {
  /** Entry name -> the entry's URL on the site, e.g. /assets/island-schedule-1a2b3c.js. */
  entries: Record<string, string>;
  files: { fileName: string; source: string | Uint8Array }[];
}

export async function bundleApart({
  input,
  prefix,
  entryFileNames = `assets/${prefix}[name]-[hash].js`,
  plugins = [],
  modulePreload = false,
}: BundleApartOptions): Promise<ApartBundle> {
  const output = (await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    publicDir: false,
    plugins,
    build: {
      write: false,
      sourcemap: false,
      minify: true,
      // The prerendered HTML inlines the site's stylesheets; lazy parts bring their own CSS.
      cssCodeSplit: true,
      modulePreload: modulePreload ? { polyfill: false } : false,
      rolldownOptions: {
        input,
        output: {
          entryFileNames,
          chunkFileNames: `assets/${prefix}[name]-[hash].js`,
          assetFileNames: `assets/${prefix}[name]-[hash][extname]`,
        },
      },
    },
  })) as Rolldown.RolldownOutput;
  const entries: Record<string, string> = {};
  const files: ApartBundle["files"] = [];
  for (const file of output.output) {
    if (file.type === "chunk") {
      if (file.isEntry) entries[file.name] = `/${file.fileName}`;
      files.push({ fileName: file.fileName, source: file.code });
    } else {
      files.push({ fileName: file.fileName, source: file.source });
    }
  }
  return { entries, files };
}
