import { settings } from "#content/settings.yml";
import type { Speaker } from "#content/schema/speaker.ts";
import { PageHeader } from "#site/shared/ui/page-header.tsx";
import type { SpeakerGroups } from "./group-speakers.ts";
import { SpeakerCard } from "./speaker-card.tsx";
import "./speakers.css";

/**
 * A list of more than 100 speakers (a congress's has a thousand) is long: the browser lays out and
 * paints only its cards near the screen (speakers.css), which keeps the page's load from blocking
 * a phone for long (npm run bench:scale, /speakers). A shorter list is laid out whole, so that
 * every card has its real size from the start.
 */
export const speakerListClass = (count: number) =>
  count > 100 ? "card-grid speaker-cards speaker-cards--long" : "card-grid speaker-cards";

export interface SpeakersPageProps {
  groups: SpeakerGroups<Speaker>;
}

/**
 * The speakers page's body (docs/product/specification.md §2 "Speakers"): keynotes, chairs and
 * panelists, then the note for speakers. One component, so that the page header's lead paragraph
 * is React's child and not an Astro slot.
 */
export function SpeakersPage({ groups }: SpeakersPageProps) {
  const sections = [
    { id: "keynotes", heading: "KEYNOTES", speakers: groups.keynotes },
    { id: "chairs", heading: "CHAIRS", speakers: groups.chairs },
    { id: "panelists", heading: "PANELISTS", speakers: groups.panelists },
  ];
  return (
    <>
      <PageHeader title="SPEAKERS" eyebrow={settings.dates.label}>
        <p>The people on stage at {settings.summitName}.</p>
      </PageHeader>
      {sections.map((section, sectionIndex) => (
        <section
          key={section.id}
          className="container section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          <ul className={speakerListClass(section.speakers.length)}>
            {section.speakers.map((speaker, index) => (
              <li key={speaker.id}>
                {/* The first keynote's photo is the page's LCP image. */}
                <SpeakerCard speaker={speaker} priority={sectionIndex === 0 && index === 0} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="container section" aria-labelledby="for-speakers-title">
        <div className="card note-card">
          <h2 id="for-speakers-title">FOR SPEAKERS</h2>
          <p>
            Confirmed speakers receive all logistics by email: arrival times, room details,
            technical checks and the speakers&apos; and sponsors&apos; dinner on 27 October.
          </p>
          <p>
            For speaker discounts and group tickets for your team, write to{" "}
            <a href={`mailto:${settings.contacts.speakers}`}>{settings.contacts.speakers}</a>.
          </p>
        </div>
      </section>
    </>
  );
}
