import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  documentHeaderPolicy,
  editorContentSecurityPolicy,
  nonDocumentPolicy,
  serviceWorkerPolicy,
} from "../hosting/security-headers.ts";
import { oldDayLinkTarget } from "./old-day-links.ts";
import { answeringErrors, createStaticSite, immutableCacheControl } from "./static-site.ts";

let server: Server;
let origin: string;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "static-site-"));
  mkdirSync(path.join(root, "schedule"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
  writeFileSync(path.join(root, "schedule", "index.html"), "<h1>Schedule</h1>".repeat(100));
  mkdirSync(path.join(root, "schedule", "thursday"));
  writeFileSync(path.join(root, "schedule", "thursday", "index.html"), "<h1>Thursday</h1>");
  writeFileSync(path.join(root, "404.html"), "<h1>Page Not Found</h1>");
  writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log('app');".repeat(100));
  mkdirSync(path.join(root, "venue"));
  writeFileSync(path.join(root, "venue", "index.html"), "<h1>Venue</h1>");
  mkdirSync(path.join(root, "team"));
  writeFileSync(path.join(root, "team", "index.html"), "<h1>Team</h1>");
  mkdirSync(path.join(root, "images"));
  writeFileSync(path.join(root, "images", "photo.webp"), "RIFF");
  mkdirSync(path.join(root, "admin"));
  writeFileSync(path.join(root, "admin", "index.html"), "<h1>Editor</h1>");
  writeFileSync(path.join(root, "admin", "decap-cms-app.js"), "console.log('editor');");
  // What a build holds besides pages, and what must never be served: route data, build files, and
  // files in the media folder that are not images.
  writeFileSync(path.join(root, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(root, "schedule.json"), "{}");
  writeFileSync(path.join(root, "schedule.ics"), "BEGIN:VCALENDAR");
  writeFileSync(path.join(root, "_headers"), "/*\n");
  writeFileSync(path.join(root, "_redirects"), "# none\n");
  writeFileSync(path.join(root, "notes.unknownext"), "?");
  mkdirSync(path.join(root, "graphics"));
  writeFileSync(path.join(root, "graphics", "cards.zip"), "PK");
  writeFileSync(path.join(root, "images", "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(root, "images", "uploads"));
  writeFileSync(path.join(root, "images", "uploads", "page.html"), "<script>alert(1)</script>");
  writeFileSync(path.join(root, "images", "uploads", "tool.js"), "alert(1)");
  server = createServer(createStaticSite({ root }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe("static site server", () => {
  it("answers a file removed after it started (a rebuild) with 404, and keeps serving", async () => {
    writeFileSync(path.join(root, "assets", "gone-def456.js"), "old chunk");
    const late = createServer(createStaticSite({ root }));
    await new Promise<void>((resolve) => late.listen(0, "127.0.0.1", resolve));
    const lateOrigin = `http://127.0.0.1:${(late.address() as AddressInfo).port}`;
    try {
      rmSync(path.join(root, "assets", "gone-def456.js"));
      const gone = await fetch(`${lateOrigin}/assets/gone-def456.js`);
      expect(gone.status).toBe(404);
      expect(await gone.text()).toBe("<h1>Page Not Found</h1>");
      expect((await fetch(`${lateOrigin}/schedule`)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => late.close(() => resolve()));
    }
  });

  it("answers a page, and any file, that fails to open after it started: 404 when gone, 500 otherwise, and keeps serving", async () => {
    const late = mkdtempSync(path.join(tmpdir(), "static-site-late-"));
    mkdirSync(path.join(late, "schedule"));
    mkdirSync(path.join(late, "assets"));
    writeFileSync(path.join(late, "index.html"), "<h1>Home</h1>");
    writeFileSync(path.join(late, "404.html"), "<h1>Page Not Found</h1>");
    writeFileSync(path.join(late, "schedule", "index.html"), "<h1>Schedule</h1>");
    writeFileSync(path.join(late, "assets", "broken-abc123.js"), "console.log('old');");
    const lateServer = createServer(createStaticSite({ root: late }));
    await new Promise<void>((resolve) => lateServer.listen(0, "127.0.0.1", resolve));
    const lateOrigin = `http://127.0.0.1:${(lateServer.address() as AddressInfo).port}`;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // A page address has no extension: sirv still knows the file, which fails to open.
      rmSync(path.join(late, "schedule", "index.html"));
      for (const pathname of ["/schedule", "/schedule/"]) {
        for (const encoding of ["identity", "gzip"]) {
          const gone = await fetch(`${lateOrigin}${pathname}`, {
            headers: { "Accept-Encoding": encoding },
          });
          expect(gone.status, `${pathname} ${encoding}`).toBe(404);
          expect(gone.headers.get("content-type")).toBe("text/html; charset=utf-8");
          expect(gone.headers.get("content-security-policy")).toBe(documentHeaderPolicy);
          expect(gone.headers.get("x-frame-options")).toBe("DENY");
          expect(await gone.text()).toBe("<h1>Page Not Found</h1>");
        }
      }
      // A file that is there but cannot be read (a folder now): 500 with the security headers.
      rmSync(path.join(late, "assets", "broken-abc123.js"));
      mkdirSync(path.join(late, "assets", "broken-abc123.js"));
      const broken = await fetch(`${lateOrigin}/assets/broken-abc123.js`, {
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(broken.status).toBe(500);
      expect(broken.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(broken.headers.get("content-encoding")).toBeNull();
      expect(broken.headers.get("x-content-type-options")).toBe("nosniff");
      expect(broken.headers.get("cache-control")).toBe("no-store");
      expect(await broken.text()).toBe("Internal Server Error\n");
      const home = await fetch(`${lateOrigin}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toBe("<h1>Home</h1>");
    } finally {
      quiet.mockRestore();
      await new Promise<void>((resolve) => lateServer.close(() => resolve()));
      rmSync(late, { recursive: true, force: true });
    }
  });

  it("serves /x from /x/index.html without a redirect", async () => {
    const response = await fetch(`${origin}/schedule`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Schedule</h1>");
  });

  it("sends an old link to a day that /schedule does not hold to the day's page, and only to a real one", async () => {
    const old = await fetch(`${origin}/schedule?day=thursday`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/schedule/thursday");
    for (const query of ["?day=friday", "?day=..%2Fvenue", "?day=Thursday", "?day=", ""]) {
      const response = await fetch(`${origin}/schedule${query}`, { redirect: "manual" });
      expect(response.status, query).toBe(200);
      expect(await response.text()).toContain("<h1>Schedule</h1>");
    }
    // A /schedule that holds the day keeps the address: it is how its tabs keep the chosen day.
    const whole = path.join(root, "another-site");
    mkdirSync(path.join(whole, "schedule", "thursday"), { recursive: true });
    writeFileSync(path.join(whole, "schedule", "thursday", "index.html"), "<h1>Thursday</h1>");
    writeFileSync(
      path.join(whole, "schedule", "index.html"),
      '<h2 id="schedule-day-title-thursday">Thursday</h2>',
    );
    const link = new URL("http://localhost/schedule?day=thursday");
    expect(oldDayLinkTarget(link, whole)).toBeUndefined();
    expect(oldDayLinkTarget(link, root)).toBe("/schedule/thursday");
  });

  it("answers unknown paths and the internal 404.html with the not-found page and status 404", async () => {
    for (const pathname of ["/nope", "/speakers/999", "/404.html"]) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("<h1>Page Not Found</h1>");
    }
  });

  it("compresses responses and caches hashed assets for a year, HTML never", async () => {
    const asset = await fetch(`${origin}/assets/app-abc123.js`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(asset.headers.get("content-encoding")).toBe("gzip");
    expect(asset.headers.get("cache-control")).toBe(immutableCacheControl);
    const page = await fetch(`${origin}/schedule`, { headers: { "Accept-Encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("cache-control")).toContain("must-revalidate");
  });

  it("gives the content editor its own policy and noindex; the pages keep theirs", async () => {
    for (const pathname of ["/admin", "/admin/", "/admin/index.html"]) {
      const editor = await fetch(`${origin}${pathname}`);
      expect(editor.status, pathname).toBe(200);
      expect(editor.headers.get("content-security-policy")).toBe(editorContentSecurityPolicy());
      expect(editor.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
    const script = await fetch(`${origin}/admin/decap-cms-app.js`);
    expect(script.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    for (const pathname of ["/", "/schedule"]) {
      const page = await fetch(`${origin}${pathname}`);
      expect(page.headers.get("content-security-policy")).toBe(documentHeaderPolicy);
      expect(page.headers.get("x-robots-tag")).toBeNull();
    }
  });
});

describe("the Content-Security-Policy header", () => {
  const policyAt = async (pathname: string) =>
    (await fetch(`${origin}${pathname}`)).headers.get("content-security-policy");

  it("is the same site-wide part for every page under every address (each page's own is in its <meta>)", async () => {
    for (const pathname of [
      "/",
      "/index.html",
      "/schedule",
      "/schedule/",
      "/schedule/index.html",
      "/venue",
      "/team",
    ]) {
      expect(await policyAt(pathname), pathname).toBe(documentHeaderPolicy);
    }
  });

  it("goes with the not-found page, whatever the address", async () => {
    for (const pathname of ["/nope", "/speakers/999", "/404.html", "/404"]) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get("content-security-policy"), pathname).toBe(documentHeaderPolicy);
    }
  });

  it("is the non-document policy on everything that is not a document: no script, a unique origin", async () => {
    for (const pathname of [
      "/images/photo.webp",
      "/images/logo.svg",
      "/assets/app-abc123.js",
      "/admin/decap-cms-app.js",
      "/schedule.json",
      "/schedule.ics",
      "/graphics/cards.zip",
      "/notes.unknownext",
    ]) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("content-security-policy"), pathname).toBe(nonDocumentPolicy);
      expect(response.headers.get("x-content-type-options"), pathname).toBe("nosniff");
    }
    expect(nonDocumentPolicy).toMatch(/^default-src 'none';.*; sandbox$/);
  });

  it("lets the offline worker fetch the site's files: its own policy, without sandbox", async () => {
    const worker = await fetch(`${origin}/sw.js`);
    expect(worker.headers.get("content-security-policy")).toBe(serviceWorkerPolicy);
    expect(serviceWorkerPolicy).toContain("default-src 'self'");
    expect(serviceWorkerPolicy).not.toContain("sandbox");
  });

  it("makes an HTML file in the media folder no document of the site: a download, sandboxed", async () => {
    for (const pathname of ["/images/uploads/page.html", "/images/uploads/tool.js"]) {
      const response = await fetch(`${origin}${pathname}`);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("content-type"), pathname).toBe("application/octet-stream");
      expect(response.headers.get("content-security-policy"), pathname).toBe(nonDocumentPolicy);
    }
  });

  it("is not sent with a 304, which would replace the stored response's policy", async () => {
    for (const pathname of ["/schedule", "/images/photo.webp"]) {
      const first = await fetch(`${origin}${pathname}`);
      const etag = first.headers.get("etag")!;
      const again = await fetch(`${origin}${pathname}`, { headers: { "If-None-Match": etag } });
      expect(again.status, pathname).toBe(304);
      expect(again.headers.get("content-security-policy"), pathname).toBeNull();
      expect(again.headers.get("x-content-type-options"), pathname).toBe("nosniff");
    }
  });
});

/** A request as written, without a client's normalising (fetch refuses TRACE, keeps %5F). */
function rawRequest(
  method: string,
  pathname: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request({ method, hostname, port, path: pathname }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += String(chunk)));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("methods", () => {
  it("answers GET and HEAD", async () => {
    const get = await rawRequest("GET", "/schedule");
    expect(get.status).toBe(200);
    const head = await rawRequest("HEAD", "/schedule");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-type"]).toBe("text/html;charset=utf-8");
  });

  it("answers every other method with 405 and Allow: GET, HEAD, never with a page", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]) {
      for (const pathname of ["/schedule", "/images/photo.webp", "/nope"]) {
        const response = await rawRequest(method, pathname);
        expect(response.status, `${method} ${pathname}`).toBe(405);
        expect(response.headers["allow"], `${method} ${pathname}`).toBe("GET, HEAD");
        expect(response.body, `${method} ${pathname}`).not.toContain("<h1>");
        expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
        expect(response.headers["content-security-policy"]).toBe(nonDocumentPolicy);
        expect(response.headers["x-frame-options"]).toBe("DENY");
      }
    }
  });
});

describe("paths are decoded before anything is decided", () => {
  it("answers the build's internal files 404 however the path is written", async () => {
    for (const pathname of [
      "/_headers",
      "/%5Fheaders",
      "/%5fheaders",
      "/_redirects",
      "/%5Fredirects",
      "/_headers/",
      "/images/../_headers",
      "/images/%2E%2E/_headers",
      "/images%2F..%2F_headers",
      "//_headers",
      "/./_headers",
      "//images/../_redirects",
      "/404",
      "/%34%30%34.html",
    ]) {
      const response = await rawRequest("GET", pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body, pathname).toBe("<h1>Page Not Found</h1>");
    }
  });

  it("answers paths URL parsing refuses (//, //?x) with the not-found page, never 500", async () => {
    for (const pathname of ["//", "//?day=thursday", "///", "//schedule?day=thursday"]) {
      const response = await rawRequest("GET", pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.body, pathname).toBe("<h1>Page Not Found</h1>");
      expect(response.headers["content-security-policy"], pathname).toBe(documentHeaderPolicy);
      expect(response.headers["x-content-type-options"], pathname).toBe("nosniff");
    }
  });

  it("answers a path that does not decode with the not-found page", async () => {
    const response = await rawRequest("GET", "/%E0%A4%A");
    expect(response.status).toBe(404);
  });

  it("serves a file under its decoded name, with the media rules", async () => {
    const response = await rawRequest("GET", "/%69mages/uploads/page.html");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/octet-stream");
    expect(response.headers["content-security-policy"]).toBe(nonDocumentPolicy);
  });

  it("answers a file's name with a trailing slash 404, as nginx does", async () => {
    for (const pathname of ["/images/logo.svg/", "/schedule.json/"]) {
      expect((await rawRequest("GET", pathname)).status, pathname).toBe(404);
    }
  });
});

describe("Content-Type", () => {
  it("is the file's type for everything served, and application/octet-stream when unknown", async () => {
    const expected: Record<string, RegExp> = {
      "/schedule": /^text\/html;\s*charset=utf-8$/,
      "/images/photo.webp": /^image\/webp$/,
      "/images/logo.svg": /^image\/svg\+xml$/,
      "/assets/app-abc123.js": /^text\/javascript/,
      "/schedule.json": /^application\/json/,
      "/schedule.ics": /^text\/calendar/,
      "/graphics/cards.zip": /^application\/zip$/,
      "/notes.unknownext": /^application\/octet-stream$/,
      "/nope": /^text\/html; charset=utf-8$/,
    };
    for (const [pathname, type] of Object.entries(expected)) {
      const response = await rawRequest("GET", pathname);
      expect(response.headers["content-type"], pathname).toMatch(type);
    }
  });
});

describe("an error while answering", () => {
  it("ends that response with 500 (or closes it, once started), never the server", async () => {
    const failing = createServer(
      answeringErrors((req, res) => {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        if (req.url === "/started") res.writeHead(200).write("half");
        if (req.url !== "/fine") throw new RangeError("as sirv's createReadStream throws");
        res.end("fine");
      }),
    );
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    const at = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const broken = await fetch(`${at}/broken`);
      expect(broken.status).toBe(500);
      expect(broken.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(broken.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await broken.text()).toBe("Internal Server Error\n");
      await expect(fetch(`${at}/started`).then((response) => response.text())).rejects.toThrow();
      expect(await (await fetch(`${at}/fine`)).text()).toBe("fine");
      expect(quiet).toHaveBeenCalledTimes(2);
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });
});
