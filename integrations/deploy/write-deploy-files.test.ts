import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  documentHeaderPolicy,
  metaContentSecurityPolicy,
  nonDocumentPolicy,
  serviceWorkerPolicy,
} from "../../hosting/security-headers.ts";
import { cspMetaTag, sha256Source } from "./csp-hashes.ts";
import { writeDeployFiles, type DeployFilesSummary } from "./write-deploy-files.ts";
import { removeTempFolders, tempFolder } from "../../e2e/harness/test-support/temp-folder.ts";

afterAll(removeTempFolders);

let build: string;
let client: string;
let summary: DeployFilesSummary;
const read = (file: string) => readFileSync(path.join(client, file), "utf8");
const head = '<meta charSet="utf-8"/>';

beforeAll(async () => {
  build = tempFolder("deploy-files", {});
  client = path.join(build, "client");
  const page = (file: string, rest: string, body = "") => {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(
      path.join(client, file),
      `<!DOCTYPE html><html><head>${head}${rest}</head><body>${body}<script>boot()</script></body></html>`,
    );
  };
  page("index.html", "<title>Home</title>", '<div style="height:450px"></div>');
  page("schedule/index.html", "<title>Schedule</title>", "<script>data(1)</script>");
  page("private/index.html", '<meta name="robots" content="noindex"/>');
  page("register/index.html", '<meta http-equiv="refresh" content="0;url=https://t.example/"/>');
  page("404.html", '<meta name="robots" content="noindex"/>', "<script>notFound()</script>");
  // A folder of pages without a page of its own, like /sessions/<id>.
  page("sessions/opening/index.html", "<title>Opening</title>");
  mkdirSync(path.join(client, "assets"));
  writeFileSync(path.join(client, "assets", "a-123.js"), "");
  writeFileSync(path.join(client, "schedule.data"), "");
  // A data file in a folder of pages (the programme's feed, docs/decisions/040).
  writeFileSync(path.join(client, "schedule", "changes.atom"), "<feed/>");
  vi.spyOn(console, "log").mockImplementation(() => {});
  summary = await writeDeployFiles({ clientDir: client, siteUrl: "https://summit.example" });
});

describe("writeDeployFiles", () => {
  it("writes each page's own policy into it, first in <head> after <meta charset>", () => {
    const boot = sha256Source("boot()");
    const { pages } = summary;
    expect(Object.keys(pages)).toEqual([
      "/",
      "/404",
      "/private",
      "/register",
      "/schedule",
      "/sessions/opening",
    ]);
    expect(pages["/"]).toEqual({ scripts: [boot], styles: [sha256Source("height:450px")] });
    expect(pages["/schedule"]).toEqual({
      scripts: [boot, sha256Source("data(1)")].sort(),
      styles: [],
    });
    expect(pages["/404"]!.scripts).toEqual([boot, sha256Source("notFound()")].sort());
    for (const [file, page] of [
      ["index.html", "/"],
      ["schedule/index.html", "/schedule"],
      ["404.html", "/404"],
      ["private/index.html", "/private"],
    ] as const) {
      const meta = cspMetaTag(metaContentSecurityPolicy(pages[page]!));
      expect(read(file), file).toContain(`<head>${head}${meta}`);
      expect(read(file).split("Content-Security-Policy").length, file).toBe(2);
    }
    // One page's <meta> names none of another page's inline code.
    expect(read("index.html")).not.toContain(sha256Source("data(1)"));
    expect(read("schedule/index.html")).not.toContain(sha256Source("notFound()"));
  });

  it("writes nothing per page beside the pages: no security/ folder, no page rule", () => {
    expect(existsSync(path.join(build, "security"))).toBe(false);
    const headers = read("_headers");
    expect(headers).toContain(`/*\n  Content-Security-Policy: ${documentHeaderPolicy}\n`);
    expect(headers).not.toContain("sha256");
    expect(headers).not.toMatch(/^\/schedule$/m);
    // "/*", the editor's two, /assets/*, and the non-page entries: robots.txt, sitemap.xml, the
    // offline worker (written later), schedule.data (React Router's, which the build deletes
    // before this step) and the feed in the folder of the schedule's pages.
    expect(summary.headerRules).toEqual({ written: 9, cloudflare: 9 });
  });

  it("writes _headers with the caching rules, and _redirects", () => {
    const headers = read("_headers");
    expect(headers).toContain("/assets/*\n  Content-Security-Policy: default-src 'none';");
    expect(headers).toContain("\n  Cache-Control: public, max-age=31536000, immutable\n");
    expect(headers).toContain(
      `/robots.txt\n  Content-Security-Policy: ${nonDocumentPolicy}\n  Cache-Control: public, max-age=0, must-revalidate\n`,
    );
    expect(headers).toContain(`/sw.js\n  Content-Security-Policy: ${serviceWorkerPolicy}\n`);
    // A data file beside pages gets the non-document policy by its own name, its folder none.
    expect(headers).toContain(
      `/schedule/changes.atom\n  Content-Security-Policy: ${nonDocumentPolicy}\n`,
    );
    expect(headers).not.toMatch(/^\/schedule\/\*/m);
    // A folder of pages gets no rule: the non-document policy would go with its pages.
    expect(headers).not.toMatch(/^\/sessions/m);
    expect(read("_redirects")).toMatch(/^# /);
    expect(summary.problems).toEqual([]);
  });

  it("writes sitemap.xml with the public pages and robots.txt keeping out the private ones", () => {
    const sitemap = read("sitemap.xml");
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://summit.example/",
      "https://summit.example/schedule",
      "https://summit.example/sessions/opening",
    ]);
    const robots = read("robots.txt");
    expect(robots).toContain("Disallow: /private\n");
    expect(robots).not.toContain("/register");
    expect(robots).toContain("Sitemap: https://summit.example/sitemap.xml\n");
  });

  it("leaves a page as it is when it runs again over the same folder", async () => {
    const before = read("schedule/index.html");
    await writeDeployFiles({ clientDir: client, siteUrl: "https://summit.example" });
    expect(read("schedule/index.html")).toBe(before);
  });
});

describe("writeDeployFiles on a page with many inline scripts", () => {
  it("puts the long policy in the page, where no host limit applies, and warns about nothing", async () => {
    const other = path.join(tempFolder("deploy-long", {}), "client");
    mkdirSync(path.join(other, "schedule"), { recursive: true });
    writeFileSync(path.join(other, "index.html"), "<script>home()</script>");
    writeFileSync(path.join(other, "404.html"), "<h1>Page Not Found</h1>");
    const scripts = Array.from({ length: 40 }, (_, index) => `<script>day(${index})</script>`);
    writeFileSync(path.join(other, "schedule", "index.html"), scripts.join(""));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const result = await writeDeployFiles({
        clientDir: other,
        siteUrl: "https://summit.example",
      });
      expect(warn).not.toHaveBeenCalled();
      expect(result.problems).toEqual([]);
      const schedule = readFileSync(path.join(other, "schedule", "index.html"), "utf8");
      // 40 hashes: over the 2,000 characters Cloudflare allows a header line, fine in a page.
      expect(metaContentSecurityPolicy(result.pages["/schedule"]!).length).toBeGreaterThan(2000);
      expect(schedule).toContain(cspMetaTag(metaContentSecurityPolicy(result.pages["/schedule"]!)));
    } finally {
      warn.mockRestore();
    }
  });
});
