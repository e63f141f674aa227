/** What an unknown /sessions/<id> shows (404.html, site/page-script/not-found.ts). */
export function SessionNotFound() {
  return (
    <section className="container section" aria-labelledby="session-not-found">
      <h1 id="session-not-found">Session Not Found</h1>
      <p>
        We couldn&apos;t find this session. It may have moved or been cancelled since the link was
        shared.
      </p>
      <p>
        <a href="/schedule" className="button button--primary">
          See the Schedule
        </a>
      </p>
    </section>
  );
}
