import { loadContent } from "#content/load/content.ts";
import { settings } from "#content/settings.yml";
import { toEventViews, type ScheduleData } from "#app/features/schedule/schedule-data.ts";
import { selectedDayScript } from "#app/features/schedule/selected-day-script.ts";
import { scheduleDays, scheduleIntro } from "#app/features/schedule/schedule-text.ts";
import { sessionSubEvents, summitEvent } from "#app/features/schedule/structured-data.ts";
import ScheduleIsland, { type ScheduleIslandProps } from "#app/islands/schedule.tsx";
import { Island } from "#app/shared/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import type { Route } from "./+types/schedule";

export function loader() {
  const content = loadContent();
  const { days, scheduleEvents, sessionTypes, tracks, speakers } = content;
  const { rooms, floorPlans, floorKey } = content;
  const imageById = new Map(speakers.map((speaker) => [speaker.id, speaker.image]));
  const events = toEventViews(scheduleEvents, (id) => imageById.get(id));
  const schedule: ScheduleData = {
    days: scheduleDays(days),
    tracks: tracks.map((track) => ({ name: track.name, day: track.days[0]! })),
    sessionTypes,
    events,
    rooms,
    floorPlans,
    floorKey,
  };
  const island: ScheduleIslandProps = {
    ...schedule,
    selectedDayScript: selectedDayScript(days, settings.timeZone),
    intro: scheduleIntro(days, sessionTypes.length, settings),
  };
  return {
    island,
    structuredData: summitEvent(settings, days, sessionSubEvents(events, days, settings.siteUrl)),
    description: `The full programme of ${settings.summitName}, ${settings.dates.label}: keynotes, panels, breakouts and receptions, day by day.`,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title: "Schedule",
    description: loaderData.description,
    path: "/schedule",
  }),
  { "script:ld+json": loaderData.structuredData },
];

export default function ScheduleRoute({ loaderData }: Route.ComponentProps) {
  return <Island name="schedule" component={ScheduleIsland} props={loaderData.island} />;
}
