import type { PartnerGroup } from "./group-partners.ts";
import { PartnerCard } from "./partner-card.tsx";
import "./partners.css";

export interface PartnerGroupSectionProps {
  group: PartnerGroup;
}

export function PartnerGroupSection({ group }: PartnerGroupSectionProps) {
  const headingId = `partners-${group.category}`;
  return (
    <section className="partner-group" aria-labelledby={headingId}>
      <h2 id={headingId} className={`partner-group__title partner-group__title--${group.category}`}>
        {group.heading}
      </h2>
      <ul className="partner-grid">
        {group.partners.map((partner) => (
          <PartnerCard key={partner.id} partner={partner} />
        ))}
      </ul>
    </section>
  );
}
