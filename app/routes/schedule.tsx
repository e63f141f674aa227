import { days, scheduleEvents, sessionTypes, speakerNameIds, tracks } from "#content/programme.ts";
import { floorKey, floorPlans, rooms } from "#content/rooms.ts";
import { settings } from "#content/settings.ts";
import { speakers } from "#content/speakers.ts";
import { DayNavigation } from "#app/features/schedule/day-navigation.tsx";
import { DayView } from "#app/features/schedule/day-view.tsx";
import { FloorPlans } from "#app/features/schedule/floor-plans.tsx";
import { RoomAllocations } from "#app/features/schedule/room-allocations.tsx";
import {
  eventsOfDay,
  toEventViews,
  type ScheduleData,
} from "#app/features/schedule/schedule-data.ts";
import { ScheduleNotes } from "#app/features/schedule/schedule-notes.tsx";
import { ScheduleOverview } from "#app/features/schedule/schedule-overview.tsx";
import { useSelectedDay } from "#app/features/schedule/use-selected-day.ts";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import { TabPanel } from "#app/shared/ui/tabs.tsx";
import type { Route } from "./+types/schedule";

export function loader(): ScheduleData {
  const imageById = new Map(speakers.map((speaker) => [speaker.id, speaker.image]));
  return {
    days,
    tracks: tracks.map((track) => ({ name: track.name, day: track.days[0]! })),
    sessionTypes,
    events: toEventViews(scheduleEvents, speakerNameIds, (id) => imageById.get(id)),
    rooms,
    floorPlans,
    floorKey,
  };
}

export const meta = () =>
  pageMeta({
    title: "Schedule",
    description: `The full programme of ${settings.summitName}, ${settings.dates.label}: keynotes, panels, breakouts and receptions, day by day.`,
    path: "/schedule",
  });

const dayTitleId = "schedule-day-title";
const panelPrefix = "schedule-day";

export default function ScheduleRoute({ loaderData }: Route.ComponentProps) {
  const { days, tracks, sessionTypes, events, rooms, floorPlans, floorKey } = loaderData;
  const { selected, selectDay } = useSelectedDay(days, dayTitleId);
  const day = days[selected]!;
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
      <section className="container section" aria-label="Programme by day">
        {navigation(panelPrefix)}
        <TabPanel idPrefix={panelPrefix} id={day.slug} className="day-panel">
          <DayView day={day} events={eventsOfDay(events, selected)} titleId={dayTitleId} />
        </TabPanel>
        {navigation("schedule-day-bottom")}
      </section>
      <RoomAllocations rooms={rooms} />
      <ScheduleNotes contactEmail={settings.contacts.speakers} />
      <FloorPlans floorPlans={floorPlans} floorKey={floorKey} venueName={settings.venue.name} />
    </>
  );
}
