import { describe, expect, it } from "vitest";
import { home } from "#content/home.yml";
import { loadContent } from "#content/checked-content.ts";
import { selectFeaturedSpeakers } from "./select-featured-speakers.ts";

const { speakers } = loadContent();

describe("selectFeaturedSpeakers", () => {
  it("keeps exactly the order of the ids, not the order of the collection", () => {
    const featured = selectFeaturedSpeakers([45, 1, 7], speakers);
    expect(featured.map((speaker) => speaker.id)).toEqual([45, 1, 7]);
  });

  it("passes on only what a tile shows", () => {
    const [first] = selectFeaturedSpeakers([1], speakers);
    expect(Object.keys(first!).sort()).toEqual(["id", "image", "name", "organization", "title"]);
  });

  it("features the spec's sixteen speakers in the spec's order", () => {
    expect(home.featuredSpeakerIds).toEqual([
      1, 7, 2, 4, 45, 3, 6, 8, 5, 58, 43, 33, 34, 37, 40, 41,
    ]);
    expect(selectFeaturedSpeakers(home.featuredSpeakerIds, speakers)).toHaveLength(16);
  });
});
