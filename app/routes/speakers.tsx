import { settings } from "#content/settings.yml";
import { loadContent } from "#content/checked-content.ts";
import { groupSpeakers } from "#app/features/speakers/group-speakers.ts";
import { SpeakerCard } from "#app/features/speakers/speaker-card.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import type { Route } from "./+types/speakers";

export function loader() {
  const { speakers, speakerOrdering } = loadContent();
  return groupSpeakers(speakers, speakerOrdering);
}

export const meta = () =>
  pageMeta({
    title: routeManifest.speakers.title,
    description: `Keynotes, chairs and panelists of ${settings.summitName}: researchers, founders, engineers and policymakers.`,
    path: routeManifest.speakers.path,
  });

export default function SpeakersRoute({ loaderData }: Route.ComponentProps) {
  const sections = [
    { id: "keynotes", heading: "KEYNOTES", speakers: loaderData.keynotes },
    { id: "chairs", heading: "CHAIRS", speakers: loaderData.chairs },
    { id: "panelists", heading: "PANELISTS", speakers: loaderData.panelists },
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
          <ul className="card-grid speaker-cards">
            {section.speakers.map((speaker, index) => (
              <li key={speaker.id}>
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
