// Build time: what a session's page (site/pages/sessions/[id].astro) shows, from the programme
// and the speakers: what site/routes/session.tsx's loader and meta did.
import { settings } from "#content/settings.yml";
import type { Content } from "#content/content-types.ts";
import { toEventViews } from "#site/features/schedule/schedule-data.ts";
import { scheduleDays } from "#site/features/schedule/schedule-text.ts";
import type { SessionDetailsProps } from "#site/features/schedule/session-details.tsx";
import { neighbourIndex } from "#site/features/schedule/session-neighbours.ts";
import { sessionEvent } from "#site/features/schedule/structured-data.ts";
import { renderMarkdown } from "#site/shared/lib/render-markdown.ts";

type SessionContent = Pick<Content, "days" | "scheduleEvents" | "speakers">;

export interface SessionPageData {
  details: SessionDetailsProps;
  /** The meta description: the day, the times, the room, and the speakers if any. */
  description: string;
  structuredData: ReturnType<typeof sessionEvent>;
}

/**
 * The programme's neighbour index, built once per programme (getStaticPaths gives every page the
 * same one) rather than once per page: at a congress that is one pass over 1,400 sessions instead
 * of 1,400.
 */
const indexes = new WeakMap<
  SessionContent["scheduleEvents"],
  ReturnType<typeof neighbourIndex<SessionContent["scheduleEvents"][number]>>
>();

function neighboursOf(id: string, { days, scheduleEvents }: SessionContent) {
  let index = indexes.get(scheduleEvents);
  if (!index) {
    index = neighbourIndex(scheduleEvents, days, settings.timeZone);
    indexes.set(scheduleEvents, index);
  }
  return index(id);
}

/** A session's page; the build stops on an id that names no session (getStaticPaths lists them). */
export function sessionPageData(
  id: string,
  { days, scheduleEvents, speakers }: SessionContent,
): SessionPageData {
  const found = scheduleEvents.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`There is no session "${id}" in the programme.`);
  const imageById = new Map(speakers.map((speaker) => [speaker.id, speaker.image]));
  const [event] = toEventViews([found], (speakerId) => imageById.get(speakerId));
  const day = scheduleDays(days).find((candidate) => candidate.id === event!.day)!;
  const people = event!.speakers.map((speaker) => speaker.name);
  return {
    details: {
      event: event!,
      day,
      descriptionHtml: event!.description ? renderMarkdown(event!.description) : undefined,
      eventZone: settings.timeZone,
      neighbours: neighboursOf(id, { days, scheduleEvents, speakers }),
    },
    description: [
      `${day.title}, ${event!.start}-${event!.end}, ${event!.location}`,
      people.length ? `with ${people.join(", ")}` : "",
    ]
      .filter(Boolean)
      .join(", ")
      .concat("."),
    structuredData: sessionEvent(event!, day, settings),
  };
}
