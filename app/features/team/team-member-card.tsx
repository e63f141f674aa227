import type { TeamMember } from "#content/schema/organisation.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { Portrait } from "#app/shared/ui/portrait.tsx";
import { Disclosure } from "./disclosure.tsx";
import { TeamMemberLinks } from "./team-member-links.tsx";

/** Shown under "Hobbies & Interests" when the member has not given any (spec §3). */
export const hobbiesFallback = "Various interests";

export interface TeamMemberCardProps {
  member: TeamMember;
}

export function TeamMemberCard({ member }: TeamMemberCardProps) {
  return (
    <li className="card team-card">
      <Portrait src={member.image} width={240} height={240} className="team-card__photo" />
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
