import type { SideEvent } from "#content/schema/organisation.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import "./side-events.css";

export interface SideEventsTableProps {
  /** Already in table order (see sort-side-events.ts). */
  events: readonly SideEvent[];
}

const columns = ["Event", "Venue", "Date & Time", "Registration"] as const;

// On small screens the CSS stacks each row into a card, and some browsers (Safari) drop table
// semantics from restyled tables, so the roles are restated to keep the table a table.
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role
   -- restated on purpose; the second rule mistakes <td> for a grid cell */
export function SideEventsTable({ events }: SideEventsTableProps) {
  return (
    <table className="side-events" role="table">
      <caption className="side-events__caption">
        Side events around the summit, earliest first
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {events.map((event) => (
          <tr key={event.id} role="row">
            <th scope="row" role="rowheader" data-label={columns[0]}>
              <span className="side-events__name">{event.event}</span>
              {event.description ? (
                <span className="side-events__description">{event.description}</span>
              ) : null}
            </th>
            <td role="cell" data-label={columns[1]}>
              {event.venue}
            </td>
            <td role="cell" data-label={columns[2]}>
              <time dateTime={event.date}>{event.dateTime}</time>
            </td>
            <td role="cell" data-label={columns[3]}>
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
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
