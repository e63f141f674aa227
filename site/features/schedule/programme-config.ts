// What a static programme page tells its script besides its markup: the summit's days and clock,
// and which page it is. A few hundred bytes, whatever the number of sessions: what the script
// needs about each session is in that session's markup (session-markup.ts).
import type { ScheduleLayout } from "./day-view.tsx";

export interface ProgrammeConfig {
  /** The event's IANA time zone: the clock now-and-next and "today" read. */
  timeZone: string;
  days: { slug: string; name: string; date: string }[];
  /** The day of a day's page (/schedule/<day>); absent on /schedule with every day. */
  pageDay?: number;
  layout: ScheduleLayout;
}

/** `<script type="application/json" data-programme>`: a data block, which runs nothing. */
export const programmeConfigAttribute = "data-programme";

/** Browser: the page's configuration, or null on a page that is not the programme. */
export function readProgrammeConfig(document: Document): ProgrammeConfig | null {
  const block = document.querySelector(`script[${programmeConfigAttribute}]`);
  return block?.textContent ? (JSON.parse(block.textContent) as ProgrammeConfig) : null;
}
