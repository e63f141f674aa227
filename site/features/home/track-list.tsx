import { home } from "#content/home.yml";
import "./home.css";

export function TrackList() {
  if (home.tracks.length === 0) return null;
  return (
    <section className="section section--tinted" aria-labelledby="tracks-title">
      <div className="container">
        <h2 id="tracks-title">{home.tracksHeading}</h2>
        <ul className="card-grid card-grid--three">
          {home.tracks.map((track) => (
            <li key={track.name} className="card track-card">
              <p className="track-card__day">{track.dayLabel}</p>
              <h3 className="track-card__name">{track.name}</h3>
              <p>{track.summary}</p>
            </li>
          ))}
        </ul>
        <p>
          <a href="/schedule">See every session in the schedule</a>
        </p>
      </div>
    </section>
  );
}
