import type { EventPlanning } from "./event-card.tsx";
import { gridBoxClass, gridLayout, gridRowClass, rowClock, type GridCell } from "./grid-layout.ts";
import { GridViewControls } from "./grid-view-controls.tsx";
import type { ScheduleEventView } from "./schedule-data.ts";
import type { DataAttributes, SessionElement } from "./session-markup.ts";
import { RowTime, SessionTimes } from "./session-times.tsx";

export interface ScheduleGridProps {
  /** The day's sessions, as the filters leave them. */
  events: readonly ScheduleEventView[];
  /** The day's date: the sessions' and rows' instants are on it. */
  isoDate: string;
  /** The heading the grid's scroll box is named by. */
  titleId: string;
  /** The venue's rooms in the order the site lists them. */
  roomOrder: readonly string[];
  planningFor?: (event: ScheduleEventView) => EventPlanning;
  /** What a static programme page's script reads of each session (session-markup.ts). */
  attributesFor?: (event: ScheduleEventView, element: SessionElement) => DataAttributes;
  /** A static page's grid: the choice of rooms and compact above it, which its script runs. */
  viewControls?: boolean;
}

/** "Bo Chen, Ana Ruiz": names only; the session's page has the speakers' details. */
const speakerNames = (event: ScheduleEventView) =>
  [event.chair?.name, ...event.speakers.map((speaker) => speaker.name)].filter(Boolean).join(", ");

function SessionCell({
  cell,
  isoDate,
  planning,
  attributes,
}: {
  cell: Extract<GridCell<ScheduleEventView>, { type: "session" }>;
  isoDate: string;
  planning?: EventPlanning;
  attributes?: DataAttributes;
}) {
  const { event } = cell;
  const names = speakerNames(event);
  return (
    <td
      rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
      colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}
      id={event.id}
      tabIndex={-1}
      className={`grid-session grid-session--${event.kind} ${event.cancelled ? "grid-session--cancelled" : ""} ${planning?.className ?? ""}`}
      {...attributes}
    >
      <p className="grid-session__when">
        <SessionTimes event={event} isoDate={isoDate} />
        {cell.colSpan > 1 ? <span className="grid-session__where">{event.location}</span> : null}
        {event.cancelled ? <strong className="event-card__cancelled">Cancelled</strong> : null}
        {planning?.status}
      </p>
      <h3 className="grid-session__title">
        <a href={`/sessions/${event.id}`}>{event.title}</a>
      </h3>
      {names ? <p className="grid-session__speakers">{names}</p> : null}
      {planning?.note}
      {planning?.action}
    </td>
  );
}

/**
 * A day as a room × time table (docs/decisions/023-room-time-grid.md): rooms are the column
 * headers, the times at which sessions start or end the row headers, and a session spans the rows
 * of its length. It scrolls inside its own box, whose room row and time column stay in view.
 */
export function ScheduleGrid({
  events,
  isoDate,
  titleId,
  roomOrder,
  planningFor,
  attributesFor,
  viewControls = false,
}: ScheduleGridProps) {
  const layout = gridLayout(events, roomOrder);
  return (
    <>
      {viewControls ? (
        <GridViewControls rooms={layout.columns.map((column) => column.room)} />
      ) : null}
      <div
        className={gridBoxClass(layout.rows.length)}
        role="region"
        aria-labelledby={titleId}
        // A box that scrolls must take focus to be scrolled by keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table>
          <caption className="visually-hidden">
            Sessions by room and time. Each room is a column; a session spans the rows of its
            length.
          </caption>
          <thead>
            <tr>
              <th scope="col" className="schedule-grid__corner">
                Time
              </th>
              {layout.columns.map((column) => (
                <th
                  key={column.room}
                  scope="col"
                  colSpan={column.lanes > 1 ? column.lanes : undefined}
                >
                  {column.room}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {layout.rows.map((row) => {
              const clock = rowClock(row.minutes);
              return (
                <tr key={row.minutes} className={gridRowClass(row.length)}>
                  <th scope="row">
                    <RowTime isoDate={isoDate} time={clock.time} nextDay={clock.nextDay} />
                  </th>
                  {row.cells.map((cell, index) =>
                    cell.type === "session" ? (
                      <SessionCell
                        key={cell.event.id}
                        cell={cell}
                        isoDate={isoDate}
                        planning={planningFor?.(cell.event)}
                        attributes={attributesFor?.(cell.event, "cell")}
                      />
                    ) : (
                      <td
                        key={`empty-${index}`}
                        colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}
                      />
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
