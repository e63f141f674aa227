import { EventCard, type EventPlanning } from "./event-card.tsx";
import type { ScheduleDay, ScheduleEventView } from "./schedule-data.ts";
import { scheduleFilePaths } from "./schedule-file-paths.ts";
import { ScheduleGrid } from "./schedule-grid.tsx";
import "./schedule.css";

/** A day's sessions as a list of cards, or as a room × time grid (/schedule/<day>/grid). */
export type ScheduleLayout = "list" | "grid";

/** Above this many cards, those off screen are not laid out until they come near it. */
const longList = 40;

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
}

export function DayView({
  day,
  events,
  titleId,
  planningFor,
  filteredOut = false,
  layout = "list",
  roomOrder = [],
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
          <div className="card empty-state">
            <p className="empty-state__title">
              No sessions on {day.name} match your search and filters.
            </p>
          </div>
        ) : (
          <div className="card empty-state">
            <p className="empty-state__title">No scheduled events for this day.</p>
            <p>Please check back later for updates.</p>
          </div>
        )
      ) : layout === "grid" ? (
        <ScheduleGrid
          events={events}
          titleId={titleId}
          roomOrder={roomOrder}
          planningFor={planningFor}
        />
      ) : (
        <ol className={events.length > longList ? "event-list event-list--long" : "event-list"}>
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} planning={planningFor?.(event)} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
