import { loadContent } from "#content/checked-content.ts";
import { settings } from "#content/settings.yml";
import { findAppearances } from "#app/features/speakers/find-appearances.ts";
import { speakerPerson } from "#app/features/speakers/person-structured-data.ts";
import { parseSpeakerId } from "#app/features/speakers/parse-speaker-id.ts";
import { SpeakerNotFound } from "#app/features/speakers/speaker-not-found.tsx";
import { SpeakerProfile } from "#app/features/speakers/speaker-profile.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import type { Route } from "./+types/speaker";

const notFound = { speaker: null, appearances: [], structuredData: null } as const;

// Build time: runs for every prerendered speaker page.
export function loader({ params }: Route.LoaderArgs) {
  const { days, scheduleEvents, speakers } = loadContent();
  const id = parseSpeakerId(params.id);
  const speaker = speakers.find((candidate) => candidate.id === id);
  if (!speaker) return notFound;
  return {
    speaker,
    appearances: findAppearances(speaker.id, scheduleEvents, days),
    structuredData: speakerPerson(speaker, settings.siteUrl),
  };
}

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const speaker = loaderData?.speaker;
  if (!speaker) {
    return pageMeta({
      title: "Speaker Not Found",
      description: "We couldn't find information for this speaker.",
      path: `/speakers/${params.id}`,
      noindex: true,
    });
  }
  return [
    ...pageMeta({
      title: speaker.name,
      description: [
        speaker.name,
        [speaker.title, speaker.organization].filter(Boolean).join(" at "),
        `speaks${speaker.session ? ` on ${speaker.session}` : ""} at the summit.`,
      ]
        .filter(Boolean)
        .join(", "),
      path: `/speakers/${speaker.id}`,
      ogType: "profile",
    }),
    ...(loaderData.structuredData ? [{ "script:ld+json": loaderData.structuredData }] : []),
  ];
};

// An unknown id has no page of its own: hosts serve 404.html, which shows Speaker Not Found
// (routes/not-found.tsx). This branch is for the development server.
export default function SpeakerRoute({ loaderData }: Route.ComponentProps) {
  const { speaker, appearances } = loaderData;
  if (!speaker) return <SpeakerNotFound />;
  return <SpeakerProfile speaker={speaker} appearances={appearances} />;
}
