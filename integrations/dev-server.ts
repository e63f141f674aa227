// What `astro dev` serves beside the pages, so the development site works like the built one: the
// photos in the generated sizes (the build writes them all: build-steps.ts "responsive images",
// here each is made on request) and the content editor at /admin with the local backend of
// `npm run edit` (docs/decisions/017).
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AstroIntegration } from "astro";
import { publicDirOf } from "../content/load/files.ts";
import { encodeVariant, findVariant } from "./images/responsive-images.ts";
import { editorDevServer } from "../tools/organisers/editor/editor-site.ts";

const imageCacheDir = path.resolve("node_modules/.cache/quillmere-images");

export function devServer(): AstroIntegration {
  return {
    name: "quillmere:dev-server",
    hooks: {
      "astro:server:setup"({ server }) {
        server.middlewares.use(async (req, res, next) => {
          const sitePath = req.url?.split("?")[0] ?? "";
          if (!sitePath.startsWith("/images/generated/")) return next();
          try {
            const variant = await findVariant(publicDirOf({}), sitePath);
            if (!variant) return next();
            const { bytes } = await encodeVariant(
              await readFile(variant.sourceFile),
              variant.width,
              variant.format,
              imageCacheDir,
            );
            res.setHeader("Content-Type", `image/${variant.format}`);
            res.end(bytes);
          } catch (error) {
            next(error);
          }
        });
        server.middlewares.use((req, res, next) => {
          if (!/^\/admin(\/|$|\?)/.test(req.url ?? "")) return next();
          const url = process.env.DECAP_LOCAL_URL;
          editorDevServer({ local: url ? { url } : true })(req, res, next);
        });
      },
    },
  };
}
