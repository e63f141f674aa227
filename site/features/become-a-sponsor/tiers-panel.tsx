import type { SponsorshipOffer, SponsorTier } from "#content/schema/organisation.ts";
import { PackageCard } from "./package-card.tsx";

export interface TiersPanelProps {
  tiers: SponsorshipOffer["tiers"];
}

interface TierGroupProps {
  id: string;
  heading: string;
  /** Appended to a tier's name to say which kind of package it is, e.g. "Gold Ticket Grant Partner". */
  kind: string;
  tiers: readonly SponsorTier[];
  featureFirst?: boolean;
}

function TierGroup({ id, heading, kind, tiers, featureFirst = false }: TierGroupProps) {
  return (
    <section className="tier-group" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ul className="package-grid">
        {tiers.map((tier, index) => (
          <PackageCard
            key={tier.name}
            name={tier.name}
            inquiryName={`${tier.name} ${kind}`}
            price={tier.price}
            featured={featureFirst && index === 0}
          >
            <p className="package-card__exclusivity">{tier.exclusivity}</p>
            <ul className="package-card__benefits">
              {tier.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </PackageCard>
        ))}
      </ul>
    </section>
  );
}

export function TiersPanel({ tiers }: TiersPanelProps) {
  return (
    <>
      <h2>Sponsorship Tiers</h2>
      <TierGroup
        id="tiers-sponsor"
        heading="Sponsor Tiers"
        kind="Sponsor"
        tiers={tiers.sponsorTiers}
        featureFirst
      />
      <TierGroup
        id="tiers-ticket-grants"
        heading="Ticket Grant Partners"
        kind="Ticket Grant Partner"
        tiers={tiers.ticketGrantPartners}
      />
      <TierGroup
        id="tiers-corporate-grants"
        heading="Corporate Grants"
        kind="Corporate Grant"
        tiers={tiers.corporateGrants}
      />
      <section className="tier-group" aria-labelledby="tiers-dedicated">
        <h3 id="tiers-dedicated">Dedicated Sponsorships</h3>
        <ul className="package-grid">
          {tiers.dedicatedSponsorships.map((item) => (
            <PackageCard
              key={item.name}
              name={item.name}
              inquiryName={`${item.name} sponsorship`}
              price={item.price}
            >
              <p>{item.description}</p>
            </PackageCard>
          ))}
        </ul>
      </section>
    </>
  );
}
