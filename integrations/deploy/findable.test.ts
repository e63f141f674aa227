import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./findable.ts";
import { readSitePages, resolveSitePath, sitePathOf, type SitePage } from "./site-pages.ts";
import { removeTempFolders, tempFolder } from "../../e2e/harness/test-support/temp-folder.ts";

afterAll(removeTempFolders);

const siteUrl = "https://summit.example";
const page = (sitePath: string, extra: Partial<SitePage> = {}): SitePage => ({
  path: sitePath,
  file: sitePath === "/" ? "index.html" : `${sitePath.slice(1)}/index.html`,
  noindex: false,
  redirects: false,
  ...extra,
});
const pages = [
  page("/"),
  page("/schedule"),
  page("/speakers/7"),
  page("/private", { noindex: true }),
  page("/analytics", { noindex: true }),
  page("/register", { redirects: true }),
];

describe("sitemap.xml", () => {
  it("lists the public pages with absolute canonical addresses, without private or redirect pages", () => {
    expect(sitemapXml(siteUrl, pages)).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://summit.example/</loc></url>",
        "  <url><loc>https://summit.example/schedule</loc></url>",
        "  <url><loc>https://summit.example/speakers/7</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes XML", () => {
    expect(sitemapXml(siteUrl, [page("/a&b")])).toContain(
      "<loc>https://summit.example/a&amp;b</loc>",
    );
  });
});

describe("robots.txt", () => {
  it("disallows the private pages and the data, and names the sitemap; the graphics' names are no secret", () => {
    expect(robotsTxt(siteUrl, pages)).toBe(
      [
        "User-agent: *",
        "Disallow: /private",
        "Disallow: /analytics",
        "Disallow: /data/",
        "",
        "Sitemap: https://summit.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});

describe("site pages", () => {
  it("maps index.html files to canonical paths; other HTML files are no page", () => {
    expect(sitePathOf("index.html")).toBe("/");
    expect(sitePathOf("speakers/7/index.html")).toBe("/speakers/7");
    expect(sitePathOf("404.html")).toBeUndefined();
  });

  it("reads noindex and meta refresh from the built HTML", () => {
    const root = tempFolder("site-pages", {});
    const write = (file: string, head: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(
        path.join(root, file),
        `<!DOCTYPE html><html><head>${head}</head><body></body></html>`,
      );
    };
    write("index.html", "<title>Home</title>");
    write("private/index.html", '<meta name="robots" content="noindex"/>');
    write(
      "register/index.html",
      '<meta http-equiv="refresh" content="0;url=https://tickets.example/"/>',
    );
    write("404.html", '<meta name="robots" content="noindex"/>');
    expect(readSitePages(root)).toEqual([
      { path: "/", file: "index.html", noindex: false, redirects: false },
      { path: "/private", file: "private/index.html", noindex: true, redirects: false },
      { path: "/register", file: "register/index.html", noindex: false, redirects: true },
    ]);
  });

  it("resolves site paths the way a static host does", () => {
    const root = tempFolder("resolve", {});
    mkdirSync(path.join(root, "schedule"));
    mkdirSync(path.join(root, "images"));
    writeFileSync(path.join(root, "index.html"), "");
    writeFileSync(path.join(root, "schedule", "index.html"), "");
    writeFileSync(path.join(root, "schedule.data"), "");
    writeFileSync(path.join(root, "images", "a b.webp"), "");
    expect(resolveSitePath(root, "/")).toBe("index.html");
    expect(resolveSitePath(root, "/schedule")).toBe("schedule/index.html");
    expect(resolveSitePath(root, "/schedule/")).toBe("schedule/index.html");
    expect(resolveSitePath(root, "/schedule.data")).toBe("schedule.data");
    expect(resolveSitePath(root, "/images/a%20b.webp")).toBe("images/a b.webp");
    expect(resolveSitePath(root, "/images")).toBeUndefined();
    expect(resolveSitePath(root, "/nope")).toBeUndefined();
    expect(resolveSitePath(root, "/../etc/passwd")).toBeUndefined();
    expect(resolveSitePath(root, "/%E0%A4%A")).toBeUndefined();
  });
});
