import type { Contributor } from "#content/schema/organisation.ts";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import "#site/shared/ui/pills.css";

export type SocialProfileLinksProps = Pick<Contributor, "name" | "linkedin" | "twitter">;

/** A contributor's LinkedIn and Twitter, named for screen readers. */
export function SocialProfileLinks({ name, linkedin, twitter }: SocialProfileLinksProps) {
  const links = [
    { label: "LinkedIn", href: linkedin },
    { label: "Twitter", href: `https://x.com/${twitter}` },
  ];
  return (
    <ul className="chip-links" aria-label={`${name} on social media`}>
      {links.map((link) => (
        <li key={link.label}>
          <ExternalLink href={link.href} className="chip-links__link">
            {link.label}
            <span className="visually-hidden">, {name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
