import type { TeamMember } from "#content/schema/organisation.ts";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import "#site/shared/ui/pills.css";

export type TeamMemberLinksProps = Pick<
  TeamMember,
  "name" | "link" | "website" | "twitter" | "instagram" | "github"
>;

/** Profile, Personal Website, Twitter, Instagram and GitHub, as far as the member has them. */
export function TeamMemberLinks({
  name,
  link,
  website,
  twitter,
  instagram,
  github,
}: TeamMemberLinksProps) {
  const links = [
    { label: "Profile", href: link },
    website && { label: "Personal Website", href: website },
    twitter && { label: "Twitter", href: `https://x.com/${twitter}` },
    instagram && { label: "Instagram", href: `https://www.instagram.com/${instagram}` },
    github && { label: "GitHub", href: `https://github.com/${github}` },
  ].filter((entry): entry is { label: string; href: string } => Boolean(entry));
  return (
    <ul className="chip-links" aria-label={`Links for ${name}`}>
      {links.map((entry) => (
        <li key={entry.label}>
          <ExternalLink href={entry.href} className="chip-links__link">
            {entry.label}
            <span className="visually-hidden">, {name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
