export interface AppErrorPageProps {
  /** Shown only in development builds; production never shows a stack trace. */
  detail?: string;
}

export function AppErrorPage({ detail }: AppErrorPageProps) {
  return (
    <section className="container section" aria-labelledby="app-error-title">
      <h1 id="app-error-title">Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Reloading usually fixes it.</p>
      <p>
        <a href="/">Go to the overview</a>
      </p>
      {detail ? <pre className="error-detail">{detail}</pre> : null}
    </section>
  );
}
