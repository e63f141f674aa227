// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, readCspHashes } from "../../server/security-headers.ts";
import { cloudflareLineLimit } from "./host-files.ts";
import { sha256Source } from "./csp-hashes.ts";
import { writeDeployFiles } from "./write-deploy-files.ts";

let build: string;
let client: string;
const read = (file: string) => readFileSync(path.join(client, file), "utf8");

beforeAll(async () => {
  build = mkdtempSync(path.join(tmpdir(), "deploy-files-"));
  client = path.join(build, "client");
  const page = (file: string, head: string, body = "") => {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(
      path.join(client, file),
      `<!DOCTYPE html><html><head>${head}</head><body>${body}<script>boot()</script></body></html>`,
    );
  };
  page("index.html", "<title>Home</title>", '<div style="height:450px"></div>');
  page("schedule/index.html", "<title>Schedule</title>", "<script>data(1)</script>");
  page("private/index.html", '<meta name="robots" content="noindex"/>');
  page("register/index.html", '<meta http-equiv="refresh" content="0;url=https://t.example/"/>');
  page("404.html", '<meta name="robots" content="noindex"/>', "<script>notFound()</script>");
  mkdirSync(path.join(client, "assets"));
  writeFileSync(path.join(client, "assets", "a-123.js"), "");
  writeFileSync(path.join(client, "schedule.data"), "");
  vi.spyOn(console, "log").mockImplementation(() => {});
  await writeDeployFiles({ clientDir: client, siteUrl: "https://summit.example" });
});

describe("writeDeployFiles", () => {
  it("writes each page's CSP hashes next to the client folder, and its nginx policies", () => {
    const boot = sha256Source("boot()");
    const pages = readCspHashes(client)!;
    expect(Object.keys(pages)).toEqual(["/", "/404", "/private", "/register", "/schedule"]);
    expect(pages["/"]).toEqual({ scripts: [boot], styles: [sha256Source("height:450px")] });
    expect(pages["/schedule"]).toEqual({
      scripts: [boot, sha256Source("data(1)")].sort(),
      styles: [],
    });
    expect(pages["/404"]!.scripts).toEqual([boot, sha256Source("notFound()")].sort());
    const snippet = readFileSync(path.join(build, "security", "nginx-csp.conf"), "utf8");
    expect(snippet).toContain(
      `    "~^/schedule(/|/+index\\.html|\\.html)?$"  "${contentSecurityPolicy(pages["/schedule"]!)}";\n`,
    );
  });

  it("writes _headers with each page's policy, and _redirects", () => {
    const headers = read("_headers");
    const pages = readCspHashes(client)!;
    expect(headers).toContain(
      `/*\n  Content-Security-Policy: ${contentSecurityPolicy(pages["/404"]!)}\n`,
    );
    expect(headers).toContain(
      `\n/schedule\n  Content-Security-Policy: ${contentSecurityPolicy(pages["/schedule"]!)}\n`,
    );
    expect(Math.max(...headers.split("\n").map((line) => line.length))).toBeLessThanOrEqual(
      cloudflareLineLimit,
    );
    expect(headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    expect(headers).toContain(
      "/schedule.data\n  Cache-Control: public, max-age=0, must-revalidate\n",
    );
    expect(headers).toContain("/robots.txt\n  Cache-Control: public, max-age=0, must-revalidate\n");
    expect(read("_redirects")).toMatch(/^# /);
  });

  it("writes sitemap.xml with the public pages and robots.txt keeping out the private ones", () => {
    const sitemap = read("sitemap.xml");
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://summit.example/",
      "https://summit.example/schedule",
    ]);
    const robots = read("robots.txt");
    expect(robots).toContain("Disallow: /private\n");
    expect(robots).not.toContain("/register");
    expect(robots).toContain("Sitemap: https://summit.example/sitemap.xml\n");
  });
});

describe("writeDeployFiles on a page with a long policy", () => {
  it("warns about the one page whose _headers line Cloudflare would ignore, by its path", async () => {
    const other = path.join(mkdtempSync(path.join(tmpdir(), "deploy-long-")), "client");
    mkdirSync(path.join(other, "schedule"), { recursive: true });
    writeFileSync(path.join(other, "index.html"), "<script>home()</script>");
    writeFileSync(path.join(other, "404.html"), "<h1>Page Not Found</h1>");
    const scripts = Array.from({ length: 40 }, (_, index) => `<script>day(${index})</script>`);
    writeFileSync(path.join(other, "schedule", "index.html"), scripts.join(""));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await writeDeployFiles({ clientDir: other, siteUrl: "https://summit.example" });
      expect(warn).toHaveBeenCalledOnce();
      const note = String(warn.mock.calls[0]![0]);
      expect(note).toMatch(/\n {2}\/schedule: its Content-Security-Policy line is \d+ characters/);
      // The home page's and the site-wide lines are short: not named.
      expect(note).not.toContain("\n  /: ");
      expect(note).not.toContain("\n  /*: ");
    } finally {
      warn.mockRestore();
    }
  });
});
