import type { Day, ScheduleEvent } from "#content/schema/programme.ts";
import type { SpeakerAppearance } from "./speaker-profile.tsx";

/** The programme sessions a speaker speaks in or chairs, in programme order. */
export function findAppearances(
  speakerId: number,
  events: readonly ScheduleEvent[],
  days: readonly Day[],
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
        start: event.start,
        // Past midnight the end is on the next day, as the schedule's card says too.
        end: event.endsNextDay ? `${event.end} next day` : event.end,
        location: event.location,
      };
    });
}
