import { home } from "#content/home.yml";
import "./home.css";

export function HistorySection() {
  const { history } = home;
  return (
    <section className="section container" aria-labelledby="history-title">
      <h2 id="history-title">{history.heading}</h2>
      <div className="history">
        <div className="history__text">
          {history.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ol className="history__milestones">
          {history.milestones.map((milestone) => (
            <li key={milestone.year}>
              <span className="history__year">{milestone.year}</span> {milestone.text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
