import { describe, expect, it } from "vitest";
import { alternateFolders, failureMessage, imageSources } from "./image-sources.ts";
import { testCatalogue } from "./test-catalogue.ts";

const logo = "/images/logo/quillmere-logo.svg";

describe("imageSources", () => {
  it("sends a sponsor graphic straight to the default logo", () => {
    expect(imageSources(testCatalogue.sponsors[0]!, "sponsors", logo)).toEqual([
      "/graphics/private_sponsors/brightmoor-labs-dark.png",
      logo,
    ]);
  });

  it("tries a speaker graphic in its own folder, then each alternate folder in turn, then the logo", () => {
    expect(imageSources(testCatalogue.speakers[0]!, "speakers", logo)).toEqual([
      "/graphics/private_speakers/ada-lovelock.png",
      "/graphics/private_url_posters/ada-lovelock.png",
      "/images/speakers/ada-lovelock.png",
      "/images/team/ada-lovelock.png",
      logo,
    ]);
  });

  it("tries a URL poster the same way, never its own folder twice", () => {
    const sources = imageSources(testCatalogue.urlPosters[1]!, "urlPosters", logo);
    expect(sources).toEqual([
      "/graphics/private_url_posters/story-9x16.png",
      "/graphics/private_speakers/story-9x16.png",
      "/images/speakers/story-9x16.png",
      "/images/team/story-9x16.png",
      logo,
    ]);
    expect(new Set(sources).size).toBe(sources.length);
    expect(sources).toHaveLength(alternateFolders.length + 1);
  });

  it("names the failed source and the next one in its console line", () => {
    expect(failureMessage("/a.png", "/b.png")).toBe(
      "Graphic image could not be loaded: /a.png; trying /b.png",
    );
    expect(failureMessage(logo, undefined)).toContain("neither could the default logo");
  });
});
