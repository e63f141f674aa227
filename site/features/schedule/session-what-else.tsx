import { EventTimes } from "#site/shared/time-zone/event-times.tsx";
import { dayGridPath, type ScheduleDay, type ScheduleEventView } from "./schedule-data.ts";
import type { NeighbourSession, SessionNeighbours } from "./session-neighbours.ts";

/**
 * "What else?" on a session's page: the sessions in other rooms while it runs, and what follows it
 * in its room that day. Static HTML: links and times, no script (docs/decisions/045).
 */
export function WhatElse({
  event,
  day,
  neighbours,
}: {
  event: Pick<ScheduleEventView, "location">;
  day: Pick<ScheduleDay, "name" | "slug" | "date">;
  neighbours: SessionNeighbours;
}) {
  const { concurrent, concurrentMore, nextInRoom } = neighbours;
  return (
    <>
      <section aria-labelledby="session-meanwhile" className="session-what-else">
        <h2 id="session-meanwhile">At the same time</h2>
        {concurrent.length ? (
          <ul className="session-what-else__list">
            {concurrent.map((other) => (
              <NeighbourItem key={other.id} session={other} isoDate={day.date} showRoom />
            ))}
          </ul>
        ) : (
          <p>Nothing else is on while this session runs.</p>
        )}
        {concurrentMore > 0 ? (
          <p>
            {concurrentMore} more at the same time:{" "}
            <a href={dayGridPath(day.slug)}>{day.name} in the room grid</a>.
          </p>
        ) : null}
      </section>
      <section aria-labelledby="session-next-in-room" className="session-what-else">
        <h2 id="session-next-in-room">Next in {event.location}</h2>
        {nextInRoom.length ? (
          <ul className="session-what-else__list">
            {nextInRoom.map((other) => (
              <NeighbourItem key={other.id} session={other} isoDate={day.date} />
            ))}
          </ul>
        ) : (
          <p>
            Nothing more in {event.location} on {day.name}.
          </p>
        )}
      </section>
    </>
  );
}

/** One session: its times (marked for the time-zone switch), room, title linked, and if cancelled. */
// The times as EventTimes marks them (docs/decisions/042): past midnight they say "next day" in the
// event's clock, and the visitor's own zone gets its dates from the page's converter. Only a start
// on the day before has its own note: EventTimes marks the end alone.
function NeighbourItem({
  session,
  isoDate,
  showRoom,
}: {
  session: NeighbourSession;
  /** The date of the page's programme day. */
  isoDate: string;
  showRoom?: boolean;
}) {
  return (
    <li className={session.cancelled ? "session-what-else--cancelled" : undefined}>
      <span className="session-what-else__when">
        <EventTimes datetimes={[session.startIso, session.endIso]} day={isoDate} />
        {session.dayNote === "day before" ? " (day before)" : null}
        {showRoom ? `, ${session.location}` : null}
      </span>{" "}
      {session.cancelled ? (
        <>
          <strong className="event-card__cancelled">Cancelled</strong>{" "}
        </>
      ) : null}
      <a href={`/sessions/${session.id}`}>{session.title}</a>
    </li>
  );
}
