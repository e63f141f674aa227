import { describe, expect, it } from "vitest";
import {
  documentHeaderPolicy,
  editorContentSecurityPolicy,
  immutableCacheControl,
  nonDocumentPolicy,
  revalidateCacheControl,
  serviceWorkerPolicy,
} from "../../hosting/security-headers.ts";
import {
  cloudflareFileProblems,
  cloudflareLimits,
  cloudflareLineLimit,
  cloudflareProblems,
  cloudflareRedirectProblems,
  cloudflareRuleLimit,
  headerRuleCount,
  headersFile,
  redirectRuleCounts,
  redirectsFile,
  revalidatePaths,
} from "./host-files.ts";

/** Parses the _headers format: a path line, then indented "Name: value" (or "! Name") lines. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      current = {};
      rules.set(line, current);
    } else if (line.trim().startsWith("! ")) {
      current![line.trim()] = "";
    } else {
      const [name, ...value] = line.trim().split(": ");
      current![name!] = value.join(": ");
    }
  }
  return rules;
}

describe("_headers", () => {
  const text = headersFile({ revalidate: ["/data/*", "/images/*", "/schedule.json", "/sw.js"] });
  const rules = parseHeaders(text);

  it("sends the security headers and the header part of the policy with every path", () => {
    expect(rules.get("/*")).toMatchObject({
      "Content-Security-Policy": documentHeaderPolicy,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(rules.get("/*")!["Strict-Transport-Security"]).toMatch(/^max-age=/);
    expect(rules.get("/*")!["Permissions-Policy"]).toContain("camera=()");
    // No page's hashes: those are in each page's <meta>.
    expect(text).not.toContain("sha256");
  });

  it("has no rule per page: the same rules whatever the build holds", () => {
    expect([...rules.keys()]).toEqual([
      "/*",
      "/admin",
      "/admin/*",
      "/assets/*",
      "/data/*",
      "/images/*",
      "/schedule.json",
      "/sw.js",
    ]);
  });

  it("caches /assets/* for a year and names the revalidating files", () => {
    expect(rules.get("/assets/*")!["Cache-Control"]).toBe(immutableCacheControl);
    for (const pattern of ["/data/*", "/images/*", "/schedule.json", "/sw.js"]) {
      expect(rules.get(pattern)!["Cache-Control"], pattern).toBe(revalidateCacheControl);
    }
  });

  it("gives every non-page path the non-document policy, the offline worker its own", () => {
    for (const pattern of ["/assets/*", "/data/*", "/images/*", "/schedule.json"]) {
      expect(rules.get(pattern)!["Content-Security-Policy"], pattern).toBe(nonDocumentPolicy);
    }
    expect(rules.get("/sw.js")!["Content-Security-Policy"]).toBe(serviceWorkerPolicy);
  });

  it("sets no header in two rules (hosts would join the values), but policies that hold the site-wide one", () => {
    const seen = new Map<string, string>();
    for (const [pattern, headers] of rules) {
      // The editor's rules match disjoint paths, and its policy holds the site-wide one (below).
      if (pattern === "/admin" || pattern === "/admin/*") continue;
      for (const name of Object.keys(headers)) {
        if (name === "Cache-Control") continue; // the Cache-Control rules match disjoint paths
        // A later rule's policy, joined with the site-wide one (Cloudflare: two policies, both
        // enforced) or in its place (Netlify), is what applies: it holds frame-ancestors 'none'.
        if (name === "Content-Security-Policy" && pattern !== "/*") {
          expect(headers[name], pattern).toContain(documentHeaderPolicy);
          continue;
        }
        expect(seen.get(name), `${name} in ${pattern}`).toBeUndefined();
        seen.set(name, pattern);
      }
    }
    expect(rules.get("/*")!["Cache-Control"]).toBeUndefined();
  });

  it("is the same for Cloudflare but for the revalidate Cache-Control, which restates its default", () => {
    const cloudflare = parseHeaders(
      headersFile({ revalidate: ["/data/*", "/schedule.json"], host: "cloudflare" }),
    );
    expect([...cloudflare.keys()]).toEqual([
      "/*",
      "/admin",
      "/admin/*",
      "/assets/*",
      "/data/*",
      "/schedule.json",
    ]);
    expect(cloudflare.get("/data/*")).toEqual({ "Content-Security-Policy": nonDocumentPolicy });
    expect(cloudflare.get("/assets/*")!["Cache-Control"]).toBe(immutableCacheControl);
    // One rule per non-page entry, whatever the number of pages.
    expect(headerRuleCount(headersFile({ revalidate: [], host: "cloudflare" }))).toBe(4);
  });
});

describe("_headers for the content editor (/admin)", () => {
  it("gives /admin and its files their own policy and noindex, after the site-wide rule", () => {
    const text = headersFile({ revalidate: [] });
    const rules = parseHeaders(text);
    for (const pattern of ["/admin", "/admin/*"]) {
      expect(rules.get(pattern)).toEqual({
        "Content-Security-Policy": editorContentSecurityPolicy(),
        "X-Robots-Tag": "noindex, nofollow",
      });
    }
    expect(text.indexOf("\n/admin\n")).toBeGreaterThan(text.indexOf("\n/*\n"));
    // The site-wide policy is strict; joined with the editor's (Cloudflare joins two values of
    // one header with a comma: two policies, both enforced), the editor's is what applies, as its
    // own frame-ancestors is the site-wide one (hosting/security-headers.test.ts).
    expect(rules.get("/*")!["Content-Security-Policy"]).not.toContain("unsafe");
    expect(editorContentSecurityPolicy()).toContain(documentHeaderPolicy);
  });
});

describe("what Cloudflare would not take", () => {
  it("names the rule whose line is over the length limit, and only that one", () => {
    const text = [
      "/*",
      "  X-Content-Type-Options: nosniff",
      "",
      "/long",
      `  Content-Security-Policy: ${"x".repeat(cloudflareLineLimit)}`,
      "",
    ].join("\n");
    expect(cloudflareProblems(text)).toEqual([
      `/long: its Content-Security-Policy line is ${cloudflareLineLimit + 27} characters (the limit is ${cloudflareLineLimit})`,
    ]);
  });

  it("counts the rules against the limit", () => {
    const rules = (count: number) =>
      Array.from({ length: count }, (_, index) => `/p${index}\n  X-A: b\n`).join("\n");
    expect(cloudflareProblems(rules(cloudflareRuleLimit))).toEqual([]);
    expect(cloudflareProblems(rules(cloudflareRuleLimit + 1))).toEqual([
      `${cloudflareRuleLimit + 1} rules (the limit is ${cloudflareRuleLimit}: the upload fails)`,
    ]);
    expect(cloudflareProblems(headersFile({ revalidate: ["/data/*"] }))).toEqual([]);
  });

  it("counts static and dynamic redirects against their limits", () => {
    expect(redirectRuleCounts(redirectsFile())).toEqual({ static: 0, dynamic: 0 });
    const many = (count: number, from: (index: number) => string) =>
      Array.from({ length: count }, (_, index) => `${from(index)} /to 301`).join("\n");
    expect(redirectRuleCounts(many(3, (index) => `/a${index}`))).toEqual({ static: 3, dynamic: 0 });
    expect(redirectRuleCounts(many(2, (index) => `/b${index}/*`))).toEqual({
      static: 0,
      dynamic: 2,
    });
    expect(redirectRuleCounts("/x/:id /y/:id 301")).toEqual({ static: 0, dynamic: 1 });
    expect(
      cloudflareRedirectProblems(many(cloudflareLimits.staticRedirects + 1, (i) => `/a${i}`)),
    ).toEqual([`_redirects: 2001 static rules (the limit is 2000)`]);
    expect(
      cloudflareRedirectProblems(many(cloudflareLimits.dynamicRedirects + 1, (i) => `/b${i}/*`)),
    ).toEqual([`_redirects: 101 dynamic rules (the limit is 100)`]);
  });

  it("counts the files and the largest one against the deploy's limits", () => {
    expect(cloudflareFileProblems({ files: 19_800, filesLater: 200 })).toEqual([]);
    expect(cloudflareFileProblems({ files: 19_801, filesLater: 200 })).toEqual([
      "about 20001 files (the Free plan's limit is 20000; Workers Paid allows 100,000)",
    ]);
    expect(
      cloudflareFileProblems({
        files: 1,
        largest: { file: "data/big.json", bytes: 25 * 1024 * 1024 + 1 },
      }),
    ).toEqual([`data/big.json is 26214401 bytes (the limit is 26214400 per file)`]);
  });
});

describe("revalidatePaths", () => {
  it("names the top-level files and non-page folders, not pages, assets or the host files", () => {
    expect(
      revalidatePaths([
        { name: "assets", isDirectory: true, isPage: false },
        { name: "calendar", isDirectory: true, isPage: false },
        { name: "schedule", isDirectory: true, isPage: true },
        { name: "schedule/changes.atom", isDirectory: false, isPage: false },
        { name: "schedule.data", isDirectory: false, isPage: false },
        { name: "sw.js", isDirectory: false, isPage: false },
        { name: "index.html", isDirectory: false, isPage: false },
        { name: "404.html", isDirectory: false, isPage: false },
        { name: "_headers", isDirectory: false, isPage: false },
      ]),
    ).toEqual(["/calendar/*", "/schedule.data", "/schedule/changes.atom", "/sw.js"]);
  });
});

describe("_redirects", () => {
  it("has no rule (a catch-all or slash rule would break Cloudflare), only the explanation", () => {
    const rules = redirectsFile()
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("#"));
    expect(rules).toEqual([]);
  });
});
