import { PageHeader } from "#site/shared/ui/page-header.tsx";

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page Not Found" eyebrow="404" />
      <section className="container section">
        <p>
          We couldn&apos;t find a page at this address. It may have moved, or the link may be
          mistyped.
        </p>
        <ul className="link-list">
          <li>
            <a href="/">Go to the overview</a>
          </li>
          <li>
            <a href="/schedule">See the schedule</a>
          </li>
          <li>
            <a href="/speakers">Browse the speakers</a>
          </li>
        </ul>
      </section>
    </>
  );
}
