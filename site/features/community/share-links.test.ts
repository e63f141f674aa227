import { describe, expect, it } from "vitest";
import { buildShareLinks } from "./share-links.ts";

const url = "https://site.example/community/what-we-keep";
const title = "What We Keep & Why: A #Test?";

describe("buildShareLinks", () => {
  const links = buildShareLinks({ url, title });
  const byLabel = (label: string) => {
    const link = links.find((candidate) => candidate.label === label);
    if (!link) throw new Error(`no ${label} link`);
    return link;
  };

  it("offers LinkedIn, Twitter/X, Facebook and Email, in that order", () => {
    expect(links.map((link) => link.label)).toEqual([
      "Share on LinkedIn",
      "Share on Twitter/X",
      "Share on Facebook",
      "Share by Email",
    ]);
  });

  it("carries the canonical URL, decoded back intact, to every service", () => {
    expect(new URL(byLabel("Share on LinkedIn").href).searchParams.get("url")).toBe(url);
    expect(new URL(byLabel("Share on Twitter/X").href).searchParams.get("url")).toBe(url);
    expect(new URL(byLabel("Share on Facebook").href).searchParams.get("u")).toBe(url);
  });

  it("URL-encodes the title so that &, # and ? cannot break the link", () => {
    const tweet = byLabel("Share on Twitter/X").href;
    expect(tweet).toContain(encodeURIComponent(title));
    expect(tweet).not.toContain("#");
    expect(new URL(tweet).searchParams.get("text")).toBe(title);
  });

  it("builds a mailto link with the title as subject and the URL in the body", () => {
    const mail = byLabel("Share by Email");
    expect(mail.href.startsWith("mailto:?subject=")).toBe(true);
    expect(mail.newTab).toBe(false);
    const query = new URLSearchParams(mail.href.slice("mailto:?".length));
    expect(query.get("subject")).toBe(title);
    expect(query.get("body")).toBe(`${title}\n\n${url}`);
    // Mail clients read "+" literally: spaces must be %20.
    expect(mail.href).not.toContain("+");
  });

  it("opens the web services in a new tab", () => {
    expect(links.filter((link) => link.newTab).map((link) => link.label)).toHaveLength(3);
  });
});
