import { settings } from "#content/settings.yml";
import "./team.css";

/** The CONTACT THE TEAM card: the team's own address and the general one. */
export function TeamContactCard() {
  const addresses = [
    { label: "The organising team", address: settings.contacts.team },
    { label: "General enquiries", address: settings.contacts.general },
  ];
  return (
    <section className="card team-contact" aria-labelledby="team-contact-title">
      <h2 id="team-contact-title">CONTACT THE TEAM</h2>
      <ul className="team-contact__list">
        {addresses.map(({ label, address }) => (
          <li key={address}>
            <span className="team-contact__label">{label}</span>
            <a href={`mailto:${address}`}>{address}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
