import type { SponsorshipOffer } from "#content/schema/organisation.ts";

export interface OverviewPanelProps {
  overview: SponsorshipOffer["overview"];
}

export function OverviewPanel({ overview }: OverviewPanelProps) {
  return (
    <div className="sponsorship-prose">
      <h2>{overview.heading}</h2>
      {overview.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
