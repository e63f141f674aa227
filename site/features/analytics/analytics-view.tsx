import { lazy, Suspense } from "react";
import type { TicketAnalytics } from "#content/schema/private.ts";
import { ticketShares } from "./ticket-shares.ts";
import "./analytics.css";

// The chart's geometry library loads only on this page, after the data is unlocked.
const TicketPieChart = lazy(() =>
  import("./ticket-pie-chart.tsx").then((m) => ({ default: m.TicketPieChart })),
);

export interface AnalyticsViewProps {
  analytics: TicketAnalytics;
  contactEmail: string;
}

export function AnalyticsView({ analytics, contactEmail }: AnalyticsViewProps) {
  return (
    <div className="container section analytics">
      <section className="card" aria-labelledby="ticket-sales-title">
        <h2 id="ticket-sales-title">Ticket sales</h2>
        <Suspense fallback={<p role="status">Loading the chart...</p>}>
          <TicketPieChart
            shares={ticketShares(analytics.ticketCounts)}
            title="Tickets sold by type"
          />
        </Suspense>
      </section>
      <section className="card" aria-labelledby="organisations-title">
        <h2 id="organisations-title">Organisations represented</h2>
        <ul className="organisation-list">
          {analytics.organizations.map((organization) => (
            <li key={organization}>{organization}</li>
          ))}
        </ul>
      </section>
      <section className="card note-card" aria-labelledby="analytics-contact-title">
        <h2 id="analytics-contact-title">Questions about these figures?</h2>
        <p>
          Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> for more detail or a
          breakdown for your organisation.
        </p>
      </section>
    </div>
  );
}
