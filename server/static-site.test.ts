import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentHeaderPolicy, editorContentSecurityPolicy } from "./security-headers.ts";
import { createStaticSite, immutableCacheControl } from "./static-site.ts";

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
  server = createServer(createStaticSite({ root }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

  it("serves /x from /x/index.html without a redirect", async () => {
    const response = await fetch(`${origin}/schedule`, { redirect: "manual" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Schedule</h1>");
  });

  it("sends an old link to a day (/schedule?day=) to the day's page, and only to a real one", async () => {
    const old = await fetch(`${origin}/schedule?day=thursday`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/schedule/thursday");
    for (const query of ["?day=friday", "?day=..%2Fvenue", "?day=Thursday", "?day=", ""]) {
      const response = await fetch(`${origin}/schedule${query}`, { redirect: "manual" });
      expect(response.status, query).toBe(200);
      expect(await response.text()).toContain("<h1>Schedule</h1>");
    }
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

  it("is not sent with images", async () => {
    const image = await fetch(`${origin}/images/photo.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-security-policy")).toBeNull();
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
