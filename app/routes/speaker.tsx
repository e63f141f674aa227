import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { loadContent } from "#content/load/content.ts";
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
  const { days, scheduleEvents, speakerNameIds, speakers } = loadContent();
  const id = parseSpeakerId(params.id);
  const speaker = speakers.find((candidate) => candidate.id === id);
  if (!speaker) return notFound;
  return {
    speaker,
    appearances: findAppearances(speaker.id, scheduleEvents, speakerNameIds, days),
    structuredData: speakerPerson(speaker, settings.siteUrl),
  };
}

// In the browser: a known speaker's data is a prerendered file; any other id is not found
// without asking for one, and a missing file means the id names no speaker.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (parseSpeakerId(params.id) === null) return notFound;
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) && error.status === 404) return notFound;
    throw error;
  }
}

export function HydrateFallback() {
  return (
    <p className="container section" role="status">
      Loading speaker information...
    </p>
  );
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

export default function SpeakerRoute({ loaderData, params }: Route.ComponentProps) {
  const { speaker, appearances } = loaderData;
  useEffect(() => {
    if (!speaker) console.error(`Speaker not found for id ${JSON.stringify(params.id)}`);
  }, [speaker, params.id]);
  if (!speaker) return <SpeakerNotFound />;
  return <SpeakerProfile speaker={speaker} appearances={appearances} />;
}
