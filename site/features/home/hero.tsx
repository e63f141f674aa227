import { home } from "#content/home.yml";
import { settings } from "#content/settings.yml";
import "./home.css";

export function Hero() {
  const { venue } = settings;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <p className="hero__eyebrow">{home.hero.eyebrow}</p>
        <h1 id="hero-title" className="hero__title">
          {settings.summitName}
        </h1>
        <p className="hero__facts">
          <time dateTime={settings.dates.start}>{settings.dates.label}</time>
          <span aria-hidden="true"> · </span>
          <span>
            {venue.name}, {venue.area}, {venue.city}
          </span>
        </p>
        <p className="hero__lead">{home.hero.lead}</p>
        <div className="hero__actions">
          <a href="/register" className="button button--primary button--large">
            Register Now
          </a>
          <a href="/schedule" className="button button--ghost button--large">
            See the schedule
          </a>
        </div>
      </div>
    </section>
  );
}
