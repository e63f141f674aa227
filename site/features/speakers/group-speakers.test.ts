import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import { groupSpeakers } from "./group-speakers.ts";

const { speakerOrdering, speakers } = loadContent();

const people = [
  { id: 1, name: "Ada" },
  { id: 2, name: "Bo" },
  { id: 3, name: "Cy" },
  { id: 4, name: "Di" },
  { id: 5, name: "Ed" },
  { id: 6, name: "Fa" },
];

describe("groupSpeakers", () => {
  it("keeps keynotes and chairs in their fixed order and sorts panelists by the preset names, unlisted last", () => {
    const groups = groupSpeakers(people, {
      keynotes: [3, 1],
      chairs: [5],
      panelistNameOrder: ["Fa", "Bo"],
    });
    expect(groups.keynotes.map((s) => s.id)).toEqual([3, 1]);
    expect(groups.chairs.map((s) => s.id)).toEqual([5]);
    expect(groups.panelists.map((s) => s.name)).toEqual(["Fa", "Bo", "Di"]);
  });

  it("sorts several unlisted panelists alphabetically after the listed ones", () => {
    const groups = groupSpeakers(people, { keynotes: [], chairs: [], panelistNameOrder: ["Ed"] });
    expect(groups.panelists.map((s) => s.name)).toEqual(["Ed", "Ada", "Bo", "Cy", "Di", "Fa"]);
  });

  it("places every real speaker in exactly one section: 10 keynotes, 8 chairs, the rest panelists", () => {
    const groups = groupSpeakers(speakers, speakerOrdering);
    expect(groups.keynotes).toHaveLength(10);
    expect(groups.chairs).toHaveLength(8);
    const all = [...groups.keynotes, ...groups.chairs, ...groups.panelists].map((s) => s.id);
    expect(all.sort((a, b) => a - b)).toEqual(speakers.map((s) => s.id).sort((a, b) => a - b));
    expect(
      groups.panelists.slice(0, speakerOrdering.panelistNameOrder.length).map((s) => s.name),
    ).toEqual(speakerOrdering.panelistNameOrder);
  });
});
