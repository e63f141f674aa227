import { home } from "#content/home.yml";
import "./home.css";

export function SchedulePreview() {
  if (home.schedulePreview.length === 0) return null;
  return (
    <section className="section section--tinted" aria-labelledby="preview-title">
      <div className="container">
        <h2 id="preview-title">Schedule highlights</h2>
        <div className="card-grid card-grid--three">
          {home.tracks.map((track) => (
            <div key={track.day} className="card">
              <h3 className="track-card__day">{track.dayLabel}</h3>
              <ul className="preview-list">
                {home.schedulePreview
                  .filter((item) => item.day === track.day)
                  .map((item) => (
                    <li key={item.title}>
                      <span className="preview-list__time">{item.time}</span> {item.title}
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
        <p>
          <a href="/schedule" className="button button--primary">
            View the full schedule
          </a>
        </p>
      </div>
    </section>
  );
}
