import { home } from "#content/home.yml";
import "./home.css";

export function QuickLinks() {
  return (
    <section className="section container" aria-labelledby="quick-links-title">
      <h2 id="quick-links-title">Find your way</h2>
      <ul className="card-grid card-grid--three">
        {home.quickLinks.map((link) => (
          <li key={link.to} className="card card--link">
            <h3>
              <a href={link.to}>{link.title}</a>
            </h3>
            <p>{link.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
