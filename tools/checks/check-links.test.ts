import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkLinks,
  formatBroken,
  inlineImports,
  internalPath,
  srcsetUrls,
} from "./check-links.ts";
import { removeTempFolders, tempFolder } from "../../e2e/harness/test-support/temp-folder.ts";

afterAll(removeTempFolders);

const siteUrl = "https://summit.example";
let site: string;

function write(file: string, text = "") {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
}

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

beforeAll(() => {
  site = tempFolder("check-links", {});
  write("assets/app-1.js");
  write("assets/app-1.css");
  write("images/logo.svg");
  write("images/a-400.webp");
  write("images/a-800.webp");
  write("images/share.png");
  write("schedule.ics");
  write("schedule/index.html", page("<title>Schedule</title>", "<h1>Schedule</h1>"));
  write("speakers/7/index.html", page("<title>Speaker</title>", "<h1>Speaker</h1>"));
  // A page whose every reference resolves, with the references the check must leave alone.
  write(
    "index.html",
    page(
      [
        '<link rel="stylesheet" href="/assets/app-1.css"/>',
        '<link rel="modulepreload" href="/assets/app-1.js"/>',
        '<link rel="icon" href="/images/logo.svg"/>',
        '<link rel="canonical" href="https://summit.example/"/>',
        '<meta property="og:image" content="https://summit.example/images/share.png"/>',
        '<meta name="twitter:image" content="https://cdn.other.example/share.png"/>',
        '<script type="module">import "/assets/app-1.js"; import("/assets/app-1.js");</script>',
        '<script type="application/ld+json">{"url":"/not-checked"}</script>',
      ].join(""),
      [
        '<a href="/">Home</a><a href="/schedule">Schedule</a><a href="/schedule/">Slash</a>',
        '<a href="/speakers/7?tab=talks#bio">Speaker</a><a href="/schedule.ics">Calendar</a>',
        '<a href="https://elsewhere.example/x">Out</a><a href="mailto:a@b.example">Mail</a>',
        '<a href="geo:51.5,-0.1">Map</a><a href="#main">Skip</a><a href="//cdn.example/x">CDN</a>',
        '<img src="/images/logo.svg" alt=""/>',
        '<img srcset="/images/a-400.webp 400w, /images/a-800.webp 800w" src="/images/a-400.webp" alt=""/>',
        '<script src="/assets/app-1.js"></script>',
      ].join(""),
    ),
  );
  // A page with one broken reference of each kind.
  write(
    "broken/index.html",
    page(
      [
        '<link rel="stylesheet" href="/assets/gone.css"/>',
        '<meta property="og:image" content="https://summit.example/images/missing-share.png"/>',
        '<script type="module">import "/assets/old-chunk.js";</script>',
      ].join(""),
      [
        '<a href="/speakers/999">Nobody</a>',
        '<img src="/images/missing.webp" alt=""/>',
        '<img srcset="/images/a-400.webp 1x, /images/a-1600.webp 2x" alt=""/>',
        '<script src="/assets/gone.js"></script>',
        '<noscript><img src="/images/no-js.webp" alt=""/></noscript>',
      ].join(""),
    ),
  );
});

describe("check-links", () => {
  it("finds every broken internal reference, and only those", () => {
    const { pages, broken } = checkLinks(site, siteUrl);
    expect(pages).toBe(4);
    expect(broken.map(({ file, kind, url }) => `${file} ${kind} ${url}`)).toEqual([
      "broken/index.html link[href] /assets/gone.css",
      "broken/index.html meta[og:image] https://summit.example/images/missing-share.png",
      "broken/index.html script import /assets/old-chunk.js",
      "broken/index.html a[href] /speakers/999",
      "broken/index.html img[src] /images/missing.webp",
      "broken/index.html img[srcset] /images/a-1600.webp",
      "broken/index.html script[src] /assets/gone.js",
      "broken/index.html img[src] /images/no-js.webp",
    ]);
    expect(formatBroken(broken)).toMatch(
      /^8 broken reference\(s\) in 1 file\(s\):\n {2}broken\/index\.html\n/,
    );
  });

  it("passes a site whose references all resolve", () => {
    const clean = tempFolder("check-links-clean", {});
    writeFileSync(path.join(clean, "index.html"), page("", '<a href="/">Home</a>'));
    expect(checkLinks(clean, siteUrl).broken).toEqual([]);
  });

  it("parses srcset, inline imports and site paths", () => {
    expect(srcsetUrls("/a.webp 1x, /b.webp 2x")).toEqual(["/a.webp", "/b.webp"]);
    expect(srcsetUrls("/a.webp")).toEqual(["/a.webp"]);
    expect(inlineImports('import "/a.js";\nimport * as r from "/b.js";\nimport("/c.js");')).toEqual(
      ["/a.js", "/b.js", "/c.js"],
    );
    expect(internalPath("/x?y#z", siteUrl)).toBe("/x");
    expect(internalPath("https://summit.example/p", siteUrl)).toBe("/p");
    expect(internalPath("https://other.example/p", siteUrl)).toBeUndefined();
    expect(internalPath("//cdn.example/p", siteUrl)).toBeUndefined();
    expect(internalPath("#top", siteUrl)).toBeUndefined();
  });
});
