// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  immutableCacheControl,
  revalidateCacheControl,
  type CspHashes,
} from "../../server/security-headers.ts";
import { headersFile, redirectsFile, revalidatePaths } from "./host-files.ts";

const hashes: CspHashes = {
  scripts: ["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"],
  styles: [],
};

/** Parses the _headers format: a path line, then indented "Name: value" lines. */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) {
      current = {};
      rules.set(line, current);
    } else {
      const [name, ...value] = line.trim().split(": ");
      current![name!] = value.join(": ");
    }
  }
  return rules;
}

describe("_headers", () => {
  const rules = parseHeaders(headersFile({ hashes, revalidate: ["/data/*", "/schedule.json"] }));

  it("sends the security headers, the policy included, with every path", () => {
    expect(rules.get("/*")).toMatchObject({
      "Content-Security-Policy": contentSecurityPolicy(hashes),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
    expect(rules.get("/*")!["Strict-Transport-Security"]).toMatch(/^max-age=/);
    expect(rules.get("/*")!["Permissions-Policy"]).toContain("camera=()");
  });

  it("caches /assets/* for a year and names the revalidating files", () => {
    expect(rules.get("/assets/*")).toEqual({ "Cache-Control": immutableCacheControl });
    expect(rules.get("/data/*")).toEqual({ "Cache-Control": revalidateCacheControl });
    expect(rules.get("/schedule.json")).toEqual({ "Cache-Control": revalidateCacheControl });
  });

  it("never sets one header in two rules (hosts would join the values with a comma)", () => {
    const seen = new Map<string, string>();
    for (const [pattern, headers] of rules) {
      // The editor's rules replace the site's policy on purpose (tested below).
      if (pattern === "/admin" || pattern === "/admin/*") continue;
      for (const name of Object.keys(headers)) {
        if (name === "Cache-Control") continue; // the Cache-Control rules match disjoint paths
        expect(seen.get(name), `${name} in ${pattern}`).toBeUndefined();
        seen.set(name, pattern);
      }
    }
    expect(rules.get("/*")!["Cache-Control"]).toBeUndefined();
  });
});

describe("_headers for the content editor (/admin)", () => {
  it("gives /admin and its files their own policy and noindex, after the site-wide rule", () => {
    const text = headersFile({ hashes, revalidate: [] });
    const rules = parseHeaders(text);
    for (const pattern of ["/admin", "/admin/*"]) {
      expect(rules.get(pattern)).toEqual({
        "Content-Security-Policy": editorContentSecurityPolicy(),
        "X-Robots-Tag": "noindex, nofollow",
      });
    }
    // Netlify lets the later rule win: the editor's rules come after "/*".
    expect(text.indexOf("\n/admin\n")).toBeGreaterThan(text.indexOf("\n/*\n"));
    // The public pages' policy is the site's, unchanged and strict.
    expect(rules.get("/*")!["Content-Security-Policy"]).toBe(contentSecurityPolicy(hashes));
    expect(rules.get("/*")!["Content-Security-Policy"]).not.toContain("unsafe");
    expect(text).not.toContain("! Content-Security-Policy");
  });

  it("detaches the site's policy on Cloudflare, which would join the two", () => {
    const lines = headersFile({ hashes, revalidate: [], host: "cloudflare" }).split("\n");
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
