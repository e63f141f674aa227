import type { TeamMember } from "#content/schema/organisation.ts";

export type TeamSectionId = "executive" | "session-chairs" | "core";

export interface TeamSection {
  id: TeamSectionId;
  heading: string;
  members: TeamMember[];
}

/** Section headings in page order (docs/product/specification.md §2 "Team"). */
export const teamSectionHeadings: Record<TeamSectionId, string> = {
  executive: "Executive Team",
  "session-chairs": "Session Chairs",
  core: "Core Team",
};

const sectionOrder: readonly TeamSectionId[] = ["executive", "session-chairs", "core"];

/**
 * The section a title puts its holder in (docs/product/specification.md §5). The spec says
 * "contains", so this is a plain, case-sensitive substring match; executive words win over "Session
 * Chair".
 */
export function teamSectionOf(title: string): TeamSectionId {
  if (["Chief", "CEO", "CSO"].some((word) => title.includes(word))) return "executive";
  if (title.includes("Session Chair")) return "session-chairs";
  return "core";
}

/** The team in its three sections, page order, members in content order; empty sections left out. */
export function groupTeam(members: readonly TeamMember[]): TeamSection[] {
  return sectionOrder
    .map((id) => ({
      id,
      heading: teamSectionHeadings[id],
      members: members.filter((member) => teamSectionOf(member.title) === id),
    }))
    .filter((section) => section.members.length > 0);
}
