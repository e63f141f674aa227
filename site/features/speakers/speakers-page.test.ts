import { describe, expect, it } from "vitest";
import { speakerListClass } from "./speakers-page.tsx";

describe("the speakers list", () => {
  it("lays out a congress's long list only near the screen, and a summit's whole", () => {
    expect(speakerListClass(58)).toBe("card-grid speaker-cards");
    expect(speakerListClass(100)).toBe("card-grid speaker-cards");
    expect(speakerListClass(101)).toContain("speaker-cards--long");
  });
});
