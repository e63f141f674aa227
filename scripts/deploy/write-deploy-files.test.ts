// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, readCspHashes } from "../../server/security-headers.ts";
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
  page("404.html", '<meta name="robots" content="noindex"/>');
  mkdirSync(path.join(client, "assets"));
  writeFileSync(path.join(client, "assets", "a-123.js"), "");
  writeFileSync(path.join(client, "schedule.data"), "");
  vi.spyOn(console, "log").mockImplementation(() => {});
  await writeDeployFiles({ clientDir: client, siteUrl: "https://summit.example" });
});

describe("writeDeployFiles", () => {
  it("writes the build's CSP hashes next to the client folder, and its nginx policy", () => {
    expect(readCspHashes(client)).toEqual({
      scripts: [sha256Source("boot()"), sha256Source("data(1)")].sort(),
      styles: [sha256Source("height:450px")],
    });
    const snippet = readFileSync(path.join(build, "security", "nginx-csp.conf"), "utf8");
    expect(snippet).toContain(
      `set $quillmere_csp "${contentSecurityPolicy(readCspHashes(client)!)}";`,
    );
  });

  it("writes _headers with the same policy, and _redirects", () => {
    const headers = read("_headers");
    expect(headers).toContain(
      `  Content-Security-Policy: ${contentSecurityPolicy(readCspHashes(client)!)}\n`,
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
