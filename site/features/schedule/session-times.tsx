import { settings } from "#content/settings.yml";
import type { ScheduleEvent } from "#content/schema/programme.ts";
import { EventTimes } from "#site/shared/time-zone/event-times.tsx";
import { localIsoString, nextIsoDate } from "./event-time.ts";

type SessionClock = Pick<ScheduleEvent, "start" | "end" | "startsNextDay" | "endsNextDay">;

/**
 * Build time: a session's start and end as instants in the event's wall clock with its offset,
 * "2025-10-28T17:00:00+00:00" (the marked times of docs/decisions/042), on its day's date or,
 * past midnight, the next.
 */
export function sessionInstants(
  event: SessionClock,
  isoDate: string,
  timeZone = settings.timeZone,
) {
  const dateOf = (nextDay?: true) => (nextDay ? nextIsoDate(isoDate) : isoDate);
  return [
    localIsoString(dateOf(event.startsNextDay), event.start, timeZone),
    localIsoString(dateOf(event.endsNextDay), event.end, timeZone),
  ];
}

/** A session's "17:00–18:00", marked for the time zone switch. */
export function SessionTimes({
  event,
  isoDate,
  dayWords,
}: {
  event: SessionClock;
  /** The programme day's date. */
  isoDate: string;
  /** Where the page names the day with the times ("Tuesday, 28 October 2025"). */
  dayWords?: string;
}) {
  return (
    <EventTimes datetimes={sessionInstants(event, isoDate)} day={isoDate} dayWords={dayWords} />
  );
}

/** A grid row's time ("09:00", or past midnight "00:30 next day"), marked for the switch. */
export function RowTime({
  isoDate,
  time,
  nextDay,
}: {
  isoDate: string;
  time: string;
  nextDay: boolean;
}) {
  const date = nextDay ? nextIsoDate(isoDate) : isoDate;
  return <EventTimes datetimes={[localIsoString(date, time, settings.timeZone)]} day={isoDate} />;
}
