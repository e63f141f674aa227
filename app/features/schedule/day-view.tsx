import type { Day } from "#content/schema/programme.ts";
import { EventCard } from "./event-card.tsx";
import type { ScheduleEventView } from "./schedule-data.ts";

export interface DayViewProps {
  day: Day;
  events: readonly ScheduleEventView[];
  titleId: string;
}

export function DayView({ day, events, titleId }: DayViewProps) {
  const date = new Date(`${day.date}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/London",
  });
  return (
    <>
      <h2 id={titleId} className="day-title" tabIndex={-1}>
        {`${day.name}, ${date}`}
      </h2>
      {events.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-state__title">No scheduled events for this day.</p>
          <p>Please check back later for updates.</p>
        </div>
      ) : (
        <ol className="event-list">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
