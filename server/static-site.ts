// A static host for the prerendered build, as a real CDN would behave: /x is served from
// /x/index.html, unknown paths get 404.html with status 404, responses are compressed, and hashed
// assets are cached for a year while HTML is revalidated. The headers, security headers included,
// come from hosting/security-headers.ts, like deploy/nginx.conf and the build's _headers; each
// page's own Content-Security-Policy is in its HTML (a <meta> the build writes), so nothing here
// depends on the pages. Every other response gets the policy of files that are not documents; only
// GET and HEAD are answered; paths are decoded before anything is decided (docs/decisions/008,
// issue 21). Range requests are not supported: every file is answered whole, with 200 (issue 31),
// and an error ends the one response it happened in, with 500 (404 for a file removed since the
// server started), never the server; the connection is closed only when the answer had begun.
// The agenda calendar feed (/agenda.ics) is answered by the same handler a Cloudflare Worker runs
// (hosting/agenda-feed/), reading the build folder as a Worker reads its static assets.
import { existsSync, readFileSync } from "node:fs";
import {
  ServerResponse,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
} from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import {
  agendaFeed,
  agendaFeedPath,
  type AssetFetcher,
} from "../hosting/agenda-feed/agenda-feed.ts";
import { buildFolderAssets } from "./build-assets.ts";
import { oldDayLinkTarget } from "./old-day-links.ts";
import {
  allowHeader,
  allowedMethods,
  baseSecurityHeaders,
  cacheControlFor,
  editorRobotsTag,
  isEditorPath,
  isInternalPath,
  responsePolicy,
  revalidateCacheControl,
  servedContentType,
} from "../hosting/security-headers.ts";

export { immutableCacheControl } from "../hosting/security-headers.ts";

export interface StaticSiteOptions {
  /** The build's client folder (build/client). */
  root: string;
}

/**
 * The path a request names, decoded and normalised as a file server reads it: what decides
 * whether it is internal, media or a file (sirv decodes it too, so deciding on the raw path let
 * /%5Fheaders through). Undefined when it does not decode.
 */
export function decodedSitePath(pathname: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(pathname));
  } catch {
    return undefined;
  }
}

/**
 * Decides the Content-Type and the policy of a response when its headers go out, from the type it
 * is really sent with (sirv's, for the file it found) and the file it is: the same facts nginx's
 * map reads. `servedPath` returns the file's site path at that moment (the not-found page's once
 * a request ends there). Node sends every response's headers through writeHead, also when
 * `end()` is called without it.
 */
function decideHeadersOnWrite(res: ServerResponse, servedPath: () => string) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // writeHead(status, [message], [headers]); sirv passes its headers, which win over setHeader.
    const passed = rest.find(
      (argument): argument is OutgoingHttpHeaders =>
        typeof argument === "object" && argument !== null && !Array.isArray(argument),
    );
    const passedType = passed && Object.keys(passed).find((name) => /^content-type$/i.test(name));
    const sitePath = servedPath();
    const given = String((passedType ? passed[passedType] : res.getHeader("content-type")) ?? "");
    // A file served gets its type, by the media folder's rules; other answers (a redirect, a
    // 304, a 405) keep the one they were given.
    const contentType =
      statusCode >= 200 && statusCode < 300 ? servedContentType(sitePath, given) : given;
    if (contentType !== given) {
      if (passed && passedType) passed[passedType] = contentType;
      else res.setHeader("Content-Type", contentType);
    }
    const policy = responsePolicy({ status: statusCode, contentType, sitePath });
    if (policy) res.setHeader("Content-Security-Policy", policy);
    else res.removeHeader("Content-Security-Policy");
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof res.writeHead;
}

/** A file's status and headers, held until its first byte (see holdFileHeaders). */
const heldHeaders = new WeakMap<ServerResponse, unknown[]>();

/**
 * Holds the status and headers sirv writes for a file until the file's first byte: sirv writes
 * them before it opens the file, so a file that fails to open (removed since the server started,
 * or no longer readable) would leave an answer already begun, and only a closed connection.
 * Held, they are dropped and the request gets an answer of its own. Node sends them with the
 * first write or the end, through writeHead again.
 */
function holdFileHeaders(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const held = heldHeaders.get(this);
    if (held) {
      heldHeaders.delete(this);
      return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, held);
    }
    const status = args[0];
    if (typeof status === "number" && status >= 200 && status < 300) {
      heldHeaders.set(this, args);
      return this;
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

/**
 * Starts an answer afresh: drops any held file headers and every header set so far (a file's
 * type, its policy, compression's encoding), puts the security headers back, and returns how to
 * end it, past compression(), whose encoding is no longer this answer's.
 */
function answerAfresh(res: ServerResponse): (body: Buffer | string) => void {
  heldHeaders.delete(res);
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
  const end = ServerResponse.prototype.end as (this: ServerResponse, body: Buffer | string) => void;
  return (body) => end.call(res, body);
}

/** Answers an error with 500, or closes the connection when the answer had already begun. */
function answerError(req: IncomingMessage, res: ServerResponse, error: unknown) {
  console.error(`${req.method} ${req.url}:`, error);
  if (res.headersSent) return void res.destroy();
  const end = answerAfresh(res);
  res.statusCode = 500;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  end("Internal Server Error\n");
}

/**
 * The listener, with any error it throws answered 500 (or the connection closed, when the answer
 * had started): an uncaught throw in a request listener ends the whole Node process.
 */
export function answeringErrors(listener: RequestListener): RequestListener {
  return (req, res) => {
    try {
      listener(req, res);
    } catch (error) {
      answerError(req, res, error);
    }
  };
}

/**
 * Answers the agenda feed with its handler, as a Worker would: the request's method and query, the
 * build folder as its assets. An error it throws ends this answer with 500, never the server.
 */
function answerAgendaFeed(req: IncomingMessage, res: ServerResponse, assets: AssetFetcher) {
  const raw = req.url ?? "";
  const query = raw.includes("?") ? raw.slice(raw.indexOf("?")) : "";
  const request = new Request(new URL(agendaFeedPath + query, "http://localhost"), {
    method: req.method,
  });
  agendaFeed(request, assets)
    .then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer());
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(body);
    })
    .catch((error: unknown) => answerError(req, res, error));
}

export function createStaticSite({ root }: StaticSiteOptions): RequestListener {
  const feedAssets = buildFolderAssets(root);
  const notFoundPage = readFileSync(path.join(root, "404.html"));
  const compress = compression();
  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: ["html"],
  });

  return answeringErrors((req: IncomingMessage, res: ServerResponse) => {
    // sirv's Range support throws on `bytes=5-2` or an end past 2^53 (ending the process), and
    // answers `bytes=-5` with the first six bytes, not the last five. RFC 9110 lets a server
    // ignore Range: the site has no audio or video that needs it, so every file is sent whole.
    delete req.headers.range;
    delete req.headers["if-range"];
    // sirv lists the files once; a file removed since (a new build written over the folder) fails
    // to open once sirv has written its headers, which are held until the file's first byte: a
    // file no longer there gets the not-found page, any other failure 500, and only an answer
    // already begun is closed. Never the server.
    res.on("pipe", (source) =>
      source.on("error", (error: NodeJS.ErrnoException) => {
        if (res.headersSent) return answerError(req, res, error);
        if (error.code === "ENOENT" || error.code === "ENOTDIR") return notFound(answerAfresh(res));
        answerError(req, res, error);
      }),
    );
    // Only the query matters here; a path URL parsing refuses ("//" reads as a host, and an empty
    // one) is decided below, as sent.
    const url = URL.parse(req.url ?? "/", "http://localhost") ?? new URL("http://localhost/");
    // The path as sent, not as URL parsing reads it ("//images/x" would be host "images").
    const rawPath = (req.url ?? "/").split("?")[0]!;
    const decoded = decodedSitePath(rawPath);
    let servedPath = decoded ?? rawPath;
    decideHeadersOnWrite(res, () => servedPath);
    holdFileHeaders(res);
    // Every response, whatever its status, carries the security headers.
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControlFor(servedPath));
    // The content editor stays out of search engines.
    if (isEditorPath(servedPath)) res.setHeader("X-Robots-Tag", editorRobotsTag);

    const notFound = (end: (body: Buffer) => void = (body) => void res.end(body)) => {
      // Whatever the address, the document is 404.html, with its own <meta> policy.
      servedPath = "/404.html";
      res.removeHeader("X-Robots-Tag");
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", revalidateCacheControl);
      end(notFoundPage);
    };

    // A static site answers reading only: no method may do anything else, or get a page for it.
    if (!(allowedMethods as readonly string[]).includes(req.method ?? "")) {
      res.statusCode = 405;
      res.setHeader("Allow", allowHeader);
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.setHeader("Cache-Control", revalidateCacheControl);
      return res.end("Method Not Allowed\n");
    }

    // compression() is Express middleware; it only needs Node's own request and response.
    compress(req as never, res as never, () => {
      if (decoded === agendaFeedPath) return answerAgendaFeed(req, res, feedAssets);
      const dayPage = oldDayLinkTarget(url, root);
      if (dayPage) {
        res.statusCode = 301;
        res.setHeader("Location", dayPage);
        res.setHeader("Cache-Control", revalidateCacheControl);
        return res.end();
      }
      // The build-internal files are not addresses of the site, however the path is written.
      if (decoded === undefined || isInternalPath(decoded)) return notFound();
      // A file (not a page address) that is no longer there is missing, whatever sirv remembers.
      if (path.extname(decoded) && !existsSync(path.join(root, decoded))) return notFound();
      files(req, res, () => notFound());
    });
  });
}
