import { Portrait } from "#site/shared/ui/portrait.tsx";
import type { ContributorSummary } from "./community-view.ts";

export interface PeopleListProps {
  /** "Editors" or "Contributors". */
  heading: string;
  people: readonly ContributorSummary[];
}

export function PeopleList({ heading, people }: PeopleListProps) {
  if (people.length === 0) return null;
  const headingId = `journal-${heading.toLowerCase()}-title`;
  return (
    <section className="journal-sidebar__block" aria-labelledby={headingId}>
      <h2 id={headingId} className="journal-sidebar__title">
        {heading}
      </h2>
      <ul className="people-list">
        {people.map((person) => (
          <li key={person.id}>
            <a href={`/contributor/${person.id}`} className="people-list__link">
              <Portrait src={person.image} width={48} height={48} className="people-list__photo" />
              <span>
                <span className="people-list__name">{person.name}</span>
                <span className="people-list__title">{person.title}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
