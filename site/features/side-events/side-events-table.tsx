import type { SideEvent } from "#content/schema/organisation.ts";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import {
  StackedTable,
  StackedTableCell,
  StackedTableRow,
  StackedTableRowHeader,
} from "#site/shared/ui/stacked-table.tsx";
import "./side-events.css";

export interface SideEventsTableProps {
  /** Already in table order (see sort-side-events.ts). */
  events: readonly SideEvent[];
}

const columns = ["Event", "Venue", "Date & Time", "Registration"] as const;

export function SideEventsTable({ events }: SideEventsTableProps) {
  return (
    <StackedTable
      className="side-events"
      caption="Side events around the summit, earliest first"
      columns={columns}
    >
      {events.map((event) => (
        <StackedTableRow key={event.id}>
          <StackedTableRowHeader label={columns[0]}>
            <span className="side-events__name">{event.event}</span>
            {event.description ? (
              <span className="side-events__description">{event.description}</span>
            ) : null}
          </StackedTableRowHeader>
          <StackedTableCell label={columns[1]}>{event.venue}</StackedTableCell>
          <StackedTableCell label={columns[2]}>
            <time dateTime={event.date}>{event.dateTime}</time>
          </StackedTableCell>
          <StackedTableCell label={columns[3]}>
            {event.registrationLink ? (
              <ExternalLink
                href={event.registrationLink}
                className="button button--primary side-events__register"
              >
                Register
                <span className="visually-hidden"> for {event.event}</span>
              </ExternalLink>
            ) : (
              <span className="side-events__soon">Coming Soon</span>
            )}
          </StackedTableCell>
        </StackedTableRow>
      ))}
    </StackedTable>
  );
}
