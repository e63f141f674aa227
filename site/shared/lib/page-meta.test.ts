import { describe, expect, it } from "vitest";
import { settings } from "#content/settings.yml";
import { absoluteUrl, defaultShareImage, defaultShareImageAlt, pageMeta } from "./page-meta.ts";
import { shareCardAlt } from "./share-card.ts";

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

  it("defaults og:type to website and twitter:card to summary_large_image", () => {
    expect(find(meta, "property", "og:type")?.content).toBe("website");
    expect(find(meta, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("points og:image and twitter:image at the page's own card, absolute, with size and alt", () => {
    const card = `${settings.siteUrl}/share/speakers.png`;
    expect(find(meta, "property", "og:image")?.content).toBe(card);
    expect(find(meta, "name", "twitter:image")?.content).toBe(card);
    expect(find(meta, "property", "og:image:width")?.content).toBe("1200");
    expect(find(meta, "property", "og:image:height")?.content).toBe("630");
    expect(find(meta, "property", "og:image:alt")?.content).toBe(
      shareCardAlt("Speakers", "/speakers"),
    );
    expect(find(meta, "name", "twitter:image:alt")?.content).toBe(
      shareCardAlt("Speakers", "/speakers"),
    );
    const home = pageMeta({ title: "Overview", description: "Home.", path: "/" });
    expect(find(home, "property", "og:image")?.content).toBe(`${settings.siteUrl}/share/home.png`);
  });

  it("gives noindex pages the default image, which no card replaces", () => {
    const hidden = pageMeta({
      title: "Private",
      description: "x",
      path: "/private",
      noindex: true,
    });
    const image = `${settings.siteUrl}${defaultShareImage}`;
    expect(find(hidden, "property", "og:image")?.content).toBe(image);
    expect(find(hidden, "name", "twitter:image")?.content).toBe(image);
    expect(find(hidden, "property", "og:image:alt")?.content).toBe(defaultShareImageAlt);
  });

  it("takes overrides and can mark a page noindex", () => {
    const article = pageMeta({
      title: "Essay",
      description: "An essay.",
      path: "/community/essay",
      ogType: "article",
      ogImage: "/images/share/essay.png",
      ogImageAlt: "The essay's illustration",
      twitterCard: "summary",
      noindex: true,
    });
    expect(find(article, "property", "og:type")?.content).toBe("article");
    expect(find(article, "property", "og:image")?.content).toBe(
      `${settings.siteUrl}/images/share/essay.png`,
    );
    expect(find(article, "property", "og:image:alt")?.content).toBe("The essay's illustration");
    expect(find(article, "name", "twitter:card")?.content).toBe("summary");
    expect(find(article, "name", "robots")?.content).toBe("noindex");
  });
});
