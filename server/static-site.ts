// A static host for the prerendered build, as a real CDN would behave: /x is served from
// /x/index.html, unknown paths get 404.html with status 404, responses are compressed, and hashed
// assets are cached for a year while HTML is revalidated. The headers, security headers included,
// come from server/security-headers.ts, like deploy/nginx.conf and the build's _headers; each page's
// own Content-Security-Policy is in its HTML (a <meta> the build writes), so nothing here depends on
// the pages.
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { oldDayLinkTarget } from "./old-day-links.ts";
import {
  baseSecurityHeaders,
  cacheControlFor,
  documentHeaderPolicy,
  editorHeaders,
  isDocumentPath,
  isEditorPath,
  isInternalPath,
  revalidateCacheControl,
} from "./security-headers.ts";

export { immutableCacheControl, revalidateCacheControl } from "./security-headers.ts";

export interface StaticSiteOptions {
  /** The build's client folder (build/client). */
  root: string;
}

function safeDecode(pathname: string): string {
  try {
    return path.normalize(decodeURIComponent(pathname));
  } catch {
    return pathname;
  }
}

export function createStaticSite({ root }: StaticSiteOptions): RequestListener {
  const notFoundPage = readFileSync(path.join(root, "404.html"));
  const editor = editorHeaders();
  const setSecurityHeaders = (res: ServerResponse, isDocument: boolean, sitePath: string) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    // The content editor has its own, looser policy, and stays out of search engines.
    if (isEditorPath(sitePath)) {
      res.setHeader("X-Robots-Tag", editor["X-Robots-Tag"]!);
      if (isDocument) res.setHeader("Content-Security-Policy", editor["Content-Security-Policy"]!);
      return;
    }
    // Each page carries its own policy in a <meta> (the build writes it); every document gets the
    // site-wide part a <meta> cannot hold, the same for all pages. Files do without a policy.
    if (isDocument) res.setHeader("Content-Security-Policy", documentHeaderPolicy);
  };
  const compress = compression();
  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: ["html"],
    setHeaders(res, sitePath) {
      res.setHeader("Cache-Control", cacheControlFor(sitePath));
      setSecurityHeaders(res, isDocumentPath(sitePath), sitePath);
    },
  });

  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", revalidateCacheControl);
    // Whatever the address, the document is 404.html, with its own <meta> policy.
    setSecurityHeaders(res, true, "/404.html");
    res.end(notFoundPage);
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    // sirv lists the files once; a file removed since (a new build written over the folder) fails
    // to open after the headers are sent. Close that one response instead of ending the server.
    res.on("pipe", (source) => source.on("error", () => res.destroy()));
    // compression() is Express middleware; it only needs Node's own request and response.
    compress(req as never, res as never, () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const { pathname } = url;
      const dayPage = oldDayLinkTarget(url, root);
      if (dayPage) {
        res.statusCode = 301;
        res.setHeader("Location", dayPage);
        res.setHeader("Cache-Control", revalidateCacheControl);
        return res.end();
      }
      // The build-internal files are not addresses of the site.
      if (isInternalPath(pathname)) return notFound(res);
      // A file (not a page address) that is no longer there is missing, whatever sirv remembers.
      if (path.extname(pathname) && !existsSync(path.join(root, safeDecode(pathname)))) {
        return notFound(res);
      }
      files(req, res, () => notFound(res));
    });
  };
}
