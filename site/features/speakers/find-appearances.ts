import type { Day, ScheduleEvent } from "#content/schema/programme.ts";
import type { SpeakerAppearance } from "./speaker-profile.tsx";

/** A session's start and end as marked instants (the schedule's, given by the page). */
export type SessionInstants = (event: ScheduleEvent, isoDate: string) => string[];

/** The programme sessions a speaker speaks in or chairs, in programme order. */
export function findAppearances(
  speakerId: number,
  events: readonly ScheduleEvent[],
  days: readonly Day[],
  instantsOf: SessionInstants,
): SpeakerAppearance[] {
  return events
    .filter(
      (event) =>
        event.speakers.some((speaker) => speaker.id === speakerId) || event.chair?.id === speakerId,
    )
    .map((event) => {
      const day = days.find((candidate) => candidate.id === event.day)!;
      return {
        eventId: event.id,
        title: event.cancelled ? `${event.title} (cancelled)` : event.title,
        dayName: day.name,
        isoDate: day.date,
        // Past midnight the end is on the next day, as the schedule's card says too.
        datetimes: instantsOf(event, day.date),
        location: event.location,
      };
    });
}
