import { describe, expect, it } from "vitest";
import { plainExcerpt, renderMarkdown } from "./render-markdown.ts";

describe("renderMarkdown", () => {
  it("renders headings, emphasis, lists and quotes", () => {
    const html = renderMarkdown(
      "## A heading\n\nSome _emphasis_ and **strength**.\n\n- one\n- two\n\n1. first\n\n> quoted",
    );
    expect(html).toContain("<h2>A heading</h2>");
    expect(html).toContain("<em>emphasis</em>");
    expect(html).toContain("<strong>strength</strong>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>\s*<\/blockquote>/);
  });

  it("drops raw HTML blocks and inline HTML instead of passing them through", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nText with <img src=x onerror="alert(2)"> inline.\n\n<div onclick="x()">block</div>',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("<div");
    expect(html).toContain("<p>Text with  inline.</p>");
  });

  it("escapes text that looks like markup", () => {
    expect(renderMarkdown("5 < 6 & 7 > 3")).toBe("<p>5 &#x3C; 6 &#x26; 7 > 3</p>");
  });

  it("keeps safe links and removes javascript: and data: URLs", () => {
    const html = renderMarkdown(
      "[ok](https://example.org/a?b=1) [site](/team) [mail](mailto:a@b.example) [bad](javascript:alert(1)) [data](data:text/html,hi)",
    );
    expect(html).toContain('<a href="https://example.org/a?b=1">ok</a>');
    expect(html).toContain('<a href="/team">site</a>');
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>');
    expect(html).toContain("<a>bad</a>");
    expect(html).toContain("<a>data</a>");
    expect(html).not.toMatch(/javascript:|data:/);
  });
});

describe("plainExcerpt", () => {
  it("keeps a short text whole, as plain text without Markdown syntax", () => {
    expect(plainExcerpt("Why **memory safety** matters: see [the notes](https://x.example).")).toBe(
      "Why memory safety matters: see the notes.",
    );
    expect(plainExcerpt("One paragraph.\n\n- a list\n- of two")).toBe(
      "One paragraph. a list of two",
    );
    expect(plainExcerpt("Footnote \\[1] and <https://example.test/a>")).toBe(
      "Footnote [1] and https://example.test/a",
    );
  });

  it("cuts a long text between words, with an ellipsis", () => {
    const long = `${"word ".repeat(100)}end`;
    const excerpt = plainExcerpt(long, 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt).toMatch(/^word( word)*…$/);
  });
});
