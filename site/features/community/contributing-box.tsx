import { settings } from "#content/settings.yml";

export function ContributingBox() {
  return (
    <section
      className="journal-sidebar__block contributing-box"
      aria-labelledby="contributing-title"
    >
      <h2 id="contributing-title" className="journal-sidebar__title">
        Interested in Contributing?
      </h2>
      <p>We welcome pitches from researchers, practitioners, students and curious readers.</p>
      <a className="button button--primary" href={`mailto:${settings.contacts.editorial}`}>
        Contact Our Editorial Team
      </a>
    </section>
  );
}
