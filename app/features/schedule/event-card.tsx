import { Link } from "react-router";
import { Portrait } from "#app/shared/ui/portrait.tsx";
import type { ScheduleEventView, ScheduleSpeaker } from "./schedule-data.ts";
import { scheduleFilePaths } from "./schedule-file-paths.ts";

export interface EventPlanning {
  starred: boolean;
  onToggleStar: () => void;
  /** Titles of starred sessions this starred session overlaps. */
  clashesWith: readonly string[];
  status?: "now" | "next";
}

export interface EventCardProps {
  event: ScheduleEventView;
  /** Absent in the prerendered HTML: stars and the clock need the browser. */
  planning?: EventPlanning;
}

function SpeakerChip({ speaker }: { speaker: ScheduleSpeaker }) {
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
        <span className="speaker-chip__role">{role}</span>
      </span>
    </>
  );
  // A speaker without an id has no page: the name is shown, not linked (spec §8).
  return speaker.id === null ? (
    <span className="speaker-chip speaker-chip--inert">{content}</span>
  ) : (
    <Link to={`/speakers/${speaker.id}`} className="speaker-chip">
      {content}
    </Link>
  );
}

const statusLabel = { now: "Happening now", next: "Up next" } as const;

export function EventCard({ event, planning }: EventCardProps) {
  const clashes = planning?.starred ? planning.clashesWith : [];
  return (
    <article
      className={`card event-card event-card--${event.kind}${planning?.status ? ` event-card--${planning.status}` : ""}`}
      id={event.id}
      tabIndex={-1}
      aria-labelledby={`${event.id}-title`}
    >
      <div className="event-card__top">
        <p className="event-card__when">
          <span>
            <time>{event.start}</time>–<time>{event.end}</time>
          </span>
          <span className="event-card__where">{event.location}</span>
          {planning?.status ? (
            <span className="event-card__status">{statusLabel[planning.status]}</span>
          ) : null}
        </p>
        {planning ? (
          <button
            type="button"
            className="star-button"
            aria-pressed={planning.starred}
            aria-label={`Add “${event.title}” to my agenda`}
            onClick={planning.onToggleStar}
          >
            <span aria-hidden="true">{planning.starred ? "★" : "☆"}</span>
            <span className="star-button__text" aria-hidden="true">
              {planning.starred ? "In my agenda" : "My agenda"}
            </span>
          </button>
        ) : null}
      </div>
      <h3 id={`${event.id}-title`} className="event-card__title">
        {event.title}
      </h3>
      {clashes.length > 0 ? (
        <p className="event-card__clash">
          <strong>Clash:</strong> overlaps {clashes.map((title) => `“${title}”`).join(" and ")} in
          your agenda.
        </p>
      ) : null}
      {event.vipNote ? <p className="event-card__vip">{event.vipNote}</p> : null}
      {event.description ? <p>{event.description}</p> : null}
      {event.chair ? (
        <p className="event-card__chair">
          <span className="label">Chair:</span> {event.chair.name} ({event.chair.organization})
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
          <h4>Breakout rooms</h4>
          <ul>
            {event.breakoutRooms.map((breakout) => (
              <li key={breakout.room}>
                <span className="label">{breakout.room}:</span> {breakout.topic}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="event-card__actions">
        <a href={scheduleFilePaths.sessionIcs(event.id)} download>
          Add to calendar<span className="visually-hidden">: {event.title}</span>
        </a>
      </p>
    </article>
  );
}
