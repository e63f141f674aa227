// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  immutableCacheControl,
  noCspHashes,
  revalidateCacheControl,
  type PageCspHashes,
} from "../../server/security-headers.ts";
import { sha256Source } from "./csp-hashes.ts";
import {
  cloudflareLineLimit,
  cloudflareProblems,
  cloudflareRuleLimit,
  headersFile,
  redirectsFile,
  revalidatePaths,
} from "./host-files.ts";

// Every page has the shared script; each has one of its own; /venue has no inline code at all.
const shared = sha256Source("shared()");
const own = (page: string) => sha256Source(`own('${page}')`);
const pages: PageCspHashes = {
  "/": { scripts: [shared, own("/")].sort(), styles: [] },
  "/404": { scripts: [shared, own("/404")].sort(), styles: [] },
  "/__spa-fallback": { scripts: [shared], styles: [] },
  "/schedule": { scripts: [shared, own("/schedule")].sort(), styles: [sha256Source("width:5%")] },
  "/speakers/1": { scripts: [shared, own("/speakers/1")].sort(), styles: [] },
  "/venue": noCspHashes,
};
const pagePaths = ["/", "/schedule", "/speakers/1", "/venue"];
const policy = (page: string) => contentSecurityPolicy(pages[page]!);

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
  const text = headersFile({ pages, revalidate: ["/data/*", "/schedule.json"] });
  const rules = parseHeaders(text);

  it("sends the security headers with every path, with the not-found page's policy", () => {
    expect(rules.get("/*")).toMatchObject({
      // Unknown paths match only "/*", and the hosts answer them with 404.html.
      "Content-Security-Policy": policy("/404"),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(rules.get("/*")!["Strict-Transport-Security"]).toMatch(/^max-age=/);
    expect(rules.get("/*")!["Permissions-Policy"]).toContain("camera=()");
  });

  it("has one rule per page with that page's own policy, after the site-wide rule", () => {
    for (const page of pagePaths) {
      expect(rules.get(page), page).toEqual({ "Content-Security-Policy": policy(page) });
      // Netlify lets the later rule win.
      expect(text.indexOf(`\n${page}\n`), page).toBeGreaterThan(text.indexOf("\n/*\n"));
    }
    // The build-internal documents get no rule: 404.html is the "/*" one, the other is never served.
    expect(rules.has("/404")).toBe(false);
    expect(rules.has("/__spa-fallback")).toBe(false);
  });

  it("never gives a page another page's inline code, nor leaves out its own", () => {
    for (const page of pagePaths) {
      const pagePolicy = rules.get(page)!["Content-Security-Policy"]!;
      for (const hash of [...pages[page]!.scripts, ...pages[page]!.styles]) {
        expect(pagePolicy, `${page} lacks ${hash}`).toContain(hash);
      }
      for (const other of Object.keys(pages).filter((name) => name !== page)) {
        expect(pagePolicy, `${page} has ${other}'s script`).not.toContain(own(other));
      }
    }
    expect(rules.get("/venue")!["Content-Security-Policy"]).toContain("script-src 'self';");
  });

  it("falls back to the strictest policy on every path without a not-found page", () => {
    const withoutNotFound = Object.fromEntries(
      Object.entries(pages).filter(([page]) => page !== "/404"),
    );
    const fallback = parseHeaders(headersFile({ pages: withoutNotFound, revalidate: [] }));
    expect(fallback.get("/*")!["Content-Security-Policy"]).toBe(contentSecurityPolicy(noCspHashes));
  });

  it("caches /assets/* for a year and names the revalidating files", () => {
    expect(rules.get("/assets/*")).toEqual({ "Cache-Control": immutableCacheControl });
    expect(rules.get("/data/*")).toEqual({ "Cache-Control": revalidateCacheControl });
    expect(rules.get("/schedule.json")).toEqual({ "Cache-Control": revalidateCacheControl });
  });

  it("sets no header in two rules (hosts would join the values), but a page's own policy", () => {
    const seen = new Map<string, string>();
    for (const [pattern, headers] of rules) {
      // The editor's rules replace the site's policy on purpose (tested below).
      if (pattern === "/admin" || pattern === "/admin/*") continue;
      for (const name of Object.keys(headers)) {
        if (name === "Cache-Control") continue; // the Cache-Control rules match disjoint paths
        // Each page's policy replaces the site-wide one on purpose (see below).
        if (name === "Content-Security-Policy" && pattern !== "/*") continue;
        expect(seen.get(name), `${name} in ${pattern}`).toBeUndefined();
        seen.set(name, pattern);
      }
    }
    expect(rules.get("/*")!["Cache-Control"]).toBeUndefined();
  });

  it("detaches the site-wide policy on Cloudflare before each page's own, which it would join", () => {
    const cloudflare = headersFile({ pages, revalidate: ["/data/*"], host: "cloudflare" });
    const lines = cloudflare.split("\n");
    for (const page of pagePaths) {
      expect(lines[lines.indexOf(page) + 1], page).toBe("  ! Content-Security-Policy");
      expect(lines[lines.indexOf(page) + 2], page).toBe(
        `  Content-Security-Policy: ${policy(page)}`,
      );
    }
    expect(text).not.toContain("! Content-Security-Policy");
  });

  it("leaves out on Cloudflare the revalidate rules, which restate its default, to stay under 100 rules", () => {
    const cloudflare = parseHeaders(
      headersFile({ pages, revalidate: ["/data/*", "/schedule.json"], host: "cloudflare" }),
    );
    expect(cloudflare.has("/data/*")).toBe(false);
    expect(cloudflare.has("/schedule.json")).toBe(false);
    expect(cloudflare.get("/assets/*")).toEqual({ "Cache-Control": immutableCacheControl });
    expect([...cloudflare.keys()]).toEqual(["/*", ...pagePaths, "/admin", "/admin/*", "/assets/*"]);
  });
});

describe("what Cloudflare would not take", () => {
  const longPolicy = (count: number) => ({
    scripts: Array.from({ length: count }, (_, index) => sha256Source(`script(${index})`)),
    styles: [],
  });

  it("names the page whose policy line is over the limit, and only that one", () => {
    const text = headersFile({
      pages: { "/": longPolicy(2), "/schedule": longPolicy(40) },
      revalidate: [],
      host: "cloudflare",
    });
    const problems = cloudflareProblems(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^/schedule: its Content-Security-Policy line is \\d+ characters`),
    );
    expect(Math.max(...text.split("\n").map((line) => line.length))).toBeGreaterThan(
      cloudflareLineLimit,
    );
  });

  it("counts the rules against Cloudflare's limit", () => {
    const many = Object.fromEntries(
      Array.from({ length: cloudflareRuleLimit }, (_, index) => [
        `/speakers/${index}`,
        noCspHashes,
      ]),
    );
    expect(
      cloudflareProblems(headersFile({ pages: many, revalidate: [], host: "cloudflare" })),
    ).toEqual([
      `${cloudflareRuleLimit + 4} rules (the limit is ${cloudflareRuleLimit}: the upload fails)`,
    ]);
    expect(cloudflareProblems(headersFile({ pages, revalidate: [], host: "cloudflare" }))).toEqual(
      [],
    );
  });
});

describe("_headers for the content editor (/admin)", () => {
  it("gives /admin and its files their own policy and noindex, after the site-wide rule", () => {
    const text = headersFile({ pages, revalidate: [] });
    const rules = parseHeaders(text);
    for (const pattern of ["/admin", "/admin/*"]) {
      expect(rules.get(pattern)).toEqual({
        "Content-Security-Policy": editorContentSecurityPolicy(),
        "X-Robots-Tag": "noindex, nofollow",
      });
    }
    // Netlify lets the later rule win: the editor's rules come after "/*".
    expect(text.indexOf("\n/admin\n")).toBeGreaterThan(text.indexOf("\n/*\n"));
    // The public pages' policies are strict.
    for (const page of ["/*", ...pagePaths]) {
      expect(rules.get(page)!["Content-Security-Policy"]).not.toContain("unsafe-inline");
      expect(rules.get(page)!["Content-Security-Policy"]).not.toContain("unsafe-eval");
    }
    expect(text).not.toContain("! Content-Security-Policy");
  });

  it("detaches the site's policy on Cloudflare, which would join the two", () => {
    const lines = headersFile({ pages, revalidate: [], host: "cloudflare" }).split("\n");
    for (const pattern of ["/admin", "/admin/*"]) {
      expect(lines[lines.indexOf(pattern) + 1]).toBe("  ! Content-Security-Policy");
    }
  });
});

describe("revalidatePaths", () => {
  it("names the top-level files and non-page folders, not pages, assets or the host files", () => {
    expect(
      revalidatePaths([
        { name: "assets", isDirectory: true, isPage: false },
        { name: "calendar", isDirectory: true, isPage: false },
        { name: "schedule", isDirectory: true, isPage: true },
        { name: "schedule.data", isDirectory: false, isPage: false },
        { name: "sw.js", isDirectory: false, isPage: false },
        { name: "index.html", isDirectory: false, isPage: false },
        { name: "404.html", isDirectory: false, isPage: false },
        { name: "_headers", isDirectory: false, isPage: false },
      ]),
    ).toEqual(["/calendar/*", "/schedule.data", "/sw.js"]);
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
