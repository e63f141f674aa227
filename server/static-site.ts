// A static host for the prerendered build, as a real CDN would behave: /x is served from
// /x/index.html, unknown paths get 404.html with status 404, responses are compressed, and hashed
// assets are cached for a year while HTML is revalidated.
import { readFileSync } from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";

export interface StaticSiteOptions {
  /** The build's client folder (build/client). */
  root: string;
}

export const immutableCacheControl = "public, max-age=31536000, immutable";
export const revalidateCacheControl = "public, max-age=0, must-revalidate";

function cacheControlFor(sitePath: string): string {
  return sitePath.startsWith("/assets/") ? immutableCacheControl : revalidateCacheControl;
}

export function createStaticSite({ root }: StaticSiteOptions): RequestListener {
  const notFoundPage = readFileSync(path.join(root, "404.html"));
  const compress = compression();
  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: ["html"],
    setHeaders(res, sitePath) {
      res.setHeader("Cache-Control", cacheControlFor(sitePath));
      res.setHeader("X-Content-Type-Options", "nosniff");
    },
  });

  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", revalidateCacheControl);
    res.end(notFoundPage);
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    // compression() is Express middleware; it only needs Node's own request and response.
    compress(req as never, res as never, () => {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      // The build-internal pages are not addresses of the site.
      if (pathname === "/404.html" || pathname.startsWith("/__spa-fallback")) return notFound(res);
      files(req, res, () => notFound(res));
    });
  };
}
