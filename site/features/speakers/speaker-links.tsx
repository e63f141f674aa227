import type { Speaker } from "#content/schema/speaker.ts";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import "./speakers.css";

export type SpeakerLinksProps = Pick<
  Speaker,
  "name" | "linkedin" | "twitter" | "website" | "instagram"
>;

/** The speaker's social and web links, each named for screen readers ("Ada's LinkedIn"). */
export function SpeakerLinks({ name, linkedin, twitter, website, instagram }: SpeakerLinksProps) {
  const links = [
    linkedin && { label: "LinkedIn", href: linkedin },
    twitter && { label: "Twitter", href: `https://x.com/${twitter}` },
    instagram && { label: "Instagram", href: `https://www.instagram.com/${instagram}` },
    website && { label: "Website", href: website },
  ].filter((link): link is { label: string; href: string } => Boolean(link));
  if (links.length === 0) return null;
  return (
    <ul className="social-links" aria-label={`${name} online`}>
      {links.map((link) => (
        <li key={link.label}>
          <ExternalLink
            href={link.href}
            aria-label={`${name} on ${link.label} (opens in a new tab)`}
          >
            {link.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
