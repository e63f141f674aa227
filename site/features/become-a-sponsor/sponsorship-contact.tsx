import type { SponsorshipOffer } from "#content/schema/organisation.ts";
import { settings } from "#content/settings.yml";

export interface SponsorshipContactProps {
  contact: SponsorshipOffer["contact"];
}

export function SponsorshipContact({ contact }: SponsorshipContactProps) {
  const address = settings.contacts.sponsorship;
  return (
    <section className="sponsorship-contact" aria-labelledby="sponsorship-contact-title">
      <h2 id="sponsorship-contact-title">{contact.heading}</h2>
      <p>{contact.text}</p>
      <p>
        <a className="button button--large sponsorship-contact__button" href={`mailto:${address}`}>
          Email {address}
        </a>
      </p>
    </section>
  );
}
