import { describe, expect, it } from "vitest";
import {
  blobImagePages,
  cacheControlFor,
  contentSecurityPolicy,
  documentHeaderPolicy,
  editorContentSecurityPolicy,
  immutableCacheControl,
  isDocumentPath,
  isInternalPath,
  mapFrameOrigin,
  metaContentSecurityPolicy,
  metaIgnoredDirectives,
  nonDocumentPolicy,
  responsePolicy,
  revalidateCacheControl,
  serviceWorkerPolicy,
  servedContentType,
  securityHeaders,
  type CspHashes,
} from "./security-headers.ts";

const hashes: CspHashes = {
  scripts: ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"],
  styles: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
};
const noInlineCode: CspHashes = { scripts: [], styles: [] };

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

  it("shows images from the site and data: URLs (the tab icon), blob: ones only on the graphics page", () => {
    expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    const graphics = directives(contentSecurityPolicy(hashes, blobImagePages[0]));
    expect(graphics.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  });
});

describe("a document's policy: its <meta> and the site-wide header", () => {
  it("puts in the <meta> everything but what a <meta> cannot hold", () => {
    const meta = directives(metaContentSecurityPolicy(hashes));
    expect(meta.get("script-src")).toEqual(["'self'", ...hashes.scripts]);
    expect(meta.get("style-src")).toEqual(["'self'", "'unsafe-hashes'", ...hashes.styles]);
    for (const name of metaIgnoredDirectives) expect(meta.has(name), name).toBe(false);
    // The HTML Standard's list (4.2.5.3, "Content security policy state", step 4).
    expect([...metaIgnoredDirectives].sort()).toEqual(["frame-ancestors", "report-uri", "sandbox"]);
  });

  it("puts in the header what the <meta> cannot hold, the same for every page", () => {
    expect(documentHeaderPolicy).toBe("frame-ancestors 'none'");
    expect(documentHeaderPolicy).not.toContain("sha256");
  });

  it("enforces together exactly the whole policy, nothing lost and nothing added", () => {
    for (const page of [hashes, noInlineCode]) {
      const whole = directives(contentSecurityPolicy(page));
      const joined = new Map([
        ...directives(metaContentSecurityPolicy(page)),
        ...directives(documentHeaderPolicy),
      ]);
      expect(new Map([...joined].sort()), "meta + header").toEqual(new Map([...whole].sort()));
    }
  });

  it("keeps the editor's policy at least as strict as the header part, so joining the two is harmless", () => {
    const editor = directives(editorContentSecurityPolicy());
    for (const [name, sources] of directives(documentHeaderPolicy)) {
      expect(editor.get(name), name).toEqual(sources);
    }
  });
});

describe("securityHeaders", () => {
  it("holds the header part of the policy and the other security headers, for every page", () => {
    const headers = securityHeaders();
    expect(headers["Content-Security-Policy"]).toBe(documentHeaderPolicy);
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
    for (const sitePath of ["/404", "/404.html", "/_headers", "/_redirects"]) {
      expect(isInternalPath(sitePath), sitePath).toBe(true);
    }
    expect(isInternalPath("/schedule")).toBe(false);
  });

  it("counts a trailing slash after an internal name as internal", () => {
    for (const sitePath of ["/_headers/", "/404/"]) {
      expect(isInternalPath(sitePath), sitePath).toBe(true);
    }
    for (const sitePath of ["/data/private.json", "/schedule/", "/"]) {
      expect(isInternalPath(sitePath), sitePath).toBe(false);
    }
  });
});

describe("responsePolicy and servedContentType", () => {
  const html = "text/html; charset=utf-8";

  it("gives documents the site-wide part, the editor its own, the offline worker its own", () => {
    expect(responsePolicy({ status: 200, contentType: html, sitePath: "/schedule" })).toBe(
      documentHeaderPolicy,
    );
    expect(responsePolicy({ status: 404, contentType: html, sitePath: "/404.html" })).toBe(
      documentHeaderPolicy,
    );
    expect(responsePolicy({ status: 200, contentType: html, sitePath: "/admin/" })).toBe(
      editorContentSecurityPolicy(),
    );
    expect(
      responsePolicy({ status: 200, contentType: "text/javascript", sitePath: "/sw.js" }),
    ).toBe(serviceWorkerPolicy);
  });

  it("gives everything else, and anything at all in the media folder, the non-document policy", () => {
    for (const [contentType, sitePath] of [
      ["image/svg+xml", "/images/partners/x.svg"],
      [html, "/images/uploads/x.html"],
      ["text/javascript", "/assets/a.js"],
      ["application/json", "/schedule.json"],
      ["", "/schedule"],
    ] as const) {
      expect(responsePolicy({ status: 200, contentType, sitePath }), sitePath).toBe(
        nonDocumentPolicy,
      );
    }
  });

  it("sends no policy with a 304, whatever it revalidates", () => {
    expect(responsePolicy({ status: 304, contentType: "", sitePath: "/schedule" })).toBeUndefined();
    expect(
      responsePolicy({ status: 304, contentType: "", sitePath: "/images/x.svg" }),
    ).toBeUndefined();
  });

  it("serves only image types from the media folder, and a type for everything", () => {
    expect(servedContentType("/images/x.SVG", "image/svg+xml")).toBe("image/svg+xml");
    expect(servedContentType("/images/x.webp", "image/webp")).toBe("image/webp");
    expect(servedContentType("/images/x.html", html)).toBe("application/octet-stream");
    expect(servedContentType("/images/x.js", "text/javascript")).toBe("application/octet-stream");
    expect(servedContentType("/images/x", "")).toBe("application/octet-stream");
    expect(servedContentType("/schedule", html)).toBe(html);
    expect(servedContentType("/x.unknown", "")).toBe("application/octet-stream");
  });
});
