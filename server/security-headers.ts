// The one source of truth for the site's response headers: security headers, the
// Content-Security-Policy and caching. Used by our own server (server/static-site.ts) and by the
// generators of deploy/nginx.conf and the build's _headers file (scripts/deploy/). The decision
// record is docs/decisions/008-security-headers-and-deploy.md.
import { readFileSync } from "node:fs";
import path from "node:path";
import { editorPath, isEditorPath } from "./editor-path.ts";

export { editorPath, isEditorPath };

/** One document's inline code, as CSP hash sources ("'sha256-…'"). */
export interface CspHashes {
  /** Its distinct inline <script>s (hydration context, route imports, scroll restoration...). */
  scripts: readonly string[];
  /** Its distinct inline styles: style="" attributes React renders, and <style> elements. */
  styles: readonly string[];
}

/** No inline code: the strictest policy, for documents the build did not hash. */
export const noCspHashes: CspHashes = { scripts: [], styles: [] };

/**
 * The hashes of every prerendered document, by page path (see pagePathOf): "/", "/schedule",
 * "/speakers/1", "/404" for 404.html. Each page's policy names only its own inline code, so a
 * header stays about 1 KB however many pages the site has. The build writes it to
 * <build>/security/csp-hashes.json (see cspHashesFile); scripts/deploy/csp-hashes.ts computes it.
 */
export type PageCspHashes = Readonly<Record<string, CspHashes>>;

/** The page of the not-found document, 404.html, which hosts serve for unknown paths. */
export const notFoundPagePath = "/404";

/**
 * The page a document address names, as our server resolves it (sirv): /x, /x/, /x/index.html and
 * /x.html (404.html is /404) all name /x; /, /index.html name /. nginx: nginxPageKey.
 */
export function pagePathOf(sitePath: string): string {
  const page = sitePath
    .replace(/\/+$/, "")
    .replace(/\/index(\.html)?$/, "")
    .replace(/\.html$/, "");
  return page === "" ? "/" : page;
}

/**
 * The policy of each document address: its page's hashes, or none at all (the strictest policy)
 * for a document the build did not hash. Computed once per page, not per response.
 */
export function documentPolicies(pages: PageCspHashes): (sitePath: string) => string {
  const policies = new Map(
    Object.entries(pages).map(([page, hashes]) => [page, contentSecurityPolicy(hashes)]),
  );
  const fallback = contentSecurityPolicy(noCspHashes);
  return (sitePath) => policies.get(pagePathOf(sitePath)) ?? fallback;
}

/** The only third-party frame: the OpenStreetMap embed on /venue. */
export const mapFrameOrigin = "https://www.openstreetmap.org";

/** Builds the Content-Security-Policy of a document with this inline code. */
export function contentSecurityPolicy(hashes: CspHashes): string {
  // Style attributes can only be allowed by hash with 'unsafe-hashes' (CSP 3); styles that React
  // sets after hydration go through the CSSOM, which CSP does not restrict.
  const styleSources =
    hashes.styles.length > 0 ? ["'unsafe-hashes'", ...hashes.styles] : ([] as string[]);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes.scripts],
    ["style-src", "'self'", ...styleSources],
    ["img-src", "'self'"],
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
  return directives.map((directive) => directive.join(" ")).join("; ");
}

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
 * The header set of one document: the base headers plus its Content-Security-Policy. Our server
 * and nginx send the policy with HTML responses only (it governs documents); _headers can only
 * match paths, so static hosts also send the "/*" rule's policy with files.
 */
export function securityHeaders(hashes: CspHashes): Record<string, string> {
  return { "Content-Security-Policy": contentSecurityPolicy(hashes), ...baseSecurityHeaders };
}

export const immutableCacheControl = "public, max-age=31536000, immutable";
export const revalidateCacheControl = "public, max-age=0, must-revalidate";

/** Hashed assets never change under a name; everything else (HTML, .data, sw.js, data) revalidates. */
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
export const internalPathPrefixes = ["/__spa-fallback"];

export function isInternalPath(sitePath: string): boolean {
  return (
    internalPaths.includes(sitePath) ||
    internalPathPrefixes.some((prefix) => sitePath.startsWith(prefix))
  );
}

/** Paths that only the private area links to; robots.txt keeps crawlers out, hosts may add auth. */
export const privateFilePrefixes = ["/graphics/private_", "/data/"];

/** Where the build writes the CSP hashes, next to the client folder: <build>/security/. */
export function securityDir(clientDir: string): string {
  return path.join(clientDir, "..", "security");
}

export const cspHashesFile = "csp-hashes.json";

/** Reads the hashes the build wrote for this client folder, or undefined when there are none. */
export function readCspHashes(clientDir: string): PageCspHashes | undefined {
  const file = path.join(securityDir(clientDir), cspHashesFile);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(text) as unknown;
  const notAMap = new Error(`${file} is not a map of page paths to hashes (build again).`);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw notAMap;
  const valid = (list: unknown) =>
    Array.isArray(list) &&
    list.every((item) => typeof item === "string" && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(item));
  const pages: Record<string, CspHashes> = {};
  for (const [page, hashes] of Object.entries(parsed as Record<string, Partial<CspHashes>>)) {
    // A file of an older build held one site-wide list ({ scripts, styles }): build again.
    if (!page.startsWith("/") || !valid(hashes?.scripts) || !valid(hashes?.styles)) throw notAMap;
    pages[page] = { scripts: hashes.scripts!, styles: hashes.styles! };
  }
  return pages;
}
