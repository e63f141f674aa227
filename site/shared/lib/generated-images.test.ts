import { describe, expect, it } from "vitest";
import {
  generatedImagePath,
  generatedSrcset,
  generatedWidths,
  isRasterImage,
} from "./generated-images.ts";

describe("generated image names", () => {
  it("put each size of a source under /images/generated/ with its width and format", () => {
    expect(generatedImagePath("/images/speakers/ada-lovelock.webp", 240, "avif")).toBe(
      "/images/generated/speakers/ada-lovelock-240.avif",
    );
    expect(generatedImagePath("/images/team/x.y.jpeg", 80, "webp")).toBe(
      "/images/generated/team/x.y-80.webp",
    );
  });

  it("go up to 480 px for photos and to the intended size for wide pictures", () => {
    expect(generatedWidths("/images/speakers/a.webp")).toEqual([80, 160, 240, 360, 480]);
    expect(generatedWidths("/images/journal/a.png")).toEqual([80, 160, 240, 360, 480]);
    expect(Math.max(...generatedWidths("/images/gallery/a.jpg"))).toBe(640);
    expect(Math.max(...generatedWidths("/images/journal/slug-card.webp"))).toBe(800);
    expect(Math.max(...generatedWidths("/images/journal/slug-featured.webp"))).toBe(1200);
  });

  it("list every width once in a srcset", () => {
    expect(generatedSrcset("/images/team/a.webp", "webp")).toBe(
      [80, 160, 240, 360, 480].map((w) => `/images/generated/team/a-${w}.webp ${w}w`).join(","),
    );
  });

  it("leave SVGs alone", () => {
    expect(isRasterImage("/images/partners/a.svg")).toBe(false);
    for (const ext of ["webp", "avif", "png", "jpg", "jpeg"]) {
      expect(isRasterImage(`/images/speakers/a.${ext}`)).toBe(true);
    }
  });
});
