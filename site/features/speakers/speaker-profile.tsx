import type { Speaker } from "#content/schema/speaker.ts";
import { EventTimes, TimeZoneSwitch } from "#site/shared/time-zone/event-times.tsx";
import { Portrait } from "#site/shared/ui/portrait.tsx";
import { Fact } from "#site/shared/ui/fact.tsx";
import { SpeakerLinks } from "./speaker-links.tsx";
import "./speakers.css";

export interface SpeakerAppearance {
  eventId: string;
  title: string;
  dayName: string;
  /** The date of the session's day. */
  isoDate: string;
  /** Its start and end, marked for the time zone switch (docs/decisions/042). */
  datetimes: string[];
  location: string;
}

export interface SpeakerProfileProps {
  speaker: Speaker;
  appearances: readonly SpeakerAppearance[];
  /** The event's IANA time zone, which the times are in as built. */
  eventZone: string;
}

export function SpeakerProfile({ speaker, appearances, eventZone }: SpeakerProfileProps) {
  return (
    <article className="container section speaker-profile">
      <p>
        <a href="/schedule">← Back to Schedule</a>
      </p>
      <div className="speaker-profile__grid">
        <Portrait
          src={speaker.image}
          width={240}
          height={240}
          alt={`Portrait of ${speaker.name}`}
          // The largest thing above the fold, so the page's LCP: fetch it first.
          priority
          sizes="(max-width: 40rem) 12rem, 15rem"
          className="speaker-profile__photo"
        />
        <div>
          <h1>{speaker.name}</h1>
          {speaker.title || speaker.organization ? (
            <p className="speaker-profile__role">
              {speaker.title}
              {speaker.title && speaker.organization ? ", " : null}
              {speaker.organization ? <strong>{speaker.organization}</strong> : null}
            </p>
          ) : null}
          <SpeakerLinks {...speaker} />
          {speaker.pronouns || speaker.session ? (
            <dl className="facts">
              {speaker.pronouns ? <Fact label="Pronouns:">{speaker.pronouns}</Fact> : null}
              {speaker.session ? <Fact label="Session:">{speaker.session}</Fact> : null}
            </dl>
          ) : null}
          {speaker.bio ? (
            <>
              <h2>Biography</h2>
              <p>{speaker.bio}</p>
            </>
          ) : null}
          {appearances.length > 0 ? (
            <>
              <h2>On the programme</h2>
              <TimeZoneSwitch eventZone={eventZone} />
              <ul className="appearances">
                {appearances.map((appearance) => (
                  <li key={appearance.eventId}>
                    <a href={`/sessions/${appearance.eventId}`}>{appearance.title}</a>
                    <span className="appearances__when">
                      <EventTimes
                        datetimes={appearance.datetimes}
                        day={appearance.isoDate}
                        dayWords={appearance.dayName}
                      />
                      , {appearance.location}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="button-row">
            <a href="/schedule" className="button button--primary">
              View Schedule
            </a>
            <a href="/speakers" className="button button--ghost">
              All Speakers
            </a>
          </p>
        </div>
      </div>
    </article>
  );
}
