import { settings } from "#content/settings.yml";
import { routeManifest } from "#site/shared/routes/route-manifest.ts";
import "./partners.css";

// docs/product/specification.md §9: the community discount is 20% off general tickets, for up to 20
// seats per organisation.
const communityDiscount = { percent: 20, seatsPerOrganisation: 20 };

function MailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/** The notes under the partner cards: for current partners, for prospective ones, and tickets. */
export function PartnerNotes() {
  const { sponsorship, partnerships } = settings.contacts;
  return (
    <div className="partner-notes">
      <section className="card partner-note" aria-labelledby="partner-note-current">
        <h2 id="partner-note-current">FOR SPONSORS &amp; PARTNERS</h2>
        <p>
          Your promotional graphics, community discount codes and the social media calendar are in
          the <a href={routeManifest.privateHub.path}>Private Rooms</a>. To update your logo,
          description or links on this page, write to <MailLink address={partnerships} />.
        </p>
      </section>
      <section className="partner-note partner-note--dark" aria-labelledby="partner-note-interest">
        <h2 id="partner-note-interest">ANY OF YOUR NETWORKS INTERESTED IN SPONSORING?</h2>
        <p>
          Introduce us, or ask them to write to <MailLink address={sponsorship} /> or{" "}
          <MailLink address={partnerships} />.
        </p>
        <p>
          <a href="/becomeasponsor" className="button button--large partner-note__cta">
            View Sponsorship Packages
          </a>
        </p>
        <p className="partner-note__small">
          Sponsors, partners and speakers&apos; organisations get {communityDiscount.percent}% off
          general tickets, for up to {communityDiscount.seatsPerOrganisation} seats per
          organisation. For group tickets, write to <MailLink address={partnerships} />.
        </p>
      </section>
    </div>
  );
}
