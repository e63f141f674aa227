// The headers of hosting/security-headers.ts, as our own static server sends them (the rules
// themselves are tested in hosting/security-headers.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  documentHeaderPolicy,
  immutableCacheControl,
  nonDocumentPolicy,
  revalidateCacheControl,
} from "../hosting/security-headers.ts";
import { createStaticSite } from "./static-site.ts";

describe("our static server applies the headers", () => {
  let server: Server;
  let origin: string;
  let build: string;
  const inlineScript = "alert('Hello, world.');";

  beforeAll(async () => {
    build = mkdtempSync(path.join(tmpdir(), "static-headers-"));
    const root = path.join(build, "client");
    mkdirSync(path.join(root, "assets"), { recursive: true });
    writeFileSync(path.join(root, "index.html"), `<h1>Home</h1><script>${inlineScript}</script>`);
    writeFileSync(
      path.join(root, "404.html"),
      "<h1>Page Not Found</h1><script>notFound()</script>",
    );
    writeFileSync(path.join(root, "_headers"), "/*\n");
    writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log('app');");
    mkdirSync(path.join(root, "images"));
    writeFileSync(path.join(root, "images", "logo.svg"), "<svg/>");
    server = createServer(createStaticSite({ root }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(build, { recursive: true, force: true });
  });

  it("sends the header part of the policy with pages, whatever their inline code", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.headers.get("content-security-policy")).toBe(documentHeaderPolicy);
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cache-control")).toBe(revalidateCacheControl);
  });

  it("sends the security headers and the non-document policy with assets and images", async () => {
    const response = await fetch(`${origin}/assets/app-abc123.js`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("content-security-policy")).toBe(nonDocumentPolicy);
    expect(response.headers.get("cache-control")).toBe(immutableCacheControl);
    const image = await fetch(`${origin}/images/logo.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-security-policy")).toBe(nonDocumentPolicy);
  });

  it("sends them with the not-found page, which also answers build-internal files", async () => {
    for (const sitePath of ["/nope", "/_headers", "/404"]) {
      const response = await fetch(`${origin}${sitePath}`);
      expect(response.status, sitePath).toBe(404);
      expect(response.headers.get("content-security-policy"), sitePath).toBe(documentHeaderPolicy);
      expect(response.headers.get("x-frame-options"), sitePath).toBe("DENY");
    }
  });
});
