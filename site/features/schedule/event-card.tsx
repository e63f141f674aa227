import type { ReactNode } from "react";
import { Portrait } from "#site/shared/ui/portrait.tsx";
import type { ScheduleEventView, ScheduleSpeaker } from "./schedule-data.ts";
import { scheduleFilePaths } from "./schedule-file-paths.ts";
import { SessionTimes } from "./session-times.tsx";
import { cardDescriptionClass, type DataAttributes } from "./session-markup.ts";
import "./speaker-chips.css";

/** What the planning layer (loaded after hydration) adds to a card. */
export interface EventPlanning {
  /** Badge beside the time, e.g. "Happening now". */
  status?: ReactNode;
  /** The star button. */
  action: ReactNode;
  /** A clash warning under the title. */
  note?: ReactNode;
  /** Extra class names, e.g. "event-card--now". */
  className?: string;
}

export interface EventCardProps {
  event: ScheduleEventView;
  /** The date of the session's day in the programme: its times' instants are on it. */
  isoDate: string;
  /** Absent in the prerendered HTML: stars and the clock need the browser. */
  planning?: EventPlanning;
  /** The title's heading level: 3 under a day heading (h2), 4 in the agenda's day sections (h3). */
  headingLevel?: 3 | 4;
  /** What a static programme page's script reads of the session (session-markup.ts). */
  attributes?: DataAttributes;
}

/** A hub session's breakout rooms, each with its topic. */
export function BreakoutRoomList({ rooms }: { rooms: ScheduleEventView["breakoutRooms"] }) {
  return (
    <ul>
      {rooms.map((breakout) => (
        <li key={breakout.room}>
          <span className="label">{breakout.room}:</span> {breakout.topic}
        </li>
      ))}
    </ul>
  );
}

/** A speaker with their photo, linked to their page when they have one. */
export function SpeakerChip({ speaker }: { speaker: ScheduleSpeaker }) {
  const role = [speaker.title, speaker.organization, speaker.affiliation]
    .filter(Boolean)
    .join(", ");
  const content = (
    <>
      {speaker.image ? (
        <Portrait src={speaker.image} width={40} height={40} className="speaker-chip__photo" />
      ) : (
        <span className="speaker-chip__initials" aria-hidden="true">
          {speaker.name
            .split(/\s+/)
            .map((part) => part[0])
            .slice(0, 2)
            .join("")}
        </span>
      )}
      <span>
        <span className="speaker-chip__name">{speaker.name}</span>
        {/* The space keeps the name a word of its own for the search index (decision 043). */}
        {role ? <span className="speaker-chip__role">{` ${role}`}</span> : null}
      </span>
    </>
  );
  // A speaker without an id has no page: the name is shown, not linked
  // (docs/product/specification.md §8).
  return speaker.id === null ? (
    <span className="speaker-chip speaker-chip--inert">{content}</span>
  ) : (
    <a href={`/speakers/${speaker.id}`} className="speaker-chip">
      {content}
    </a>
  );
}

export function EventCard({
  event,
  isoDate,
  planning,
  headingLevel = 3,
  attributes,
}: EventCardProps) {
  const Title = headingLevel === 3 ? "h3" : "h4";
  const Subheading = headingLevel === 3 ? "h4" : "h5";
  return (
    <article
      className={`card event-card event-card--${event.kind} ${event.cancelled ? "event-card--cancelled" : ""} ${planning?.className ?? ""}`}
      id={event.id}
      tabIndex={-1}
      aria-labelledby={`${event.id}-title`}
      {...attributes}
    >
      <div className="event-card__top">
        <p className="event-card__when">
          <SessionTimes event={event} isoDate={isoDate} />
          {event.cancelled ? <strong className="event-card__cancelled">Cancelled</strong> : null}
          <span className="event-card__where">{event.location}</span>
          {planning?.status}
        </p>
        {planning?.action}
      </div>
      <Title id={`${event.id}-title`} className="event-card__title">
        <a href={`/sessions/${event.id}`}>{event.title}</a>
      </Title>
      {event.subtitle ? <p className="event-card__subtitle">{event.subtitle}</p> : null}
      {planning?.note}
      {event.vipNote ? <p className="event-card__vip">{event.vipNote}</p> : null}
      {event.description ? <p className={cardDescriptionClass}>{event.description}</p> : null}
      {event.chair ? (
        <p className="event-card__chair">
          <span className="label">Chair:</span> {event.chair.name}
          {event.chair.organization ? ` (${event.chair.organization})` : null}
        </p>
      ) : null}
      {event.speakers.length > 0 ? (
        <ul className="event-card__speakers" aria-label="Speakers">
          {event.speakers.map((speaker) => (
            <li key={speaker.name}>
              <SpeakerChip speaker={speaker} />
            </li>
          ))}
        </ul>
      ) : null}
      {event.breakoutRooms.length > 0 ? (
        <div className="event-card__breakouts">
          <Subheading>Breakout rooms</Subheading>
          <BreakoutRoomList rooms={event.breakoutRooms} />
        </div>
      ) : null}
      {event.links || event.liveStreams || event.recordings ? (
        <ul className="event-card__links" aria-label="Links">
          {[...(event.liveStreams ?? []), ...(event.links ?? []), ...(event.recordings ?? [])].map(
            (link) => (
              <li key={link.url}>
                <a href={link.url}>{link.title}</a>
              </li>
            ),
          )}
        </ul>
      ) : null}
      <p className="event-card__actions">
        {/* One text node: React would put a comment between ": " and the title, on every card. */}
        <a href={scheduleFilePaths.sessionIcs(event.id)} download>
          Add to calendar<span className="visually-hidden">{`: ${event.title}`}</span>
        </a>
      </p>
    </article>
  );
}
