import { EventCard, type EventPlanning } from "./event-card.tsx";
import type { ScheduleDay, ScheduleEventView } from "./schedule-data.ts";
import { scheduleFilePaths } from "./schedule-file-paths.ts";
import { ScheduleGrid } from "./schedule-grid.tsx";
import {
  eventListClass,
  filteredEmptyAttribute,
  type DataAttributes,
  type SessionElement,
} from "./session-markup.ts";
import "./schedule.css";

/** A day's sessions as a list of cards, or as a room × time grid (/schedule/<day>/grid). */
export type ScheduleLayout = "list" | "grid";

export interface DayViewProps {
  day: ScheduleDay;
  events: readonly ScheduleEventView[];
  titleId: string;
  /** The planning state of each event, once the page runs in a browser. */
  planningFor?: (event: ScheduleEventView) => EventPlanning;
  /** Shown instead of the spec's empty-day text when filters hide every session. */
  filteredOut?: boolean;
  layout?: ScheduleLayout;
  /** The venue's rooms in the site's order: the grid's columns. */
  roomOrder?: readonly string[];
  /** What a static programme page's script reads of each session (session-markup.ts). */
  attributesFor?: (event: ScheduleEventView, element: SessionElement) => DataAttributes;
  /**
   * A static page whose script filters the sessions in place: the day's "nothing matches" state is
   * in the HTML too, hidden until the filters leave the day empty.
   */
  filterable?: boolean;
}

function FilteredOut({ day, hidden }: { day: ScheduleDay; hidden?: boolean }) {
  return (
    <div
      className="card empty-state"
      hidden={hidden}
      {...(hidden ? { [filteredEmptyAttribute]: "" } : {})}
    >
      <p className="empty-state__title">No sessions on {day.name} match your search and filters.</p>
    </div>
  );
}

export function DayView({
  day,
  events,
  titleId,
  planningFor,
  filteredOut = false,
  layout = "list",
  roomOrder = [],
  attributesFor,
  filterable = false,
}: DayViewProps) {
  return (
    <>
      <div className="day-heading">
        <h2 id={titleId} className="day-title" tabIndex={-1}>
          {day.title}
        </h2>
        <a href={scheduleFilePaths.dayIcs(day.slug)} download className="day-heading__calendar">
          Add {day.name} to calendar
        </a>
      </div>
      {events.length === 0 ? (
        filteredOut ? (
          <FilteredOut day={day} />
        ) : (
          <div className="card empty-state">
            <p className="empty-state__title">No scheduled events for this day.</p>
            <p>Please check back later for updates.</p>
          </div>
        )
      ) : (
        <>
          {filterable ? <FilteredOut day={day} hidden /> : null}
          {layout === "grid" ? (
            <ScheduleGrid
              events={events}
              isoDate={day.date}
              titleId={titleId}
              roomOrder={roomOrder}
              planningFor={planningFor}
              attributesFor={attributesFor}
              viewControls={filterable}
            />
          ) : (
            <ol className={eventListClass(events.length)}>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard
                    event={event}
                    isoDate={day.date}
                    planning={planningFor?.(event)}
                    attributes={attributesFor?.(event, "card")}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </>
  );
}
