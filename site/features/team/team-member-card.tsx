import type { TeamMember } from "#content/schema/organisation.ts";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import { Portrait } from "#site/shared/ui/portrait.tsx";
import { Disclosure } from "./disclosure.tsx";
import { TeamMemberLinks } from "./team-member-links.tsx";

/**
 * Shown under "Hobbies & Interests" when the member has not given any
 * (docs/product/specification.md §3).
 */
export const hobbiesFallback = "Various interests";

export interface TeamMemberCardProps {
  member: TeamMember;
  /** The first card's photo is the LCP of the team page on wide screens. */
  priority?: boolean;
}

export function TeamMemberCard({ member, priority }: TeamMemberCardProps) {
  return (
    <li className="card team-card">
      <Portrait
        src={member.image}
        width={240}
        height={240}
        priority={priority}
        // Phones show a small photo beside the name (team.css).
        sizes="(max-width: 39.99rem) 88px, 240px"
        className="team-card__photo"
      />
      <h3 className="team-card__name">
        <ExternalLink href={member.link}>{member.name}</ExternalLink>
      </h3>
      <p className="team-card__title">{member.title}</p>
      <p className="team-card__bio">{member.bio}</p>
      <Disclosure label="Bio & Experience" context={member.name}>
        <p>{member.detailedBio}</p>
      </Disclosure>
      <Disclosure label="Hobbies & Interests" context={member.name}>
        <p>{member.hobbies ?? hobbiesFallback}</p>
      </Disclosure>
      <TeamMemberLinks {...member} />
    </li>
  );
}
