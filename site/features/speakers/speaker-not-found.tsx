export function SpeakerNotFound() {
  return (
    <section className="container section" aria-labelledby="speaker-not-found">
      <h1 id="speaker-not-found">Speaker Not Found</h1>
      <p>We couldn&apos;t find information for this speaker.</p>
      <p>
        <a href="/speakers" className="button button--primary">
          Back to All Speakers
        </a>
      </p>
    </section>
  );
}
