// The programme's pages as the build renders them (programme-page.tsx), from the sample content,
// for the unit tests of the page scripts that run on them: one set-up for every such test.
import { renderToStaticMarkup } from "react-dom/server";
import { loadContent } from "#content/checked-content.ts";
import { ProgrammePage } from "../programme-page.tsx";
import { toEventViews, type ScheduleData } from "../schedule-data.ts";
import { scheduleDays } from "../schedule-text.ts";
import { atOnce } from "#site/shared/lib/next-task.ts";
import { startProgramme } from "./programme-controls.ts";

const content = loadContent();

/** The sample event's programme, as the pages get it. */
export const sampleSchedule: ScheduleData = {
  days: scheduleDays(content.days),
  tracks: content.tracks.map((track) => ({ name: track.name, day: track.days[0]! })),
  sessionTypes: content.sessionTypes,
  events: toEventViews(content.scheduleEvents, () => undefined),
  rooms: content.rooms,
  floorPlans: content.floorPlans,
  floorKey: content.floorKey,
};

/** The sessions of one day (its index in the programme). */
export const sessionsOfDay = (day: number) =>
  sampleSchedule.events.filter((event) => event.day === day);

/** The markup of /schedule (no day) or of a day's page, in its list or its grid. */
export const programmeMarkup = (pageDay?: number, layout?: "list" | "grid") =>
  renderToStaticMarkup(
    <main>
      <ProgrammePage
        schedule={{
          ...sampleSchedule,
          events: pageDay === undefined ? sampleSchedule.events : sessionsOfDay(pageDay),
        }}
        intro="Intro"
        pageDay={pageDay}
        layout={layout}
      />
    </main>,
  );

/** Loads a programme page at `address` into the document and starts its controls, all at once. */
export function openProgramme(address: string, pageDay?: number, layout?: "list" | "grid") {
  window.history.replaceState(null, "", address);
  document.body.innerHTML = programmeMarkup(pageDay, layout);
  return startProgramme(document, window, atOnce);
}
