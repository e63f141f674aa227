import type { TeamSection as TeamSectionData } from "./group-team.ts";
import { TeamMemberCard } from "./team-member-card.tsx";
import "./team.css";

export interface TeamSectionProps {
  section: TeamSectionData;
}

export function TeamSection({ section }: TeamSectionProps) {
  const headingId = `team-${section.id}`;
  return (
    <section className="team-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.heading}</h2>
      <ul className="team-grid">
        {section.members.map((member) => (
          <TeamMemberCard key={member.id} member={member} />
        ))}
      </ul>
    </section>
  );
}
