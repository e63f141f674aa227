import { settings } from "#content/settings.yml";
import { jsonLdScript } from "#site/shared/lib/json-ld.ts";
import { TimeZoneSwitch } from "#site/shared/time-zone/event-times.tsx";
import { PageHeader } from "#site/shared/ui/page-header.tsx";
import { TabPanel } from "#site/shared/ui/tabs.tsx";
import { DayNavigation } from "./day-navigation.tsx";
import { DayView, type ScheduleLayout } from "./day-view.tsx";
import { FloorPlans } from "./floor-plans.tsx";
import { LayoutSwitch } from "./layout-switch.tsx";
import { staticStar } from "./planning-controls.tsx";
import { programmeConfigAttribute, type ProgrammeConfig } from "./programme-config.ts";
import { RoomAllocations } from "./room-allocations.tsx";
import { dayGridPath, dayPagePath, eventsOfDay, type ScheduleData } from "./schedule-data.ts";
import { ScheduleDownloads } from "./schedule-downloads.tsx";
import { StaticFilterBar } from "./schedule-filter-bar.tsx";
import { ScheduleNotes } from "./schedule-notes.tsx";
import { ScheduleOverview } from "./schedule-overview.tsx";
import { selectedDayScript } from "./selected-day-script.ts";
import { sessionAttributes } from "./session-markup.ts";
import "./agenda-changes/agenda-changes.css";

// The programme's pages, static-first (docs/decisions/036-static-first-programme.md): /schedule,
// a day's list and a day's grid are this one component, rendered to HTML at build time and never
// hydrated. The page script (site/page-script/page-script.ts) runs the controls on this markup: the day
// tabs, the filters, the stars, clashes, now-and-next and the agenda.

export interface ProgrammePageProps {
  schedule: ScheduleData;
  /** The paragraph under the title. */
  intro: string;
  /**
   * The day of a day's page (/schedule/<day>): `schedule.events` are that day's only, and the
   * other days are links to their pages. Absent on /schedule with every day, in tab panels.
   */
  pageDay?: number;
  /** A day's page shows its sessions as a list of cards, or as a room × time grid. */
  layout?: ScheduleLayout;
}

/** The tab panels' id prefix, which both day navigations' tabs control. */
const panelPrefix = "schedule-day";
const dayTitleId = (daySlug: string) => `schedule-day-title-${daySlug}`;

export function ProgrammePage({ schedule, intro, pageDay, layout = "list" }: ProgrammePageProps) {
  const { days, tracks, sessionTypes, events, rooms } = schedule;
  const roomOrder = rooms.map((room) => room.name);
  const pagePath = layout === "grid" ? dayGridPath : dayPagePath;
  // The day the HTML shows: a day page's own; /schedule's first, until the address says otherwise.
  const shown = days[pageDay ?? 0]!;
  const config: ProgrammeConfig = {
    timeZone: settings.timeZone,
    days: days.map(({ slug, name, date }) => ({ slug, name, date })),
    ...(pageDay === undefined ? {} : { pageDay }),
    layout,
  };
  const navigation = (idPrefix: string) => (
    <DayNavigation
      days={days}
      selected={pageDay ?? 0}
      idPrefix={idPrefix}
      panelIdPrefix={panelPrefix}
      linkTo={pageDay === undefined ? undefined : pagePath}
    />
  );
  const dayView = (day: (typeof days)[number]) => (
    <DayView
      day={day}
      events={eventsOfDay(events, day.id)}
      titleId={dayTitleId(day.slug)}
      planningFor={staticStar}
      attributesFor={sessionAttributes}
      filterable
      layout={layout}
      roomOrder={roomOrder}
    />
  );

  return (
    <>
      <PageHeader title="Schedule" eyebrow={`${settings.dates.label} · ${settings.venue.name}`}>
        <p>{intro}</p>
        <TimeZoneSwitch eventZone={settings.timeZone} />
      </PageHeader>
      <ScheduleOverview days={days} tracks={tracks} sessionTypes={sessionTypes} />
      <div className="container planner-bar">
        <div role="group" aria-label="Show" className="view-switch">
          <button type="button" aria-pressed="true" data-view="programme">
            Full programme
          </button>
          <button type="button" aria-pressed="false" data-view="agenda">
            My agenda (0)
          </button>
        </div>
        <LayoutSwitch
          current={layout}
          listHref={pageDay === undefined ? "/schedule" : dayPagePath(shown.slug)}
          gridHref={dayGridPath(shown.slug)}
        />
      </div>
      <section className="container section" aria-label="Programme by day">
        <StaticFilterBar
          idPrefix="schedule-filter"
          tracks={tracks}
          sessionTypes={sessionTypes}
          rooms={rooms}
        />
        {navigation(panelPrefix)}
        {pageDay !== undefined ? (
          dayView(shown)
        ) : (
          <>
            {/* Runs before the panels are parsed; schedule.css shows its day until the page's
                script has run (the address's ?day=, before any module could). */}
            <script
              dangerouslySetInnerHTML={{ __html: selectedDayScript(days, settings.timeZone) }}
            />
            <div className="day-panels">
              {days.map((day, index) => (
                <TabPanel
                  key={day.slug}
                  idPrefix={panelPrefix}
                  id={day.slug}
                  className="day-panel"
                  hidden={index !== 0}
                >
                  {dayView(day)}
                </TabPanel>
              ))}
            </div>
          </>
        )}
        {navigation("schedule-day-bottom")}
      </section>
      <ScheduleDownloads />
      <RoomAllocations rooms={rooms} />
      <ScheduleNotes contactEmail={settings.contacts.speakers} />
      <FloorPlans
        floorPlans={schedule.floorPlans}
        floorKey={schedule.floorKey}
        venueName={settings.venue.name}
      />
      <script
        type="application/json"
        {...{ [programmeConfigAttribute]: "" }}
        dangerouslySetInnerHTML={{ __html: jsonLdScript(config) }}
      />
    </>
  );
}
