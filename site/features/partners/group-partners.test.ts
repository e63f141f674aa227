import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import type { Partner } from "#content/schema/organisation.ts";
import { groupPartners } from "./group-partners.ts";

const { partners } = loadContent();

const partner = (id: string, category: Partner["category"]) =>
  ({ ...partners[0]!, id, name: id, category }) satisfies Partner;

describe("groupPartners", () => {
  it("groups gold, silver then official, keeping content order inside a group", () => {
    const groups = groupPartners([
      partner("o1", "official"),
      partner("g1", "gold"),
      partner("s1", "silver"),
      partner("g2", "gold"),
    ]);
    expect(groups.map((group) => [group.heading, group.partners.map((p) => p.id)])).toEqual([
      ["GOLD SPONSORS", ["g1", "g2"]],
      ["SILVER SPONSORS", ["s1"]],
      ["OFFICIAL PARTNERS", ["o1"]],
    ]);
  });

  it("leaves out an empty group", () => {
    expect(groupPartners([partner("o1", "official")]).map((group) => group.category)).toEqual([
      "official",
    ]);
  });

  it("places every real partner once", () => {
    const groups = groupPartners(partners);
    expect(groups.flatMap((group) => group.partners)).toHaveLength(partners.length);
  });
});
