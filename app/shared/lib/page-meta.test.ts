import { describe, expect, it } from "vitest";
import { settings } from "#content/settings.ts";
import { absoluteUrl, pageMeta } from "./page-meta.ts";

function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("pageMeta", () => {
  const meta = pageMeta({ title: "Speakers", description: "All the speakers.", path: "/speakers" });

  it("formats the title as '{page title} | {summit name}'", () => {
    expect(meta[0]).toEqual({ title: `Speakers | ${settings.summitName}` });
  });

  it("builds an absolute canonical link from the site URL", () => {
    expect(find(meta, "rel", "canonical")).toMatchObject({
      tagName: "link",
      href: `${settings.siteUrl}/speakers`,
    });
    expect(absoluteUrl("/")).toBe(`${settings.siteUrl}/`);
    expect(absoluteUrl("https://elsewhere.example/x")).toBe("https://elsewhere.example/x");
  });

  it("defaults og:type to website and twitter:card to summary_large_image, with an absolute og:image", () => {
    expect(find(meta, "property", "og:type")?.content).toBe("website");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "property", "og:image")?.content).toMatch(
      new RegExp(`^${settings.siteUrl}/`),
    );
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("takes overrides and can mark a page noindex", () => {
    const article = pageMeta({
      title: "Essay",
      description: "An essay.",
      path: "/community/essay",
      ogType: "article",
      ogImage: "/images/share/essay.png",
      twitterCard: "summary",
      noindex: true,
    });
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "og:image")?.content).toBe(
      `${settings.siteUrl}/images/share/essay.png`,
    );
    expect(find(article, "name", "twitter:card")?.content).toBe("summary");
    expect(find(article, "name", "robots")?.content).toBe("noindex");
  });
});
