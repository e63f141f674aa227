import { describe, expect, it } from "vitest";
import { searchGraphics } from "./search-graphics.ts";
import { testCatalogue } from "./test-catalogue.ts";

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe("searchGraphics", () => {
  it("returns every item, in order, for an empty or blank query", () => {
    expect(searchGraphics(testCatalogue.speakers, "")).toEqual(testCatalogue.speakers);
    expect(searchGraphics(testCatalogue.speakers, "   ")).toEqual(testCatalogue.speakers);
  });

  it("matches the name case-insensitively, ignoring surrounding spaces", () => {
    expect(names(searchGraphics(testCatalogue.speakers, "  OKAFOR "))).toEqual([
      "Amara Okafor-Reid",
    ]);
    expect(names(searchGraphics(testCatalogue.speakers, "a"))).toHaveLength(3);
  });

  it("matches the original name and the variant", () => {
    expect(names(searchGraphics(testCatalogue.sponsors, "brightmoor labs"))).toEqual([
      "Brightmoor Labs (Dark)",
      "Brightmoor Labs (Light)",
    ]);
    expect(names(searchGraphics(testCatalogue.sponsors, "square"))).toEqual([
      "Lumenfield AI (Square)",
    ]);
    const renamed = [{ name: "Card one", originalName: "Kellsbridge", variant: "Dark" }];
    expect(searchGraphics(renamed, "kells")).toHaveLength(1);
    expect(searchGraphics(renamed, "DARK")).toHaveLength(1);
    expect(searchGraphics(renamed, "light")).toHaveLength(0);
  });

  it("treats the query as plain text, never as a pattern", () => {
    expect(names(searchGraphics(testCatalogue.urlPosters, "(9:16)"))).toEqual(["Story (9:16)"]);
    expect(names(searchGraphics(testCatalogue.urlPosters, "(A4)"))).toEqual([
      "Register poster (A4)",
    ]);
    for (const pattern of [".*", "^Ada", "[a-z]+", "Ada|Amara", "\\w"]) {
      expect(searchGraphics(testCatalogue.speakers, pattern)).toEqual([]);
    }
  });
});
