import { lazy, memo, Suspense, useState } from "react";
import { settings } from "#content/settings.yml";
import { DayNavigation } from "#app/features/schedule/day-navigation.tsx";
import { DayView, type ScheduleLayout } from "#app/features/schedule/day-view.tsx";
import { filtersQuery, isFiltering, matchesFilters } from "#app/features/schedule/filters.ts";
import { LayoutSwitch } from "#app/features/schedule/layout-switch.tsx";
import type {
  PlanningEngineProps,
  PlanningState,
} from "#app/features/schedule/planning-engine.tsx";
import {
  dayGridPath,
  dayPagePath,
  eventsOfDay,
  type ScheduleData,
} from "#app/features/schedule/schedule-data.ts";
import { useScheduleFilters } from "#app/features/schedule/use-schedule-filters.ts";
import { useScheduleView } from "#app/features/schedule/use-schedule-view.ts";
import { useSelectedDay } from "#app/features/schedule/use-selected-day.ts";
// The overview's and the filter bar's controls sit above the day titles and are there the moment
// the page shows: they hydrate with the island, not after it. A lazy part hydrates when its code
// arrives, and until then React drops a click on it (the visitor's "AI Entrepreneurship" card did
// nothing for as long as its chunk took).
import { ScheduleFilterBar } from "#app/features/schedule/schedule-filter-bar.tsx";
import { ScheduleOverview } from "#app/features/schedule/schedule-overview.tsx";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import { TabPanel } from "#app/shared/ui/tabs.tsx";

// The schedule page's island (docs/decisions/020-islands.md): day tabs, filters, search, stars,
// clashes, the agenda and now-and-next are React. routes/schedule.tsx prerenders it.

export interface ScheduleIslandProps extends ScheduleData {
  /** The paragraph under the title. */
  intro: string;
  /**
   * The inline script that shows the address's day before hydration (selected-day-script.ts);
   * a day's own page has one day and needs none.
   */
  selectedDayScript?: string;
  /**
   * The index of the day on a day's own page (/schedule/<day>): `events` are that day's only,
   * and the other days are links to their pages.
   */
  pageDay?: number;
  /** A day's page shows its sessions as a list of cards, or as a room × time grid. */
  layout?: ScheduleLayout;
}

// Off the critical path: these are either static content already in the prerendered HTML (it is
// kept until their code arrives) or only needed after an interaction. Each hydrates on arrival.
const FloorPlans = lazy(() =>
  import("#app/features/schedule/floor-plans.tsx").then((m) => ({ default: m.FloorPlans })),
);
const MyAgenda = lazy(() =>
  import("#app/features/schedule/my-agenda.tsx").then((m) => ({ default: m.MyAgenda })),
);
const RoomAllocations = lazy(() =>
  import("#app/features/schedule/room-allocations.tsx").then((m) => ({
    default: m.RoomAllocations,
  })),
);
// Stars, clashes and now-and-next exist only in the browser, after hydration.
const PlanningEngine = lazy(() => import("#app/features/schedule/planning-engine.tsx"));
/**
 * Memoised around its Suspense boundary, like ScheduleReference below: until the engine's code
 * arrives the boundary is dehydrated, and a re-render of the page (a day chosen, a filter set, all
 * in transitions) would make React hold that transition until the code came.
 */
const Planning = memo(function Planning(props: PlanningEngineProps) {
  return (
    <Suspense fallback={null}>
      <PlanningEngine {...props} />
    </Suspense>
  );
});
const ScheduleDownloads = lazy(() =>
  import("#app/features/schedule/schedule-downloads.tsx").then((m) => ({
    default: m.ScheduleDownloads,
  })),
);
const ScheduleNotes = lazy(() =>
  import("#app/features/schedule/schedule-notes.tsx").then((m) => ({ default: m.ScheduleNotes })),
);

/**
 * The reference sections under the programme. Memoised so that no state change of the page
 * reaches them: while their code is still loading they are dehydrated HTML, and an update would
 * make React swap that HTML for the empty fallback until the code arrives (the page shrank by
 * 2,800 px for a moment). The loader's data never changes.
 */
const ScheduleReference = memo(function ScheduleReference({ data }: { data: ScheduleData }) {
  return (
    <Suspense fallback={null}>
      <ScheduleDownloads />
      <RoomAllocations rooms={data.rooms} />
      <ScheduleNotes contactEmail={settings.contacts.speakers} />
      <FloorPlans
        floorPlans={data.floorPlans}
        floorKey={data.floorKey}
        venueName={settings.venue.name}
      />
    </Suspense>
  );
});

const agendaLoading = <p className="container section">Loading your agenda...</p>;
const dayTitleId = (daySlug: string) => `schedule-day-title-${daySlug}`;
const panelPrefix = "schedule-day";

export default function ScheduleIsland(props: ScheduleIslandProps) {
  const { days, tracks, sessionTypes, events, rooms, pageDay, layout = "list" } = props;
  const [planning, setPlanning] = useState<PlanningState | null>(null);
  const today = planning?.today ?? null;
  const pagePath = layout === "grid" ? dayGridPath : dayPagePath;
  const { selected, selectDay, hydrated } = useSelectedDay(
    days,
    dayTitleId,
    today,
    pageDay,
    pagePath,
  );
  const { filters, setFilters, resetFilters } = useScheduleFilters(hydrated);
  // Links to another page of the programme keep the visitor's search and filters.
  const query = filtersQuery(filters);
  const { view, setView } = useScheduleView(hydrated);

  const roomOrder = rooms.map((room) => room.name);
  const filtering = isFiltering(filters);
  const visible = filtering ? events.filter((event) => matchesFilters(event, filters)) : events;
  const matchesPerDay = days.map((day) => visible.filter((event) => event.day === day.id).length);
  const liveTarget = planning?.liveTarget;

  const jumpToNow = () => {
    if (today === null || !liveTarget) return;
    selectDay(today, { scroll: false });
    setTimeout(() => {
      const card = document.getElementById(liveTarget);
      card?.scrollIntoView({ block: "start" });
      card?.focus();
    }, 100);
  };

  const navigation = (idPrefix: string) => (
    <DayNavigation
      days={days}
      selected={selected}
      onSelect={selectDay}
      idPrefix={idPrefix}
      panelIdPrefix={panelPrefix}
      linkTo={pageDay === undefined ? undefined : (slug) => `${pagePath(slug)}${query}`}
    />
  );
  // A day's page knows its own sessions only: the filter bar counts and offers that day.
  const filterDays = pageDay === undefined ? days : [days[pageDay]!];
  const filterCounts = pageDay === undefined ? matchesPerDay : [matchesPerDay[pageDay]!];

  return (
    <>
      <PageHeader title="Schedule" eyebrow={`${settings.dates.label} · ${settings.venue.name}`}>
        <p>{props.intro}</p>
      </PageHeader>
      <ScheduleOverview
        days={days}
        tracks={tracks}
        sessionTypes={sessionTypes}
        onSelectDay={selectDay}
      />
      <div className="container planner-bar">
        <div role="group" aria-label="Show" className="view-switch">
          <button
            type="button"
            aria-pressed={view === "programme"}
            onClick={() => setView("programme")}
          >
            Full programme
          </button>
          <button type="button" aria-pressed={view === "agenda"} onClick={() => setView("agenda")}>
            My agenda ({planning?.starredEvents.length ?? 0})
          </button>
        </div>
        {view === "programme" ? (
          <LayoutSwitch
            current={layout}
            listHref={`${pageDay === undefined ? "/schedule" : dayPagePath(days[selected]!.slug)}${query}`}
            gridHref={`${dayGridPath(days[selected]!.slug)}${query}`}
          />
        ) : null}
        {liveTarget && view === "programme" ? (
          <button type="button" className="button button--primary" onClick={jumpToNow}>
            Jump to now
          </button>
        ) : null}
      </div>
      <Planning events={events} days={days} onChange={setPlanning} />
      {view === "agenda" ? (
        <Suspense fallback={agendaLoading}>
          {planning ? (
            <MyAgenda
              days={days}
              events={planning.starredEvents}
              planningFor={planning.planningFor}
              persistent={planning.persistent}
              clashCount={planning.clashCount}
            />
          ) : (
            agendaLoading
          )}
        </Suspense>
      ) : (
        <section className="container section" aria-label="Programme by day">
          <ScheduleFilterBar
            filters={filters}
            onChange={setFilters}
            onReset={resetFilters}
            ready={hydrated}
            tracks={tracks}
            sessionTypes={sessionTypes}
            rooms={rooms}
            days={filterDays}
            matchesPerDay={filterCounts}
            filtering={filtering}
            onSelectDay={(index) => selectDay(pageDay ?? index)}
          />
          {navigation(panelPrefix)}
          {pageDay !== undefined ? (
            <DayView
              day={days[pageDay]!}
              events={eventsOfDay(visible, pageDay)}
              titleId={dayTitleId(days[pageDay]!.slug)}
              planningFor={planning?.planningFor}
              filteredOut={filtering}
              layout={layout}
              roomOrder={roomOrder}
            />
          ) : (
            <>
              {/* Runs before the panels are parsed; schedule.css shows its day until hydration. */}
              <script dangerouslySetInnerHTML={{ __html: props.selectedDayScript ?? "" }} />
              <div className="day-panels">
                {days.map((day, index) => (
                  <TabPanel
                    key={day.slug}
                    idPrefix={panelPrefix}
                    id={day.slug}
                    className="day-panel"
                    hidden={index !== selected}
                  >
                    <DayView
                      day={day}
                      events={eventsOfDay(visible, index)}
                      titleId={dayTitleId(day.slug)}
                      planningFor={planning?.planningFor}
                      filteredOut={filtering}
                    />
                  </TabPanel>
                ))}
              </div>
            </>
          )}
          {navigation("schedule-day-bottom")}
        </section>
      )}
      <ScheduleReference data={props} />
    </>
  );
}
