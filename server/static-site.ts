// A static host for the prerendered build, as a real CDN would behave: /x is served from
// /x/index.html, unknown paths get 404.html with status 404, responses are compressed, and hashed
// assets are cached for a year while HTML is revalidated. The headers, security headers included,
// come from server/security-headers.ts, like deploy/nginx.conf and the build's _headers.
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import {
  baseSecurityHeaders,
  cacheControlFor,
  documentPolicies,
  editorHeaders,
  isDocumentPath,
  isEditorPath,
  isInternalPath,
  notFoundPagePath,
  readCspHashes,
  revalidateCacheControl,
  type PageCspHashes,
} from "./security-headers.ts";
import { cspHashesForBuild } from "../scripts/deploy/csp-hashes.ts";

export { immutableCacheControl, revalidateCacheControl } from "./security-headers.ts";

export interface StaticSiteOptions {
  /** The build's client folder (build/client). */
  root: string;
  /**
   * Each page's inline-code hashes for its Content-Security-Policy. By default the ones the build
   * wrote to <build>/security/csp-hashes.json; for a folder without that file they are computed
   * from its HTML.
   */
  cspHashes?: PageCspHashes;
}

function safeDecode(pathname: string): string {
  try {
    return path.normalize(decodeURIComponent(pathname));
  } catch {
    return pathname;
  }
}

export function createStaticSite({ root, cspHashes }: StaticSiteOptions): RequestListener {
  const notFoundPage = readFileSync(path.join(root, "404.html"));
  const policyOf = documentPolicies(cspHashes ?? readCspHashes(root) ?? cspHashesForBuild(root));
  const editor = editorHeaders();
  const setSecurityHeaders = (res: ServerResponse, isDocument: boolean, sitePath: string) => {
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    // The content editor has its own, looser policy, and stays out of search engines.
    if (isEditorPath(sitePath)) {
      res.setHeader("X-Robots-Tag", editor["X-Robots-Tag"]!);
      if (isDocument) res.setHeader("Content-Security-Policy", editor["Content-Security-Policy"]!);
      return;
    }
    // The policy governs documents, each with its own page's hashes; files do without it.
    if (isDocument) res.setHeader("Content-Security-Policy", policyOf(sitePath));
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
    // Whatever the address, the document is 404.html: its policy, not the address's.
    setSecurityHeaders(res, true, notFoundPagePath);
    res.end(notFoundPage);
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    // sirv lists the files once; a file removed since (a new build written over the folder) fails
    // to open after the headers are sent. Close that one response instead of ending the server.
    res.on("pipe", (source) => source.on("error", () => res.destroy()));
    // compression() is Express middleware; it only needs Node's own request and response.
    compress(req as never, res as never, () => {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
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
