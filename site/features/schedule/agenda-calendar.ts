// The visitor's agenda as one calendar file, made in the browser from the calendar files the build
// publishes for each session (/calendar/sessions/<id>.ics, written by calendar-files.ts): the
// page needs no copy of the sessions' details, and the `ics` library stays out of the browser.
import { scheduleFilePaths } from "./schedule-file-paths.ts";

/**
 * One VCALENDAR with the events of every file, in their order: the first file's calendar
 * properties (version, product, name), then each file's VEVENTs. Lines are kept as they are,
 * folded ones included (a folded line goes on with a space, so no line of an event's text can read
 * as a component's end). Throws on text that is not a calendar.
 */
export function mergeCalendars(files: readonly string[]): string {
  const header: string[] = [];
  const events: string[] = [];
  files.forEach((text, index) => {
    const lines = text.split(/\r?\n/);
    if (lines[0] !== "BEGIN:VCALENDAR") throw new Error("Not an iCalendar file");
    let inEvent = false;
    let seenEvent = false;
    for (const line of lines.slice(1)) {
      if (line === "BEGIN:VEVENT") {
        inEvent = true;
        seenEvent = true;
      }
      if (inEvent) events.push(line);
      else if (index === 0 && !seenEvent && line !== "END:VCALENDAR" && line !== "") {
        header.push(line);
      }
      if (line === "END:VEVENT") inEvent = false;
    }
    if (inEvent) throw new Error("An event of the calendar file has no end");
  });
  // RFC 5545 lines end with CRLF.
  return ["BEGIN:VCALENDAR", ...header, ...events, "END:VCALENDAR", ""].join("\r\n");
}

/** Fetches each session's published calendar file and makes one file of them. */
export async function agendaCalendar(
  ids: readonly string[],
  fetcher: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<string> {
  const files = await Promise.all(
    ids.map(async (id) => {
      const response = await fetcher(scheduleFilePaths.sessionIcs(id));
      if (!response.ok) throw new Error(`${response.status} for the calendar of ${id}`);
      return response.text();
    }),
  );
  return mergeCalendars(files);
}
