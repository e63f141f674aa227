import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VenueMap } from "./venue-map.tsx";

describe("VenueMap", () => {
  it("sets the frame's address only once the frame is on screen", () => {
    let report: IntersectionObserverCallback = () => {};
    const observe = vi.fn();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    try {
      render(<VenueMap name="Friends House" latitude={51.5265} longitude={-0.1313} />);
      const frame = screen.getByTitle("Map showing Friends House");
      expect(observe).toHaveBeenCalledWith(frame);
      expect(frame).not.toHaveAttribute("src");

      act(() => report([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
      expect(frame).not.toHaveAttribute("src");

      act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
      expect(frame.getAttribute("src")).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
