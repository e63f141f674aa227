import { describe, expect, it } from "vitest";
import { metaContentSecurityPolicy } from "../../hosting/security-headers.ts";
import {
  collectCspHashes,
  cspMetaTag,
  pagePathOf,
  sha256Source,
  withCspMeta,
  withCspMetas,
} from "./csp-hashes.ts";
import { attribute, elements, parseHtml } from "./html.ts";

// The example of the CSP specification and MDN: alert('Hello, world.');
const helloHash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const emptyHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** The hashes of one page, index.html ("/"). */
const collect = (html: string) => collectCspHashes([{ file: "index.html", html }])["/"]!;

describe("collectCspHashes", () => {
  it("hashes inline scripts as browsers do", () => {
    expect(sha256Source("alert('Hello, world.');")).toBe(helloHash);
    expect(collect("<script>alert('Hello, world.');</script>").scripts).toEqual([helloHash]);
    expect(collect("<script></script>").scripts).toEqual([emptyHash]);
  });

  it("hashes the text after the parser's newline normalisation, entities left as written", () => {
    expect(collect("<script>a\r\nb</script>").scripts).toEqual([sha256Source("a\nb")]);
    expect(collect("<script>x = '&amp;';</script>").scripts).toEqual([
      sha256Source("x = '&amp;';"),
    ]);
  });

  it("keys each document by the page path that serves it", () => {
    const pages = collectCspHashes(
      ["index.html", "schedule/index.html", "speakers/1/index.html", "404.html"].map((file) => ({
        file,
        html: `<script>page('${file}')</script>`,
      })),
    );
    expect(Object.keys(pages)).toEqual(["/", "/404", "/schedule", "/speakers/1"]);
    expect(pages["/speakers/1"]!.scripts).toEqual([sha256Source("page('speakers/1/index.html')")]);
  });

  it("gives each page its own scripts only, each once and sorted", () => {
    const pages = collectCspHashes([
      {
        file: "index.html",
        html: "<html><head><script>alert('Hello, world.');</script></head><body><script>b()</script><script>b()</script></body></html>",
      },
      {
        file: "schedule/index.html",
        html: "<script>alert('Hello, world.');</script><script type=module>import '/a.js';</script>",
      },
    ]);
    expect(pages["/"]!.scripts).toEqual([helloHash, sha256Source("b()")].sort());
    expect(pages["/schedule"]!.scripts).toEqual(
      [helloHash, sha256Source("import '/a.js';")].sort(),
    );
    // No page's list holds another page's script.
    expect(pages["/"]!.scripts).not.toContain(sha256Source("import '/a.js';"));
    expect(pages["/schedule"]!.scripts).not.toContain(sha256Source("b()"));
  });

  it("lists a page without inline code with empty lists (the strictest policy)", () => {
    const pages = collectCspHashes([
      { file: "index.html", html: "<script>a()</script>" },
      { file: "venue/index.html", html: '<h1>Venue</h1><script src="/assets/v.js"></script>' },
    ]);
    expect(pages["/venue"]).toEqual({ scripts: [], styles: [] });
  });

  it("skips external scripts and data blocks such as JSON-LD, keeps import maps", () => {
    const hashes = collect(
      '<script src="/assets/a.js"></script>' +
        '<script type="application/ld+json">{"@type":"Event"}</script>' +
        '<script type="importmap">{"imports":{}}</script>' +
        '<script type="text/javascript">c()</script>',
    );
    expect(hashes.scripts).toEqual([sha256Source('{"imports":{}}'), sha256Source("c()")].sort());
  });

  it("hashes style attributes (decoded, as the browser reads them) and <style> elements", () => {
    const hashes = collect(
      '<div style="height:450px"></div><span style="font-family:&quot;Inter&quot;"></span>' +
        '<style>p{color:red}</style><template><i style="width:5%"></i></template>',
    );
    expect(hashes.styles).toEqual(
      [
        sha256Source("height:450px"),
        sha256Source('font-family:"Inter"'),
        sha256Source("p{color:red}"),
        sha256Source("width:5%"),
      ].sort(),
    );
  });

  it("sees the <style> of <noscript>, which applies when JavaScript is off", () => {
    expect(
      collect("<noscript><style>.panel[hidden]{display:block}</style></noscript>").styles,
    ).toEqual([sha256Source(".panel[hidden]{display:block}")]);
  });

  it("fails on inline event handlers, which no hash can allow without 'unsafe-hashes'", () => {
    expect(() => collect('<button onclick="go()">Go</button>')).toThrow(
      /index\.html: <button onclick="\.\.\.">/,
    );
  });

  it("fails when two files would answer one address", () => {
    expect(() =>
      collectCspHashes([
        { file: "404.html", html: "" },
        { file: "404/index.html", html: "" },
      ]),
    ).toThrow(/404\.html and 404\/index\.html both answer \/404/);
  });

  it("names the page of every address hosts serve a document under", () => {
    for (const sitePath of ["/", "/index.html", "/index", "//"]) {
      expect(pagePathOf(sitePath), sitePath).toBe("/");
    }
    for (const sitePath of ["/schedule", "/schedule/", "/schedule/index.html", "/schedule.html"]) {
      expect(pagePathOf(sitePath), sitePath).toBe("/schedule");
    }
    expect(pagePathOf("/404.html")).toBe("/404");
  });
});

/** The elements of a document's <head>, in order, as tag names (meta[http-equiv] marked). */
function headOrder(html: string): string[] {
  const head = [...elements(parseHtml(html))].find((element) => element.tagName === "head")!;
  return head.childNodes
    .filter((node) => "tagName" in node)
    .map((node) => {
      const element = node as Parameters<typeof attribute>[0];
      if (attribute(element, "http-equiv")) return `meta[${attribute(element, "http-equiv")}]`;
      if (attribute(element, "charset") !== undefined) return "meta[charset]";
      return element.tagName;
    });
}

/** The policy of a document's CSP <meta>s, as the browser reads them. */
function metaPolicies(html: string): string[] {
  return [...elements(parseHtml(html))]
    .filter(
      (element) => attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy",
    )
    .map((element) => attribute(element, "content")!);
}

describe("the policy <meta>", () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/a.svg"/>' +
    '<style>p{color:red}</style><script>boot()</script></head><body><p style="width:5%">x</p></body></html>';

  it("goes first in <head>, right after <meta charset>, before every script, style and preload", () => {
    const html = withCspMeta(page, "script-src 'self'");
    expect(headOrder(html)).toEqual([
      "meta[charset]",
      "meta[Content-Security-Policy]",
      "link",
      "style",
      "script",
    ]);
    expect(
      html.startsWith(
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv',
      ),
    ).toBe(true);
  });

  it("goes first in <head> when there is no <meta charset> first, and into the implied <head> of a bare document", () => {
    expect(
      headOrder(withCspMeta("<html><head><title>T</title><script>a()</script></head></html>", "x")),
    ).toEqual(["meta[Content-Security-Policy]", "title", "script"]);
    expect(headOrder(withCspMeta("<!doctype html><script>a()</script><p>b</p>", "x"))).toEqual([
      "meta[Content-Security-Policy]",
      "script",
    ]);
  });

  it("escapes the policy as an attribute value, which the browser reads back as written", () => {
    expect(cspMetaTag(`a "b" & c`)).toBe(
      '<meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c"/>',
    );
    expect(metaPolicies(withCspMeta(page, `a "b" & c`))).toEqual([`a "b" & c`]);
  });

  it("is written once: a second run leaves the document as it is; another policy <meta> stays", () => {
    const once = withCspMeta(page, "script-src 'self'");
    expect(withCspMeta(once, "script-src 'self'")).toBe(once);
    const own = page.replace("<head>", `<head>${cspMetaTag("img-src 'none'")}`);
    expect(metaPolicies(withCspMeta(own, "script-src 'self'"))).toEqual([
      "script-src 'self'",
      "img-src 'none'",
    ]);
  });

  it("allows each document's own inline code, and nothing a <meta> cannot hold", () => {
    const [document] = withCspMetas([{ file: "schedule/index.html", html: page }]);
    expect(document!.pagePath).toBe("/schedule");
    expect(document!.hashes).toEqual({
      scripts: [sha256Source("boot()")],
      styles: [sha256Source("p{color:red}"), sha256Source("width:5%")].sort(),
    });
    expect(metaPolicies(document!.html)).toEqual([metaContentSecurityPolicy(document!.hashes)]);
    expect(document!.policy).not.toContain("frame-ancestors");
    // The <meta> itself is no inline code: the hashes are the same once it is in.
    expect(collectCspHashes([{ file: "index.html", html: document!.html }])["/"]).toEqual(
      document!.hashes,
    );
  });

  it("allows blob: pictures on the graphics page only, which shows its decrypted files from Blob URLs", () => {
    const documents = withCspMetas(
      ["graphicsdownload/index.html", "private/index.html", "index.html"].map((file) => ({
        file,
        html: page,
      })),
    );
    const imageSources = (policy: string) =>
      policy
        .split("; ")
        .find((directive) => directive.startsWith("img-src "))
        ?.split(" ")
        .slice(1);
    expect(documents.map((document) => [document.pagePath, imageSources(document.policy)])).toEqual(
      [
        ["/", ["'self'", "data:"]],
        ["/graphicsdownload", ["'self'", "data:", "blob:"]],
        ["/private", ["'self'", "data:"]],
      ],
    );
    expect(metaPolicies(documents[1]!.html)).toEqual([
      metaContentSecurityPolicy(documents[1]!.hashes, "/graphicsdownload"),
    ]);
  });

  it("lets the search page alone compile WebAssembly (Pagefind's index), and nothing run eval", () => {
    const documents = withCspMetas(
      ["search/index.html", "speakers/index.html", "index.html"].map((file) => ({
        file,
        html: page,
      })),
    );
    const scriptSources = (policy: string) =>
      policy
        .split("; ")
        .find((directive) => directive.startsWith("script-src "))
        ?.split(" ")
        .slice(1, 3);
    expect(
      documents.map((document) => [document.pagePath, scriptSources(document.policy)]),
    ).toEqual([
      ["/", ["'self'", expect.stringMatching(/^'sha256-/)]],
      ["/search", ["'self'", "'wasm-unsafe-eval'"]],
      ["/speakers", ["'self'", expect.stringMatching(/^'sha256-/)]],
    ]);
    for (const document of documents) expect(document.policy).not.toContain("'unsafe-eval'");
  });

  it("fails on inline event handlers of any page, naming each", () => {
    expect(() =>
      withCspMetas([
        { file: "a/index.html", html: '<a onclick="x()">a</a>' },
        { file: "b/index.html", html: '<img onerror="y()">' },
      ]),
    ).toThrow(/a\/index\.html: <a onclick="\.\.\.">\n {2}b\/index\.html: <img onerror="\.\.\.">/);
  });
});
