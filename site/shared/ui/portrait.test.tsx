import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { settings } from "#content/settings.yml";
import { Portrait } from "./portrait.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

describe("ResponsiveImage", () => {
  it("offers AVIF, then WebP sizes, then the original, with the size it is shown at", () => {
    const { container } = render(
      <ResponsiveImage src="/images/speakers/a.webp" alt="A" width={240} height={240} />,
    );
    const source = container.querySelector("picture > source")!;
    const image = container.querySelector("picture > img")!;
    expect(source).toHaveAttribute("type", "image/avif");
    expect(source.getAttribute("srcset")).toContain("/images/generated/speakers/a-240.avif 240w");
    expect(source).toHaveAttribute("sizes", "240px");
    expect(image).toHaveAttribute("src", "/images/speakers/a.webp");
    expect(image.getAttribute("srcset")).toContain("/images/generated/speakers/a-480.webp 480w");
    expect(image).toHaveAttribute("sizes", "240px");
    expect(image).toHaveAttribute("width", "240");
    expect(image).toHaveAttribute("height", "240");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).not.toHaveAttribute("fetchpriority");
  });

  it("loads the LCP image at once and at high priority", () => {
    const { container } = render(
      <ResponsiveImage src="/images/a.webp" alt="" width={1} height={1} priority sizes="50vw" />,
    );
    const image = container.querySelector("img")!;
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("sizes", "50vw");
  });

  it("serves an SVG as it is", () => {
    const { container } = render(
      <ResponsiveImage src="/images/gallery/a.svg" alt="" width={640} height={400} />,
    );
    expect(container.querySelector("picture")).toBeNull();
    const image = container.querySelector("img")!;
    expect(image).not.toHaveAttribute("srcset");
    expect(image).not.toHaveAttribute("sizes");
  });
});

describe("Portrait", () => {
  it("names the default logo as its fallback, for the page script", () => {
    const { container } = render(
      <Portrait src="/images/speakers/a.webp" alt="A" width={40} height={40} />,
    );
    const image = container.querySelector("img")!;
    expect(image).toHaveAttribute("data-fallback", settings.defaultImage);
    expect(image).toHaveClass("portrait");
  });

  it("names none when it is the default logo itself", () => {
    const { container } = render(
      <Portrait src={settings.defaultImage} alt="" width={40} height={40} />,
    );
    expect(container.querySelector("img")).not.toHaveAttribute("data-fallback");
  });
});
