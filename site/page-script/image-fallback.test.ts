import { screen } from "@testing-library/dom";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fallBackOnBrokenImages } from "./image-fallback.ts";

const logo = "/images/default-logo.svg";
const message = "Image failed to load, showing the default logo instead:";

/** A person's photo as <ResponsiveImage fallbackSrc> renders it. */
const photo = (name: string, file: string) => `
  <picture>
    <source type="image/avif" srcset="/images/${file}-320.avif 320w, /images/${file}-640.avif 640w" sizes="10rem">
    <source type="image/webp" srcset="/images/${file}-320.webp 320w, /images/${file}-640.webp 640w" sizes="10rem">
    <img alt="${name}" src="/images/${file}.jpg" srcset="/images/${file}-320.jpg 320w" sizes="10rem" data-fallback="${logo}">
  </picture>
`;

/** jsdom loads no images: says how far an image got before the page script ran. */
function pretend(image: HTMLImageElement, state: { complete: boolean; naturalWidth: number }) {
  Object.defineProperty(image, "complete", { value: state.complete });
  Object.defineProperty(image, "naturalWidth", { value: state.naturalWidth });
}

// Plain attribute reads: jest-dom's matchers need a window, which the documents made below lack.
const srcsets = (image: HTMLImageElement) =>
  [image, ...(image.parentElement?.querySelectorAll("source") ?? [])].map((element) =>
    element.getAttribute("srcset"),
  );

function expectFellBack(image: HTMLImageElement) {
  expect(image.getAttribute("src")).toBe(logo);
  expect(image.hasAttribute("sizes")).toBe(false);
  expect(srcsets(image).filter((srcset) => srcset !== null)).toEqual([]);
}

function expectUntouched(image: HTMLImageElement, file: string) {
  expect(image.getAttribute("src")).toBe(`/images/${file}.jpg`);
  expect(image.getAttribute("sizes")).toBe("10rem");
  expect(srcsets(image)).not.toContain(null);
}

describe("fallBackOnBrokenImages, for errors after it runs", () => {
  // The listener sits on the document and cannot be removed: it is added once for these tests
  // (each test file has a document of its own), with one log that is cleared before each test.
  const log = vi.fn<(message: string) => void>();
  beforeAll(() => fallBackOnBrokenImages(document, log));

  beforeEach(() => {
    log.mockClear();
    document.body.innerHTML = photo("Ada Lovelock", "ada") + photo("Grace Hopson", "grace");
  });

  const image = (name: string) => screen.getByRole<HTMLImageElement>("img", { name });

  it("shows the fallback in place of an image that fails, and says so once", () => {
    image("Ada Lovelock").dispatchEvent(new Event("error"));
    expectFellBack(image("Ada Lovelock"));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(`${message} /images/ada.jpg`);
  });

  it("leaves the images that load alone", () => {
    image("Ada Lovelock").dispatchEvent(new Event("load"));
    image("Grace Hopson").dispatchEvent(new Event("error"));
    expectUntouched(image("Ada Lovelock"), "ada");
    expectFellBack(image("Grace Hopson"));
    expect(log).toHaveBeenCalledWith(`${message} /images/grace.jpg`);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("does not loop when the fallback fails too", () => {
    image("Ada Lovelock").dispatchEvent(new Event("error"));
    image("Ada Lovelock").dispatchEvent(new Event("error"));
    image("Ada Lovelock").dispatchEvent(new Event("error"));
    expect(image("Ada Lovelock")).toHaveAttribute("src", logo);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("works for an image outside a <picture>, and for images added later", () => {
    document.body.innerHTML = `<p><img alt="Venue" src="/images/venue.jpg" srcset="/images/venue-320.jpg 320w" data-fallback="${logo}"></p>`;
    image("Venue").dispatchEvent(new Event("error"));
    expect(image("Venue")).toHaveAttribute("src", logo);
    expect(image("Venue")).not.toHaveAttribute("srcset");
    expect(log).toHaveBeenCalledWith(`${message} /images/venue.jpg`);
  });

  it("leaves images without data-fallback broken, and silent", () => {
    document.body.innerHTML = `<img alt="Sponsor" src="/images/sponsor.png" srcset="/images/sponsor-2x.png 2x">`;
    image("Sponsor").dispatchEvent(new Event("error"));
    expect(image("Sponsor")).toHaveAttribute("src", "/images/sponsor.png");
    expect(image("Sponsor")).toHaveAttribute("srcset", "/images/sponsor-2x.png 2x");
    expect(log).not.toHaveBeenCalled();
  });

  it("ignores errors of other elements", () => {
    document.body.innerHTML = `<script data-fallback="${logo}" src="/broken.js"></script>`;
    const script = document.querySelector("script")!;
    script.dispatchEvent(new Event("error"));
    expect(script).toHaveAttribute("src", "/broken.js");
    expect(log).not.toHaveBeenCalled();
  });
});

describe("fallBackOnBrokenImages, for images that failed before it ran", () => {
  // A document of its own for each test: each call adds a listener that cannot be removed.
  // (Testing Library's role queries need a window, which such a document lacks.)
  function newPage(html: string) {
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = html;
    const image = (name: string) => page.querySelector<HTMLImageElement>(`img[alt="${name}"]`)!;
    return { page, image };
  }

  it("shows the fallback in place of an image that has already failed", () => {
    const { page, image } = newPage(photo("Ada Lovelock", "ada") + photo("Grace Hopson", "grace"));
    pretend(image("Ada Lovelock"), { complete: true, naturalWidth: 0 });
    pretend(image("Grace Hopson"), { complete: true, naturalWidth: 640 });
    const log = vi.fn();
    fallBackOnBrokenImages(page, log);
    expectFellBack(image("Ada Lovelock"));
    expectUntouched(image("Grace Hopson"), "grace");
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(`${message} /images/ada.jpg`);
  });

  it("waits for an image that is still loading", () => {
    const { page, image } = newPage(photo("Ada Lovelock", "ada"));
    pretend(image("Ada Lovelock"), { complete: false, naturalWidth: 0 });
    const log = vi.fn();
    fallBackOnBrokenImages(page, log);
    expectUntouched(image("Ada Lovelock"), "ada");
    image("Ada Lovelock").dispatchEvent(new Event("error"));
    expectFellBack(image("Ada Lovelock"));
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("does not fall back again when the fallback then fails", () => {
    const { page, image } = newPage(photo("Ada Lovelock", "ada"));
    pretend(image("Ada Lovelock"), { complete: true, naturalWidth: 0 });
    const log = vi.fn();
    fallBackOnBrokenImages(page, log);
    image("Ada Lovelock").dispatchEvent(new Event("error"));
    expect(image("Ada Lovelock").getAttribute("src")).toBe(logo);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("leaves an already failed image without data-fallback alone", () => {
    const { page, image } = newPage(`<img alt="Sponsor" src="/images/sponsor.png">`);
    pretend(image("Sponsor"), { complete: true, naturalWidth: 0 });
    const log = vi.fn();
    fallBackOnBrokenImages(page, log);
    expect(image("Sponsor").getAttribute("src")).toBe("/images/sponsor.png");
    expect(log).not.toHaveBeenCalled();
  });

  it("logs to the console by default", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { page, image } = newPage(photo("Ada Lovelock", "ada"));
    pretend(image("Ada Lovelock"), { complete: true, naturalWidth: 0 });
    fallBackOnBrokenImages(page);
    expect(error).toHaveBeenCalledWith(`${message} /images/ada.jpg`);
  });
});
