// The one source of truth for the site's response headers and Content-Security-Policy: security
// headers, each document's policy (which the build writes into the document itself, as a
// <meta http-equiv>), the site-wide header part of it, and caching. Used by our own server
// (server/static-site.ts) and by the build (integrations/deploy/: the pages' <meta> policies,
// _headers, deploy/nginx.conf). The decision record is
// docs/decisions/008-security-headers-and-deploy.md.
import { routeManifest } from "../site/shared/routes/route-manifest.ts";
import { editorPath, isEditorPath } from "./editor-path.ts";

export { editorPath, isEditorPath };

/** One document's inline code, as CSP hash sources ("'sha256-…'"). */
export interface CspHashes {
  /** Its distinct inline <script>s (hydration context, route imports, scroll restoration...). */
  scripts: readonly string[];
  /** Its distinct inline styles: style="" attributes React renders, and <style> elements. */
  styles: readonly string[];
}

/** The only third-party frame: the OpenStreetMap embed on /venue. */
export const mapFrameOrigin = "https://www.openstreetmap.org";

type Directive = [string, ...string[]];

const serialize = (directives: readonly Directive[]) =>
  directives.map((directive) => directive.join(" ")).join("; ");

/**
 * The pages that show pictures they decrypt in the browser, from blob: URLs: the private graphics
 * (docs/decisions/024-private-files-encrypted.md). Only their policy allows blob: images.
 */
export const blobImagePages: readonly string[] = [routeManifest.graphicsDownload.path];

/**
 * The pages that compile WebAssembly: the search page, whose index (Pagefind) is a WebAssembly
 * module (docs/decisions/043-site-search.md). Only their policy allows 'wasm-unsafe-eval', which
 * lets a page compile WebAssembly and nothing else (no eval(), no new Function()).
 */
export const webAssemblyPages: readonly string[] = [routeManifest.search.path];

/** The whole policy of a document with this inline code (at this page path), as directives. */
function documentDirectives(hashes: CspHashes, pagePath?: string): Directive[] {
  // Style attributes can only be allowed by hash with 'unsafe-hashes' (CSP 3); styles that React
  // sets after hydration go through the CSSOM, which CSP does not restrict.
  const styleSources =
    hashes.styles.length > 0 ? ["'unsafe-hashes'", ...hashes.styles] : ([] as string[]);
  return [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      ...(pagePath && webAssemblyPages.includes(pagePath) ? ["'wasm-unsafe-eval'"] : []),
      ...hashes.scripts,
    ],
    ["style-src", "'self'", ...styleSources],
    // data: for the tab icon, which each page holds (docs/decisions/050); Firefox applies img-src
    // to icons. A data: image runs no script, and it reaches no other origin.
    [
      "img-src",
      "'self'",
      "data:",
      ...(pagePath && blobImagePages.includes(pagePath) ? ["blob:"] : []),
    ],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["frame-src", mapFrameOrigin],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
}

/**
 * The whole Content-Security-Policy a document with this inline code is under: its <meta> policy
 * and the site-wide header policy together (a browser enforces both, docs/decisions/008).
 */
export function contentSecurityPolicy(hashes: CspHashes, pagePath?: string): string {
  return serialize(documentDirectives(hashes, pagePath));
}

/**
 * Directives a policy in a <meta http-equiv="Content-Security-Policy"> cannot hold: the HTML
 * Standard (§4.2.5.3 Pragma directives, "Content security policy state", step 4) removes them from
 * it, and CSP 3 (§3.3 "The <meta> element") says the same. They go in a header or nowhere.
 */
export const metaIgnoredDirectives: readonly string[] = [
  "frame-ancestors",
  "report-uri",
  "sandbox",
];

const inMeta = ([name]: Directive) => !metaIgnoredDirectives.includes(name);

/**
 * The policy the build writes into a document's own <meta http-equiv="Content-Security-Policy">
 * (first in its <head>, after <meta charset>): the document's whole policy, hashes of its own
 * inline code included, without the directives a <meta> cannot hold.
 */
export function metaContentSecurityPolicy(hashes: CspHashes, pagePath?: string): string {
  return serialize(documentDirectives(hashes, pagePath).filter(inMeta));
}

/**
 * The header part of every document's policy: what a <meta> cannot carry (frame-ancestors). The
 * same for every page, so one site-wide rule sends it. A header policy and a <meta> policy are
 * both enforced, so this adds to each page's <meta> policy and never needs its hashes.
 */
export const documentHeaderPolicy = serialize(
  documentDirectives({ scripts: [], styles: [] }).filter((directive) => !inMeta(directive)),
);

/** Where the editor publishes through (the GitHub backend, docs/editing.md) and shows avatars from. */
export const editorGitHubOrigins = {
  api: "https://api.github.com",
  images: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
} as const;

/**
 * The content editor's policy (/admin only, docs/decisions/017): looser than the site's, only as
 * far as Decap CMS needs. Its React styles are injected <style> elements ('unsafe-inline'
 * styles); it compiles its config schema at run time ('unsafe-eval'); previews of uploads are
 * data: and blob: URLs; it talks to the GitHub API (the local decap-server of `npm run edit`
 * runs only in development, where no policy is sent).
 */
export function editorContentSecurityPolicy(): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...editorGitHubOrigins.images],
    ["font-src", "'self'", "data:"],
    // An upload is read back from its blob: URL before it is saved.
    ["connect-src", "'self'", "blob:", "data:", editorGitHubOrigins.api],
    ["frame-src", "'self'", "blob:"],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Kept out of search engines: the editor's page and files (besides robots.txt and the sitemap). */
export const editorRobotsTag = "noindex, nofollow";

/** The headers of the editor's page and files that differ from the site's. */
export function editorHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": editorContentSecurityPolicy(),
    "X-Robots-Tag": editorRobotsTag,
  };
}

/** Headers every response carries, whatever its type. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  // Only honoured over HTTPS; a year, subdomains included (tickets. and forms. are HTTPS too).
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // The site uses none of these; the map frame inherits the same refusals.
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "camera=()",
    "display-capture=()",
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "usb=()",
  ].join(", "),
  // For browsers older than CSP's frame-ancestors.
  "X-Frame-Options": "DENY",
};

/**
 * The header set of every document, the same for every page: the base headers plus the header part
 * of its policy (documentHeaderPolicy). Each page's own policy is in its <meta>. Our server and nginx
 * send the policy header with HTML responses only; _headers can only match paths, so static hosts
 * also send it with files (where frame-ancestors 'none' only keeps the file out of frames).
 */
export function securityHeaders(): Record<string, string> {
  return { "Content-Security-Policy": documentHeaderPolicy, ...baseSecurityHeaders };
}

export const immutableCacheControl = "public, max-age=31536000, immutable";
export const revalidateCacheControl = "public, max-age=0, must-revalidate";

/** Hashed assets never change under a name; everything else (HTML, sw.js, /data/, images) revalidates. */
export const immutablePathPrefix = "/assets/";

export function cacheControlFor(sitePath: string): string {
  return sitePath.startsWith(immutablePathPrefix) ? immutableCacheControl : revalidateCacheControl;
}

/** Whether a site path names an HTML document (/x, /x/, /x.html) rather than a file. */
export function isDocumentPath(sitePath: string): boolean {
  const lastSegment = sitePath.slice(sitePath.lastIndexOf("/") + 1);
  return !lastSegment.includes(".") || lastSegment.endsWith(".html");
}

/** Build files that are not addresses of the site: our server and nginx answer them with 404. */
export const internalPaths = ["/404", "/404.html", "/_headers", "/_redirects"];

/** Whether a decoded site path names a build file that is not an address of the site. */
export function isInternalPath(sitePath: string): boolean {
  // /_headers/ is /_headers to a static server that drops a trailing slash.
  const trimmed = sitePath.length > 1 ? sitePath.replace(/\/+$/, "") : sitePath;
  return internalPaths.includes(trimmed);
}

/** The only methods the site answers; anything else gets 405 with this list in `Allow`. */
export const allowedMethods = ["GET", "HEAD"] as const;
export const allowHeader = allowedMethods.join(", ");

/**
 * The policy of every response that is not one of the site's documents: images, SVG, JSON,
 * calendars, zips, scripts, styles. Such a file opened on its own (an SVG from the content, an
 * upload) runs nothing and loads nothing: no source at all, a unique origin (`sandbox`, so no
 * access to the site's storage or cookies), and inline styles only because browsers style their
 * own image viewers with them. It does not change how pages use the file: a policy on a script,
 * style sheet, image or data response does not apply to the page that loads it.
 */
export const nonDocumentPolicy = serialize([
  ["default-src", "'none'"],
  ["style-src", "'unsafe-inline'"],
  ["frame-ancestors", "'none'"],
  ["sandbox"],
]);

/** The offline worker's script (integrations/offline/build-service-worker.ts writes it). */
export const serviceWorkerPath = "/sw.js";

/**
 * The offline worker's policy. A policy on a worker script governs the worker itself, so it must
 * allow what the worker does: fetch and cache the site's own files (a request it forwards keeps
 * its destination, so every fetch directive needs 'self', hence default-src), and import nothing
 * from elsewhere. No `sandbox`: a sandboxed worker would get a unique origin and lose its caches.
 */
export const serviceWorkerPolicy = serialize([
  ["default-src", "'self'"],
  ["frame-ancestors", "'none'"],
]);

/**
 * The content's media: public/images/ is published as /images/ (the content check lets only
 * images in, content/checks/media-files.ts). Whatever a file there is, it is never a document of
 * the site: it gets the non-document policy even when it is HTML, and only the image types the
 * site uses are served as such; anything else goes out as application/octet-stream, which no
 * browser renders as a page nor, with nosniff, runs as a script.
 */
export const mediaPathPrefix = "/images/";

/** The types served from the media folder, by extension (the same list as the content check). */
export const mediaTypes: Readonly<Record<string, string>> = {
  avif: "image/avif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  webp: "image/webp",
};

/** The type of a file whose type is unknown, or that the media folder may not hold. */
export const unknownContentType = "application/octet-stream";

/** The Content-Type a response carries: its file's, except what the rules above replace. */
export function servedContentType(sitePath: string, contentType: string | undefined): string {
  if (sitePath.startsWith(mediaPathPrefix)) {
    const extension = /\.([^./]+)$/.exec(sitePath)?.[1]?.toLowerCase() ?? "";
    return mediaTypes[extension] ?? unknownContentType;
  }
  return contentType || unknownContentType;
}

/** What decides a response's policy. */
export interface ResponseFacts {
  status: number;
  /** The Content-Type it is sent with. */
  contentType: string;
  /** The decoded path of the file it is: the not-found page's for a 404, "/404.html". */
  sitePath: string;
}

/**
 * The Content-Security-Policy header of a response; undefined for none. The same rules as the
 * map in deploy/nginx.conf (integrations/deploy/nginx-conf.ts):
 * - 304 Not Modified: none. It has no type, and a browser updates the stored response's headers
 *   from it, so any policy here would replace the one the page was stored with.
 * - the media folder: the non-document policy, whatever the type;
 * - HTML: the editor's policy under /admin, the site-wide part of every page's policy elsewhere;
 * - the offline worker's script: its own;
 * - anything else: the non-document policy.
 */
export function responsePolicy({
  status,
  contentType,
  sitePath,
}: ResponseFacts): string | undefined {
  if (status === 304) return undefined;
  if (sitePath.startsWith(mediaPathPrefix)) return nonDocumentPolicy;
  if (/^text\/html\b/i.test(contentType)) {
    return isEditorPath(sitePath) ? editorContentSecurityPolicy() : documentHeaderPolicy;
  }
  if (sitePath === serviceWorkerPath) return serviceWorkerPolicy;
  return nonDocumentPolicy;
}
