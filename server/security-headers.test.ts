// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Source } from "../scripts/deploy/csp-hashes.ts";
import {
  cacheControlFor,
  contentSecurityPolicy,
  cspHashesFile,
  documentPolicies,
  immutableCacheControl,
  isDocumentPath,
  isInternalPath,
  mapFrameOrigin,
  noCspHashes,
  pagePathOf,
  readCspHashes,
  revalidateCacheControl,
  securityDir,
  securityHeaders,
  type CspHashes,
  type PageCspHashes,
} from "./security-headers.ts";
import { createStaticSite } from "./static-site.ts";

const hashes: CspHashes = {
  scripts: ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"],
  styles: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
};

/** Two pages that share one script and each have one of their own. */
const shared = sha256Source("shared()");
const pages: PageCspHashes = {
  "/": { scripts: [shared, sha256Source("home()")].sort(), styles: [] },
  "/schedule": {
    scripts: [shared, sha256Source("schedule()")].sort(),
    styles: [sha256Source("width:5%")],
  },
};

/** The policy as directive name -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name!, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy(hashes));

  it("allows scripts from the site and the build's inline scripts by hash, never 'unsafe-inline'", () => {
    expect(policy.get("script-src")).toEqual(["'self'", ...hashes.scripts]);
    expect(contentSecurityPolicy(hashes)).not.toContain("unsafe-inline");
    expect(contentSecurityPolicy(hashes)).not.toContain("unsafe-eval");
  });

  it("allows the build's inline styles by hash (attributes need 'unsafe-hashes')", () => {
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-hashes'", ...hashes.styles]);
    const withoutStyles = directives(contentSecurityPolicy({ ...hashes, styles: [] }));
    expect(withoutStyles.get("style-src")).toEqual(["'self'"]);
  });

  it("frames only the map, is framed by no one, and keeps plugins and <base> out", () => {
    expect(policy.get("frame-src")).toEqual([mapFrameOrigin]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });
});

describe("the policy of each document", () => {
  it("names the page of every address our server and nginx serve it under", () => {
    for (const sitePath of ["/", "/index.html", "/index", "//"]) {
      expect(pagePathOf(sitePath), sitePath).toBe("/");
    }
    for (const sitePath of [
      "/schedule",
      "/schedule/",
      "/schedule/index.html",
      "/schedule/index",
      "/schedule.html",
    ]) {
      expect(pagePathOf(sitePath), sitePath).toBe("/schedule");
    }
    expect(pagePathOf("/speakers/1/")).toBe("/speakers/1");
    expect(pagePathOf("/404.html")).toBe("/404");
  });

  it("gives each page only its own hashes, and the strictest policy to any other document", () => {
    const policyOf = documentPolicies(pages);
    expect(policyOf("/")).toBe(contentSecurityPolicy(pages["/"]!));
    expect(policyOf("/schedule/")).toBe(contentSecurityPolicy(pages["/schedule"]!));
    expect(policyOf("/schedule")).toContain(sha256Source("schedule()"));
    expect(policyOf("/schedule")).toContain(shared);
    expect(policyOf("/schedule")).not.toContain(sha256Source("home()"));
    expect(policyOf("/")).not.toContain(sha256Source("schedule()"));
    expect(policyOf("/")).not.toContain(sha256Source("width:5%"));
    expect(policyOf("/venue")).toBe(contentSecurityPolicy(noCspHashes));
    expect(directives(policyOf("/venue")).get("script-src")).toEqual(["'self'"]);
  });
});

describe("securityHeaders", () => {
  it("holds the policy and the other security headers", () => {
    const headers = securityHeaders(hashes);
    expect(headers["Content-Security-Policy"]).toBe(contentSecurityPolicy(hashes));
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });
});

describe("path rules", () => {
  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(cacheControlFor("/assets/root-abc123.js")).toBe(immutableCacheControl);
    for (const sitePath of [
      "/",
      "/schedule",
      "/schedule.data",
      "/sw.js",
      "/data/private.json",
      "/schedule.ics",
    ]) {
      expect(cacheControlFor(sitePath), sitePath).toBe(revalidateCacheControl);
    }
  });

  it("tells documents from files", () => {
    for (const sitePath of ["/", "/schedule", "/speakers/7", "/schedule/", "/404.html"]) {
      expect(isDocumentPath(sitePath), sitePath).toBe(true);
    }
    for (const sitePath of ["/sw.js", "/schedule.data", "/assets/a.css", "/images/x.webp"]) {
      expect(isDocumentPath(sitePath), sitePath).toBe(false);
    }
  });

  it("names the build files that are not addresses of the site", () => {
    for (const sitePath of [
      "/404",
      "/404.html",
      "/_headers",
      "/_redirects",
      "/__spa-fallback.html",
    ]) {
      expect(isInternalPath(sitePath), sitePath).toBe(true);
    }
    expect(isInternalPath("/schedule")).toBe(false);
  });
});

describe("readCspHashes", () => {
  it("reads <build>/security/csp-hashes.json, and is undefined without it", () => {
    const build = mkdtempSync(path.join(tmpdir(), "csp-hashes-"));
    const client = path.join(build, "client");
    mkdirSync(client);
    expect(readCspHashes(client)).toBeUndefined();
    mkdirSync(securityDir(client));
    const write = (value: unknown) =>
      writeFileSync(path.join(build, "security", cspHashesFile), JSON.stringify(value));
    write(pages);
    expect(readCspHashes(client)).toEqual(pages);
    write({ "/": { scripts: ["'unsafe-inline'"], styles: [] } });
    expect(() => readCspHashes(client)).toThrow(/not a map of page paths to hashes/);
    // An older build's single site-wide list.
    write(hashes);
    expect(() => readCspHashes(client)).toThrow(/build again/);
  });
});

describe("our static server applies the headers", () => {
  let server: Server;
  let origin: string;
  const inlineScript = "alert('Hello, world.');";

  beforeAll(async () => {
    const build = mkdtempSync(path.join(tmpdir(), "static-headers-"));
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

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the policy with pages, computing the hashes when the build wrote none", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.headers.get("content-security-policy")).toBe(
      contentSecurityPolicy({
        scripts: ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"],
        styles: [],
      }),
    );
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=/);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cache-control")).toBe(revalidateCacheControl);
  });

  it("sends the security headers without the policy with assets and images", async () => {
    const response = await fetch(`${origin}/assets/app-abc123.js`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("cache-control")).toBe(immutableCacheControl);
    const image = await fetch(`${origin}/images/logo.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-security-policy")).toBeNull();
  });

  it("sends them with the not-found page, which also answers build-internal files", async () => {
    for (const sitePath of ["/nope", "/_headers", "/404"]) {
      const response = await fetch(`${origin}${sitePath}`);
      expect(response.status, sitePath).toBe(404);
      // The not-found page's own policy, whatever the address.
      expect(response.headers.get("content-security-policy"), sitePath).toBe(
        contentSecurityPolicy({ scripts: [sha256Source("notFound()")], styles: [] }),
      );
      expect(response.headers.get("x-frame-options"), sitePath).toBe("DENY");
    }
  });

  it("uses the hashes the build wrote to <build>/security/csp-hashes.json", async () => {
    const build = mkdtempSync(path.join(tmpdir(), "static-built-"));
    const root = path.join(build, "client");
    mkdirSync(root);
    mkdirSync(securityDir(root));
    writeFileSync(path.join(root, "index.html"), "<h1>Home</h1>");
    writeFileSync(path.join(root, "404.html"), "<h1>Page Not Found</h1>");
    writeFileSync(path.join(securityDir(root), cspHashesFile), JSON.stringify({ "/": hashes }));
    const built = createServer(createStaticSite({ root }));
    await new Promise<void>((resolve) => built.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = built.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.text();
      expect(response.headers.get("content-security-policy")).toBe(contentSecurityPolicy(hashes));
      // 404.html is not in that file: the strictest policy.
      const missing = await fetch(`http://127.0.0.1:${port}/nope`);
      await missing.text();
      expect(missing.headers.get("content-security-policy")).toBe(
        contentSecurityPolicy(noCspHashes),
      );
    } finally {
      await new Promise<void>((resolve) => built.close(() => resolve()));
    }
  });
});
