import { lazy, Suspense, useMemo } from "react";
import { days, scheduleEvents, sessionTypes, speakerNameIds, tracks } from "#content/programme.ts";
import { floorKey, floorPlans, rooms } from "#content/rooms.ts";
import { settings } from "#content/settings.ts";
import { speakers } from "#content/speakers.ts";
import { DayNavigation } from "#app/features/schedule/day-navigation.tsx";
import { DayView } from "#app/features/schedule/day-view.tsx";
import type { EventPlanning } from "#app/features/schedule/event-card.tsx";
import {
  findClashes,
  isFiltering,
  matchesFilters,
  nowAndNext,
} from "#app/features/schedule/planning.ts";
import {
  eventsOfDay,
  toEventViews,
  type ScheduleData,
} from "#app/features/schedule/schedule-data.ts";
import { scheduleFilePaths } from "#app/features/schedule/schedule-file-paths.ts";
import { ScheduleOverview } from "#app/features/schedule/schedule-overview.tsx";
import { sessionSubEvents, summitEvent } from "#app/features/schedule/structured-data.ts";
import { useAgenda } from "#app/features/schedule/use-agenda.ts";
import { useLondonNow } from "#app/features/schedule/use-london-now.ts";
import { useScheduleFilters } from "#app/features/schedule/use-schedule-filters.ts";
import { useScheduleView } from "#app/features/schedule/use-schedule-view.ts";
import { useSelectedDay } from "#app/features/schedule/use-selected-day.ts";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import { TabPanel } from "#app/shared/ui/tabs.tsx";
import type { Route } from "./+types/schedule";

export function loader() {
  const imageById = new Map(speakers.map((speaker) => [speaker.id, speaker.image]));
  const events = toEventViews(scheduleEvents, speakerNameIds, (id) => imageById.get(id));
  const schedule: ScheduleData = {
    days,
    tracks: tracks.map((track) => ({ name: track.name, day: track.days[0]! })),
    sessionTypes,
    events,
    rooms,
    floorPlans,
    floorKey,
  };
  return {
    ...schedule,
    structuredData: summitEvent(settings, days, sessionSubEvents(events, days, settings.siteUrl)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title: "Schedule",
    description: `The full programme of ${settings.summitName}, ${settings.dates.label}: keynotes, panels, breakouts and receptions, day by day.`,
    path: "/schedule",
  }),
  { "script:ld+json": loaderData.structuredData },
];

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
const ScheduleFilterBar = lazy(() =>
  import("#app/features/schedule/schedule-filter-bar.tsx").then((m) => ({
    default: m.ScheduleFilterBar,
  })),
);
const ScheduleNotes = lazy(() =>
  import("#app/features/schedule/schedule-notes.tsx").then((m) => ({ default: m.ScheduleNotes })),
);

const dayTitleId = (daySlug: string) => `schedule-day-title-${daySlug}`;
const panelPrefix = "schedule-day";

export default function ScheduleRoute({ loaderData }: Route.ComponentProps) {
  const { days, tracks, sessionTypes, events, rooms, floorPlans, floorKey } = loaderData;
  const clock = useLondonNow();
  const todayIndex = clock ? days.findIndex((day) => day.date === clock.isoDate) : -1;
  const today = todayIndex === -1 ? null : todayIndex;
  const { selected, selectDay } = useSelectedDay(days, dayTitleId, today);
  const { filters, setFilters, resetFilters } = useScheduleFilters();
  const { view, setView } = useScheduleView();
  const eventIds = useMemo(() => events.map((event) => event.id), [events]);
  const agenda = useAgenda(eventIds);

  const filtering = isFiltering(filters);
  const visible = filtering ? events.filter((event) => matchesFilters(event, filters)) : events;
  const matchesPerDay = days.map((day) => visible.filter((event) => event.day === day.id).length);
  const starredEvents = events.filter((event) => agenda.starred.has(event.id));
  const clashes = findClashes(starredEvents);
  const live = clock && today !== null ? nowAndNext(eventsOfDay(events, today), clock.time) : null;
  const liveTarget = live ? ([...live.now][0] ?? [...live.next][0]) : undefined;

  const planningFor = (event: (typeof events)[number]): EventPlanning => ({
    starred: agenda.starred.has(event.id),
    onToggleStar: () => agenda.toggle(event.id),
    clashesWith: (clashes.get(event.id) ?? []).map((other) => other.title),
    status: live?.now.has(event.id) ? "now" : live?.next.has(event.id) ? "next" : undefined,
  });
  const jumpToNow = () => {
    if (today === null || !liveTarget) return;
    selectDay(today, { scroll: false });
    window.setTimeout(() => {
      const card = document.getElementById(liveTarget);
      card?.scrollIntoView({ block: "start" });
      card?.focus();
    }, 100);
  };

  const { registration } = settings.dates;
  const navigation = (idPrefix: string) => (
    <DayNavigation
      days={days}
      selected={selected}
      onSelect={selectDay}
      idPrefix={idPrefix}
      panelIdPrefix={panelPrefix}
    />
  );

  return (
    <>
      <PageHeader title="Schedule" eyebrow={`${settings.dates.label} · ${settings.venue.name}`}>
        <p>
          Three days, nine session types. Registration opens daily {registration.start}-
          {registration.end}. All times are London time.
        </p>
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
            My agenda ({agenda.starred.size})
          </button>
        </div>
        {liveTarget && view === "programme" ? (
          <button type="button" className="button button--primary" onClick={jumpToNow}>
            Jump to now
          </button>
        ) : null}
      </div>
      {view === "agenda" ? (
        <Suspense fallback={<p className="container section">Loading your agenda...</p>}>
          <MyAgenda
            days={days}
            events={starredEvents}
            planningFor={planningFor}
            persistent={agenda.persistent}
            clashCount={clashes.size}
          />
        </Suspense>
      ) : (
        <section className="container section" aria-label="Programme by day">
          <Suspense fallback={null}>
            <ScheduleFilterBar
              filters={filters}
              onChange={setFilters}
              onReset={resetFilters}
              tracks={tracks}
              sessionTypes={sessionTypes}
              rooms={rooms}
              days={days}
              matchesPerDay={matchesPerDay}
              filtering={filtering}
              onSelectDay={selectDay}
            />
          </Suspense>
          {navigation(panelPrefix)}
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
                planningFor={clock ? planningFor : undefined}
                filteredOut={filtering}
              />
            </TabPanel>
          ))}
          {navigation("schedule-day-bottom")}
        </section>
      )}
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
        </ul>
      </section>
      <Suspense fallback={null}>
        <RoomAllocations rooms={rooms} />
        <ScheduleNotes contactEmail={settings.contacts.speakers} />
        <FloorPlans floorPlans={floorPlans} floorKey={floorKey} venueName={settings.venue.name} />
      </Suspense>
    </>
  );
}
