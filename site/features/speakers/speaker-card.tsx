import type { Speaker } from "#content/schema/speaker.ts";
import { Portrait } from "#site/shared/ui/portrait.tsx";
import { SpeakerLinks } from "./speaker-links.tsx";
import "./speakers.css";

export interface SpeakerCardProps {
  speaker: Speaker;
  /**
   * The first card's photo, fetched first and early: the largest paint of /speakers on a wide
   * screen (on a phone it sits beside the name, and the first biography is larger).
   */
  priority?: boolean;
}

export function SpeakerCard({ speaker, priority }: SpeakerCardProps) {
  return (
    <article className="card speaker-card">
      <a
        href={`/speakers/${speaker.id}`}
        className="speaker-card__photo"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Portrait
          src={speaker.image}
          width={240}
          height={240}
          priority={priority}
          // speakers.css: 6rem beside the name on a phone; up to 332 px in a grid of two or three
          // columns; at most 220 px in four (from about 70rem).
          sizes="(max-width: 40rem) 6rem, (max-width: 72rem) 340px, 240px"
        />
      </a>
      <h3 className="speaker-card__name">
        <a href={`/speakers/${speaker.id}`}>{speaker.name}</a>
      </h3>
      {speaker.title || speaker.organization ? (
        <p className="speaker-card__role">
          {speaker.title}
          {speaker.title && speaker.organization ? <br /> : null}
          {speaker.organization ? <strong>{speaker.organization}</strong> : null}
        </p>
      ) : null}
      {speaker.pronouns ? <p className="speaker-card__meta">{speaker.pronouns}</p> : null}
      {speaker.session ? (
        <p className="speaker-card__meta">
          <span className="label">Session</span> {speaker.session}
        </p>
      ) : null}
      <SpeakerLinks {...speaker} />
      {speaker.bio ? <p className="speaker-card__bio">{speaker.bio}</p> : null}
    </article>
  );
}
