import { loadContent } from "#content/checked-content.ts";
import { settings } from "#content/settings.yml";
import { toEventViews } from "#app/features/schedule/schedule-data.ts";
import { scheduleDays, zonePlace } from "#app/features/schedule/schedule-text.ts";
import { SessionDetails } from "#app/features/schedule/session-details.tsx";
import { sessionEvent } from "#app/features/schedule/structured-data.ts";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { renderMarkdown } from "#app/shared/lib/render-markdown.ts";
import type { Route } from "./+types/session";

// Build time: runs for every prerendered session page (react-router.config.ts lists them). An
// unknown id has no page: hosts serve 404.html, which says "Session Not Found".
export function loader({ params }: Route.LoaderArgs) {
  const { days, scheduleEvents, speakers } = loadContent();
  const found = scheduleEvents.find((candidate) => candidate.id === params.id);
  if (!found) throw new Response("Session not found", { status: 404 });
  const imageById = new Map(speakers.map((speaker) => [speaker.id, speaker.image]));
  const [event] = toEventViews([found], (id) => imageById.get(id));
  const day = scheduleDays(days).find((candidate) => candidate.id === event!.day)!;
  return {
    event: event!,
    day,
    descriptionHtml: event!.description ? renderMarkdown(event!.description) : undefined,
    zoneNote: `all times are ${zonePlace(settings.timeZone)} time`,
    structuredData: sessionEvent(event!, day, settings),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const { event, day } = loaderData;
  const people = event.speakers.map((speaker) => speaker.name);
  return [
    ...pageMeta({
      title: event.title,
      description: [
        `${day.title}, ${event.start}-${event.end}, ${event.location}`,
        people.length ? `with ${people.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join(", ")
        .concat("."),
      path: `/sessions/${event.id}`,
    }),
    { "script:ld+json": loaderData.structuredData },
  ];
};

export default function SessionRoute({ loaderData }: Route.ComponentProps) {
  return <SessionDetails {...loaderData} />;
}
