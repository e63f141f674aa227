import { scheduleFilePaths } from "./schedule-file-paths.ts";

/** Links to the programme's calendar file and open data, and to its changes. */
export function ScheduleDownloads() {
  return (
    <section className="container section" aria-labelledby="take-it-with-you-title">
      <h2 id="take-it-with-you-title">Take the programme with you</h2>
      <ul className="link-list">
        <li>
          <a href={scheduleFilePaths.programmeIcs} download>
            The whole programme for your calendar (schedule.ics)
          </a>
        </li>
        <li>
          <a href={scheduleFilePaths.json}>
            Open schedule data for conference apps (schedule.json)
          </a>
        </li>
        <li>
          <a href={scheduleFilePaths.changes}>Programme changes</a>, newest first, also{" "}
          <a href={scheduleFilePaths.changesAtom} type="application/atom+xml">
            as a feed (Atom)
          </a>
        </li>
      </ul>
    </section>
  );
}
