// @vitest-environment node
import { describe, expect, it } from "vitest";
import { collectCspHashes, sha256Source } from "./csp-hashes.ts";

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
});
