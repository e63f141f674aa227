import type { TeamSection as TeamSectionData } from "./group-team.ts";
import { TeamMemberCard } from "./team-member-card.tsx";
import "./team.css";

export interface TeamSectionProps {
  section: TeamSectionData;
  /** The first section: its first photo is the page's LCP image. */
  first?: boolean;
}

export function TeamSection({ section, first }: TeamSectionProps) {
  const headingId = `team-${section.id}`;
  return (
    <section className="team-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      <ul className="team-grid">
        {section.members.map((member, index) => (
          <TeamMemberCard key={member.id} member={member} priority={first && index === 0} />
        ))}
      </ul>
    </section>
  );
}
