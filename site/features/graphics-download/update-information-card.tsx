import { useId } from "react";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";

export interface UpdateInformationCardProps {
  formUrl: string;
}

/** Speakers tab: where to send a changed title, organisation or photo. */
export function UpdateInformationCard({ formUrl }: UpdateInformationCardProps) {
  const headingId = useId();
  return (
    <section className="card note-card graphics-side-card" aria-labelledby={headingId}>
      <div className="graphics-side-card__body">
        <h3 id={headingId}>UPDATE YOUR INFORMATION</h3>
        <p>
          Has your title, organisation or photo changed, or is something on your graphic wrong? Send
          us your details through the speaker information form and we will make you a new graphic.
        </p>
        <ExternalLink href={formUrl} className="button">
          Speaker information form
        </ExternalLink>
      </div>
    </section>
  );
}
