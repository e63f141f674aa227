import { Portrait } from "#site/shared/ui/portrait.tsx";
import type { FeaturedSpeaker } from "./select-featured-speakers.ts";
import "./home.css";

export interface FeaturedSpeakersProps {
  speakers: readonly FeaturedSpeaker[];
}

export function FeaturedSpeakers({ speakers }: FeaturedSpeakersProps) {
  if (speakers.length === 0) return null;
  return (
    <section className="section container" aria-labelledby="featured-title">
      <h2 id="featured-title">Featured speakers</h2>
      <ul className="speaker-grid">
        {speakers.map((speaker) => (
          <li key={speaker.id}>
            <a href={`/speakers/${speaker.id}`} className="speaker-tile">
              <Portrait
                src={speaker.image}
                width={160}
                height={160}
                // One column below 20rem, else columns of 8-10rem (home.css).
                sizes="(max-width: 19.99rem) 100vw, 10rem"
              />
              <span className="speaker-tile__name">{speaker.name}</span>
              <span className="speaker-tile__role">
                {[speaker.title, speaker.organization].filter(Boolean).join(", ")}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p>
        <a href="/speakers" className="button button--ghost">
          All speakers
        </a>
      </p>
    </section>
  );
}
