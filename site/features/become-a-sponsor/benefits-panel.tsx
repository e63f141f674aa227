import type { SponsorshipOffer } from "#content/schema/organisation.ts";

export interface BenefitsPanelProps {
  benefits: SponsorshipOffer["benefits"];
}

export function BenefitsPanel({ benefits }: BenefitsPanelProps) {
  return (
    <>
      <h2>Benefits</h2>
      <ul className="card-grid card-grid--three benefit-list">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="card">
            <h3>{benefit.title}</h3>
            <p>{benefit.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
