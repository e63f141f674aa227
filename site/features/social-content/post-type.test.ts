import { describe, expect, it } from "vitest";
import { postTypeOf } from "./post-type.ts";

describe("postTypeOf", () => {
  it.each([
    ["Speaker spotlight: Ada", "Speaker"],
    ["Panelist spotlight: Ada", "Speaker"],
    ["SPEAKERS and sponsors dinner", "Speaker"],
    ["panelist and partner", "Speaker"],
    ["Sponsor spotlight: Brightmoor", "Sponsor"],
    ["Thank you to our sponsors and partners", "Sponsor"],
    ["Partner spotlight: Carrowdale", "Partner"],
    ["PARTNERS week", "Partner"],
    ["Early-bird tickets", "Other"],
    ["Venue announcement", "Other"],
  ] as const)("%s -> %s", (theme, type) => {
    expect(postTypeOf(theme)).toBe(type);
  });
});
