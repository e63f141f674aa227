import { screen } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadFramesWhenVisible } from "./lazy-frames.ts";

const mapAddress = "https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=mapnik";

/** Stands in for the browser's IntersectionObserver (jsdom has none), reporting on demand. */
function fakeIntersectionObserver() {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    observed = new Set<Element>();
    constructor(private callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.observed.add(target);
    }
    unobserve(target: Element) {
      this.observed.delete(target);
    }
    disconnect() {
      this.observed.clear();
    }
    /** Reports the observed targets among `targets` as scrolled into view, or out of it. */
    report(targets: Element[], isIntersecting: boolean) {
      const entries = targets
        .filter((target) => this.observed.has(target))
        .map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  const report = (targets: Element[], isIntersecting: boolean) => {
    for (const observer of observers) observer.report(targets, isIntersecting);
  };
  const observed = () => observers.flatMap((observer) => [...observer.observed]);
  return { observers, report, observed };
}

beforeEach(() => {
  document.body.innerHTML = `
    <figure><iframe title="Map showing the venue" data-src="${mapAddress}" loading="lazy"></iframe></figure>
    <iframe title="Video" src="/video.html"></iframe>
  `;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const map = () => screen.getByTitle<HTMLIFrameElement>("Map showing the venue");

describe("loadFramesWhenVisible", () => {
  it("gives a frame its address only once it comes into view", () => {
    const browser = fakeIntersectionObserver();
    loadFramesWhenVisible(document);
    expect(map()).not.toHaveAttribute("src");
    browser.report([map()], false);
    expect(map()).not.toHaveAttribute("src");
    browser.report([map()], true);
    expect(map()).toHaveAttribute("src", mapAddress);
  });

  it("stops watching a frame once it has its address", () => {
    const browser = fakeIntersectionObserver();
    loadFramesWhenVisible(document);
    expect(browser.observed()).toEqual([map()]);
    browser.report([map()], true);
    expect(browser.observed()).toEqual([]);
  });

  it("watches each frame on its own", () => {
    document.body.innerHTML = `
      <iframe title="First map" data-src="/first.html"></iframe>
      <iframe title="Second map" data-src="/second.html"></iframe>
    `;
    const browser = fakeIntersectionObserver();
    loadFramesWhenVisible(document);
    const second = screen.getByTitle("Second map");
    browser.report([screen.getByTitle("First map"), second], false);
    browser.report([second], true);
    expect(screen.getByTitle("First map")).not.toHaveAttribute("src");
    expect(second).toHaveAttribute("src", "/second.html");
    expect(browser.observed()).toEqual([screen.getByTitle("First map")]);
  });

  it("leaves frames without data-src alone", () => {
    const browser = fakeIntersectionObserver();
    loadFramesWhenVisible(document);
    expect(browser.observed()).not.toContain(screen.getByTitle("Video"));
    expect(screen.getByTitle("Video")).toHaveAttribute("src", "/video.html");
  });

  it("creates no observer on a page without such frames", () => {
    document.body.innerHTML = `<iframe title="Video" src="/video.html"></iframe>`;
    const browser = fakeIntersectionObserver();
    loadFramesWhenVisible(document);
    expect(browser.observers).toHaveLength(0);
  });

  it("does nothing, without failing, where IntersectionObserver is missing", () => {
    expect("IntersectionObserver" in window).toBe(false);
    expect(() => loadFramesWhenVisible(document)).not.toThrow();
    expect(map()).not.toHaveAttribute("src");
  });
});
