import type { SponsorshipOffer } from "#content/schema/organisation.ts";

export interface WhoAttendsPanelProps {
  whoAttends: SponsorshipOffer["whoAttends"];
}

export function WhoAttendsPanel({ whoAttends }: WhoAttendsPanelProps) {
  return (
    <>
      <h2>Who Attends</h2>
      <p className="sponsorship-prose">{whoAttends.intro}</p>
      <ul className="audience-list">
        {whoAttends.audiences.map((audience) => (
          <li key={audience.label} className="card audience">
            <h3 className="audience__label">
              {audience.label} <span className="audience__share">{audience.share}</span>
            </h3>
            <span className="audience__bar" aria-hidden="true">
              <span style={{ width: audience.share }} />
            </span>
            <p>{audience.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
