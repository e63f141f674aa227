import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VenueMap } from "./venue-map.tsx";

describe("VenueMap", () => {
  it("leaves the frame without an address, for the page script to give it once it is on screen", () => {
    render(<VenueMap name="Friends House" latitude={51.5265} longitude={-0.1313} />);
    const frame = screen.getByTitle("Map showing Friends House");
    expect(frame).not.toHaveAttribute("src");
    expect(frame.getAttribute("data-src")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=51\.5265,-0\.1313$/,
    );
    expect(screen.getByRole("link", { name: "Open in a map app" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^geo:51\.5265,-0\.1313/),
    );
  });
});
