import { useState } from "react";
import type { Day } from "#content/schema/programme.ts";
import { settings } from "#content/settings.yml";
import { downloadBlob } from "#app/shared/lib/download-file.ts";
import { EventCard, type EventPlanning } from "./event-card.tsx";
import type { ScheduleEventView } from "./schedule-data.ts";

export interface MyAgendaProps {
  days: readonly Day[];
  /** The starred sessions, in programme order. */
  events: readonly ScheduleEventView[];
  planningFor: (event: ScheduleEventView) => EventPlanning;
  persistent: boolean;
  clashCount: number;
}

export function MyAgenda({ days, events, planningFor, persistent, clashCount }: MyAgendaProps) {
  const [exportError, setExportError] = useState<string | null>(null);

  const exportAgenda = async () => {
    try {
      // The calendar library loads only when a visitor asks for the file.
      const { calendarFile, scheduleEntry } = await import("./calendar-files.ts");
      const context = {
        siteUrl: settings.siteUrl,
        summitName: settings.summitName,
        uidDomain: settings.emailDomain,
        days,
        timeZone: settings.timeZone,
      };
      const text = calendarFile(
        events.map((event) => scheduleEntry(event, context)),
        context,
      );
      downloadBlob(new Blob([text], { type: "text/calendar" }), "my-quillmere-agenda.ics");
      setExportError(null);
    } catch {
      setExportError("Your agenda could not be exported. Please try again.");
    }
  };

  return (
    <section className="container section my-agenda" aria-labelledby="my-agenda-title">
      <h2 id="my-agenda-title">My agenda</h2>
      {persistent ? null : (
        <p className="note">
          Your browser blocks storage, so your agenda lasts only while this page is open.
        </p>
      )}
      {events.length === 0 ? (
        <p>You have not added any sessions yet. Use “My agenda” on a session to add it here.</p>
      ) : (
        <>
          <p role="status">
            {events.length} {events.length === 1 ? "session" : "sessions"}
            {clashCount > 0 ? `, ${clashCount} with a clash` : ", no clashes"}.
          </p>
          <p>
            <button type="button" className="button button--primary" onClick={exportAgenda}>
              Download my agenda (.ics)
            </button>
          </p>
          {exportError ? <p role="alert">{exportError}</p> : null}
          {days.map((day) => {
            const ofDay = events.filter((event) => event.day === day.id);
            if (ofDay.length === 0) return null;
            return (
              <section key={day.slug} aria-labelledby={`agenda-${day.slug}`}>
                <h3 id={`agenda-${day.slug}`}>{day.name}</h3>
                <ol className="event-list">
                  {ofDay.map((event) => (
                    <li key={event.id}>
                      <EventCard event={event} planning={planningFor(event)} headingLevel={4} />
                    </li>
                  ))}
                </ol>
              </section>
            );
          })}
        </>
      )}
    </section>
  );
}
