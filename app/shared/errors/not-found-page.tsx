import { Link } from "react-router";
import { PageHeader } from "#app/shared/ui/page-header.tsx";

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
            <Link to="/">Go to the overview</Link>
          </li>
          <li>
            <Link to="/schedule">See the schedule</Link>
          </li>
          <li>
            <Link to="/speakers">Browse the speakers</Link>
          </li>
        </ul>
      </section>
    </>
  );
}
