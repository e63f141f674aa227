import { describe, expect, it } from "vitest";
import type { TeamMember } from "#content/schema/organisation.ts";
import { loadContent } from "#content/checked-content.ts";
import { groupTeam, teamSectionOf } from "./group-team.ts";

const { teamMembers } = loadContent();

const member = (id: string, title: string): TeamMember => ({
  id,
  name: id,
  title,
  image: `/images/team/${id}.webp`,
  bio: "A short bio that is long enough for the schema.",
  detailedBio: "A detailed bio.",
  link: "https://example.com",
});

describe("teamSectionOf", () => {
  it.each([
    ["Co-founder & CEO", "executive"],
    ["Co-founder & CSO", "executive"],
    ["Chief Operating Officer", "executive"],
    ["Session Chair, AI Safety", "session-chairs"],
    ["Head of Programme", "core"],
    ["Volunteer Coordinator", "core"],
  ] as const)("puts %j in %s", (title, section) => {
    expect(teamSectionOf(title)).toBe(section);
  });

  it("lets an executive word win over Session Chair, and matches case as the spec writes it", () => {
    expect(teamSectionOf("Chief Session Chair")).toBe("executive");
    expect(teamSectionOf("session chair")).toBe("core");
    expect(teamSectionOf("chief of staff")).toBe("core");
  });
});

describe("groupTeam", () => {
  it("returns the sections in page order and keeps content order inside each", () => {
    const sections = groupTeam([
      member("a", "Design Lead"),
      member("b", "Session Chair, AI & Society"),
      member("c", "CEO"),
      member("d", "Session Chair, AI Safety"),
      member("e", "Chief Partnerships Officer"),
    ]);
    expect(sections.map((section) => [section.heading, section.members.map((m) => m.id)])).toEqual([
      ["Executive Team", ["c", "e"]],
      ["Session Chairs", ["b", "d"]],
      ["Core Team", ["a"]],
    ]);
  });

  it("leaves out a section nobody is in", () => {
    expect(groupTeam([member("a", "Web Lead")]).map((section) => section.id)).toEqual(["core"]);
  });

  it("places every member of the real team exactly once", () => {
    const sections = groupTeam(teamMembers);
    expect(sections.map((section) => section.heading)).toEqual([
      "Executive Team",
      "Session Chairs",
      "Core Team",
    ]);
    expect(sections.flatMap((section) => section.members)).toHaveLength(teamMembers.length);
  });
});
