import type { Partner } from "#content/schema/organisation.ts";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import "#site/shared/ui/pills.css";

export interface PartnerCardProps {
  partner: Partner;
}

export function PartnerCard({ partner }: PartnerCardProps) {
  const socials = [
    { label: "LinkedIn", href: partner.linkedin },
    { label: "Twitter", href: `https://x.com/${partner.twitter}` },
    partner.instagram && {
      label: "Instagram",
      href: `https://www.instagram.com/${partner.instagram}`,
    },
  ].filter((entry): entry is { label: string; href: string } => Boolean(entry));
  return (
    <li className="card partner-card">
      <ExternalLink href={partner.website} className="partner-card__logo">
        <img
          src={partner.logo}
          alt={`${partner.name} website`}
          width={240}
          height={80}
          loading="lazy"
          decoding="async"
          style={{
            maxWidth: partner.customStyle?.maxWidth,
            maxHeight: partner.customStyle?.maxHeight,
          }}
        />
      </ExternalLink>
      <h3 className="partner-card__name">{partner.name}</h3>
      <ul className="chip-links" aria-label={`${partner.name} on social media`}>
        {socials.map((social) => (
          <li key={social.label}>
            <ExternalLink href={social.href} className="chip-links__link">
              {social.label}
              <span className="visually-hidden">, {partner.name}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="partner-card__description">{partner.description}</p>
      <p className="partner-card__visit">
        <ExternalLink href={partner.website} className="button button--ghost">
          Visit Website
          <span className="visually-hidden">: {partner.name}</span>
        </ExternalLink>
      </p>
    </li>
  );
}
