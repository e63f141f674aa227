// @vitest-environment node
import { describe, expect, it } from "vitest";
import { sha256Source } from "../../../integrations/deploy/csp-hashes.ts";
import { htmlLines } from "./html-lines.ts";

const stableNames = (text: string) =>
  text.replace(/page-script-[\w-]{8}\.js/g, "page-script-[hash].js");

describe("htmlLines", () => {
  it("writes a page one element a line, comments left out and the text around them joined", () => {
    const { lines } = htmlLines(
      '<!DOCTYPE html><html lang="en-GB"><head><title>Speakers</title></head><body><p class="a">Three<!-- --> days &amp; <strong>two</strong> nights<br/></p><img alt="x" src="/a.png"></body></html>',
      stableNames,
    );
    expect(lines).toEqual([
      "<!DOCTYPE html>",
      '<html lang="en-GB">',
      "  <head>",
      '    <title>"Speakers"</title>',
      "  </head>",
      "  <body>",
      '    <p class="a">',
      '      "Three days & "',
      '      <strong>"two"</strong>',
      '      " nights"',
      "      <br>",
      "    </p>",
      '    <img alt="x" src="/a.png">',
      "  </body>",
      "</html>",
    ]);
  });

  it("reads the same markup written another way as the same page", () => {
    const a = htmlLines("<p title='a&quot;b'>x&#38;y</p>", stableNames).lines;
    const b = htmlLines('<p title="a&#34;b">x&amp;y</p>', stableNames).lines;
    expect(a).toEqual(b);
  });

  it("makes asset names stable, and the policy's hash of inline code that names them", () => {
    const page = (hash: string) => {
      const inline = `import("/assets/page-script-${hash}.js")`;
      const style = "color:red";
      return `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha256Source(inline)} 'sha256-notOnThisPage='; style-src ${sha256Source(style)}"></head><body style="${style}"><script type="module">${inline}</script><script type="application/json">{"a":[1,2]}</script></body></html>`;
    };
    const before = htmlLines(page("CuY75xzR"), stableNames);
    const after = htmlLines(page("D-uBH0V_"), stableNames);
    expect(after.lines).toEqual(before.lines);
    expect(before.cspHashes).toHaveLength(2);
    const policy = before.lines.find((line) => line.includes("Content-Security-Policy"))!;
    // A hash of nothing on the page stays as it is; the others are of the stable code.
    expect(policy).toContain("'sha256-notOnThisPage='");
    expect(policy).toContain(
      sha256Source('import("/assets/page-script-[hash].js")').replace(
        "'sha256-",
        "'stable-names-sha256-",
      ),
    );
    expect(before.lines).toContain('      import("/assets/page-script-[hash].js")');
    // JSON data blocks are indented, a value a line.
    expect(before.lines).toContain("          1,");
  });
});
