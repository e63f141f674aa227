import { describe, expect, it } from "vitest";
import {
  asValidUrlString,
  isWebUrl,
  maxUrlLength,
  sitePathProblem,
  webUrlProblem,
} from "./web-url.ts";

describe("webUrlProblem", () => {
  it.each([
    "https://tickets.example/quillmere?ref=site&code=A1#buy",
    "https://www.linkedin.com/in/ada-lovelock-example/",
    "HTTPS://EXAMPLE.ORG",
    "https://example.org:8443/a/b;c=d?x[]=1",
    "https://de.wikipedia.org/wiki/Käse",
    "https://bücher.example/%C3%BC",
    "https://example.org/it's-fine",
    "https://localhost:3000/",
  ])("accepts %j", (value) => {
    expect(webUrlProblem(value, ["https"])).toBeUndefined();
  });

  it.each([
    ["javascript:alert(1)", "javascript: addresses are not allowed here"],
    ["JavaScript:alert(1)", "javascript: addresses are not allowed here"],
    ["data:text/html,<b>x</b>", "the character < cannot be part of an address"],
    ["data:text/html;base64,PHNjcmlwdD4=", "data: addresses are not allowed here"],
    ["vbscript:msgbox(1)", "vbscript: addresses are not allowed here"],
    ["mailto:team@quillmere.example", "mailto: addresses are not allowed here"],
    ["ftp://files.example/x", "ftp: addresses are not allowed here"],
    ["http://tickets.example/", "http: addresses are not allowed here"],
    ["https://x/</noscript><script>alert(1)</script>", "the character < cannot be part"],
    ['https://x/"onmouseover="alert(1)', 'the character " cannot be part'],
    ["https://x/>", "the character > cannot be part"],
    ["https://x/`", "the character ` cannot be part"],
    ["https:\\\\evil.example", "the character \\ cannot be part"],
    ["https://x/{a}", "the character { cannot be part"],
    ["https://x/a|b", "the character | cannot be part"],
    ["https://x/a^b", "the character ^ cannot be part"],
    ["https://x/a b", "a space cannot be part"],
    [" https://x/", "a space cannot be part"],
    ["https://x/\n", "the character U+000A cannot be part"],
    ["java\tscript:alert(1)", "the character U+0009 cannot be part"],
    ["https://x/\u00a0", "the character U+00A0 cannot be part"],
    ["https://x/\u202egnp.exe", "the character U+202E cannot be part"],
    ["https://x/\u200b", "the character U+200B cannot be part"],
    ["https://x/100%", "a % that is not followed by two hexadecimal digits"],
    ["https://x/%zz", "a % that is not followed by two hexadecimal digits"],
    ["tickets.example/quillmere", "this is not an address"],
    ["//tickets.example/", "this is not an address"],
    ["/register", "this is not an address"],
    ["", "this is not an address"],
    ["https:tickets.example", "written out in full"],
    ["https:/tickets.example", "written out in full"],
    ["https://tickets.example@evil.example/", "without a user name or password"],
    ["https://user:secret@tickets.example/", "without a user name or password"],
    [`https://x/${"a".repeat(maxUrlLength)}`, `at most ${maxUrlLength} characters; this one has`],
  ])("refuses %j: %s", (value, reason) => {
    const problem = webUrlProblem(value, ["https"]);
    expect(problem).toMatch(/^an address starting with https:\/\//);
    expect(problem).toContain(reason);
  });

  it("names every scheme the field takes", () => {
    expect(webUrlProblem("ftp://x/", ["https", "http"])).toBe(
      "an address starting with https:// or http://; ftp: addresses are not allowed here",
    );
    expect(webUrlProblem("http://x.example/", ["https", "http"])).toBeUndefined();
  });

  it("is what isWebUrl answers, for strings only", () => {
    expect(isWebUrl("https://x.example/", ["https"])).toBe(true);
    expect(isWebUrl("javascript:alert(1)", ["https", "http"])).toBe(false);
    expect(isWebUrl(undefined, ["https"])).toBe(false);
    expect(isWebUrl(42, ["https"])).toBe(false);
  });
});

describe("sitePathProblem", () => {
  it.each([
    "/",
    "/schedule",
    "/images/share/default.png",
    "/sessions/x#y",
    "/images/logo..v2.svg",
    "/images/.well-known-ish/x.svg",
    "/search?q=../x",
  ])("accepts %j", (value) => {
    expect(sitePathProblem(value)).toBeUndefined();
  });

  it.each([
    ["//evil.example/", "starting with a single /"],
    ["/\\evil.example/", "starting with a single /"],
    ["javascript:alert(1)", "starting with a single /"],
    ["https://evil.example/", "starting with a single /"],
    ["schedule", "starting with a single /"],
    ["/x</noscript><script>alert(1)</script>", "the character < cannot be part"],
    ['/x"', 'the character " cannot be part'],
    ["/images/../../private-content/discounts.yml", 'without "." or ".." parts'],
    ["/images/%2e%2E/private-content/discounts.yml", 'without "." or ".." parts'],
    ["/images/./x.svg", 'without "." or ".." parts'],
    ["/images/..", 'without "." or ".." parts'],
  ])("refuses %j: %s", (value, reason) => {
    expect(sitePathProblem(value)).toContain(reason);
  });
});

describe("asValidUrlString", () => {
  it("percent-encodes what the URL parser leaves but a valid URL may not hold", () => {
    const href = new URL("https://x.example/a?q={a|b}^`\\&p=100%#f|g").href;
    expect(webUrlProblem(href, ["https"])).toBeDefined();
    const valid = asValidUrlString(href);
    expect(valid).toBe("https://x.example/a?q=%7Ba%7Cb%7D%5E%60%5C&p=100%25#f%7Cg");
    expect(webUrlProblem(valid, ["https"])).toBeUndefined();
  });

  it("leaves a valid address as it is", () => {
    const href = "https://x.example/a%20b?c=d&e=%C3%BC#top";
    expect(asValidUrlString(href)).toBe(href);
  });
});
