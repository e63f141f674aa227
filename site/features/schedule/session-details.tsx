import { BreakoutRoomList, SpeakerChip } from "./event-card.tsx";
import { dayPagePath, type ScheduleDay, type ScheduleEventView } from "./schedule-data.ts";
import { TimeZoneSwitch } from "#site/shared/time-zone/event-times.tsx";
import { Fact } from "#site/shared/ui/fact.tsx";
import { scheduleFilePaths } from "./schedule-file-paths.ts";
import { SessionTimes } from "./session-times.tsx";
import { WhatElse } from "./session-what-else.tsx";
import type { SessionNeighbours } from "./session-neighbours.ts";
import "./session-details.css";
import "./agenda-changes/agenda-changes.css";

export interface SessionDetailsProps {
  event: ScheduleEventView;
  day: ScheduleDay;
  /** The description as HTML, rendered from its Markdown at build time (render-markdown.ts). */
  descriptionHtml?: string;
  /** The event's IANA time zone, which the page's times are in as built (docs/decisions/042). */
  eventZone: string;
  /** What else is on meanwhile, and next in the room (session-neighbours.ts). */
  neighbours: SessionNeighbours;
}

/** Where the schedule shows the session: its day, scrolled to its card. */
export const sessionInSchedule = (event: Pick<ScheduleEventView, "id">, day: ScheduleDay) =>
  `${dayPagePath(day.slug)}#${event.id}`;

/** A session's own page (/sessions/<id>): everything the tool and the organisers know of it. */
export function SessionDetails({
  event,
  day,
  descriptionHtml,
  eventZone,
  neighbours,
}: SessionDetailsProps) {
  const links = event.links ?? [];
  return (
    <article className="container section session-details" aria-labelledby="session-title">
      <p>
        <a href={sessionInSchedule(event, day)}>← {day.name} in the schedule</a>
      </p>
      <h1 id="session-title">{event.title}</h1>
      {event.subtitle ? <p className="session-details__subtitle">{event.subtitle}</p> : null}
      {event.cancelled ? (
        <p>
          <strong className="event-card__cancelled">Cancelled</strong>
        </p>
      ) : null}
      <dl className="facts">
        <Fact label="When:">
          <SessionTimes event={event} isoDate={day.date} dayWords={day.title} />
        </Fact>
        <Fact label="Where:">{event.location}</Fact>
        {event.track ? <Fact label="Track:">{event.track}</Fact> : null}
        <Fact label="Type:" valueClassName="session-details__kind">
          {event.kind}
        </Fact>
      </dl>
      <TimeZoneSwitch eventZone={eventZone} />
      <p className="session-details__actions">
        {/* The page script shows it: without JavaScript there is nowhere to keep the star. */}
        <button
          type="button"
          className="button button--secondary"
          data-agenda-star={event.id}
          aria-pressed="false"
          hidden
        >
          ★ Add to my agenda
        </button>
        <a href={scheduleFilePaths.sessionIcs(event.id)} download className="button">
          Add to calendar
        </a>
      </p>
      <p className="session-details__status" role="status" data-agenda-status />
      {event.vipNote ? <p className="event-card__vip">{event.vipNote}</p> : null}
      {event.chair ? (
        <p>
          <span className="label">Chair:</span> {event.chair.name}
          {event.chair.organization ? ` (${event.chair.organization})` : null}
        </p>
      ) : null}
      {event.speakers.length > 0 ? (
        <section aria-labelledby="session-speakers">
          <h2 id="session-speakers">Speakers</h2>
          <ul className="event-card__speakers">
            {event.speakers.map((speaker) => (
              <li key={`${speaker.id ?? ""}${speaker.name}`}>
                <SpeakerChip speaker={speaker} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {descriptionHtml ? (
        <section aria-labelledby="session-about">
          <h2 id="session-about">About this session</h2>
          {/* Safe by construction: rendered at build time from the content's Markdown by
              render-markdown.ts, which drops raw HTML and unsafe URLs. */}
          <div
            className="session-details__body"
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        </section>
      ) : null}
      {event.breakoutRooms.length > 0 ? (
        <section aria-labelledby="session-breakouts">
          <h2 id="session-breakouts">Breakout rooms</h2>
          <BreakoutRoomList rooms={event.breakoutRooms} />
        </section>
      ) : null}
      <WatchLinks event={event} />
      {links.length > 0 ? <LinkList id="session-links" title="Links" links={links} /> : null}
      <WhatElse event={event} day={day} neighbours={neighbours} />
    </article>
  );
}

/**
 * "Watch live: Hall A stream", or "Watch live" alone when the link's own title says no more (the
 * importer names a title-less link by its address, and Sessionize's link has none).
 */
export function watchLabel(label: string, link: { title: string; url: string }): string {
  const generic = /^(live|live ?stream|stream|watch live|recording|video|video recording)$/i;
  return link.title === link.url || generic.test(link.title.trim())
    ? label
    : `${label}: ${link.title}`;
}

/**
 * Where to watch the session live and afterwards, or that it is not recorded: a section only when
 * the content says one of them (an organiser's or the export's word; docs/decisions/045).
 */
function WatchLinks({ event }: { event: ScheduleEventView }) {
  const live = event.liveStreams ?? [];
  const recordings = event.recordings ?? [];
  const notRecorded = event.recording === "not recorded";
  if (!live.length && !recordings.length && !notRecorded) return null;
  return (
    <section aria-labelledby="session-watch" className="session-details__watch">
      <h2 id="session-watch">Watch</h2>
      {live.length || recordings.length ? (
        <ul>
          {live.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{watchLabel("Watch live", link)}</a>
            </li>
          ))}
          {recordings.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{watchLabel("Recording", link)}</a>
            </li>
          ))}
        </ul>
      ) : null}
      {notRecorded ? <p>Not recorded.</p> : null}
    </section>
  );
}

function LinkList({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { title: string; url: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
