import { home } from "#content/home.yml";
import { loadContent } from "#content/checked-content.ts";
import { settings } from "#content/settings.yml";
import { FeaturedSpeakers } from "#app/features/home/featured-speakers.tsx";
import { selectFeaturedSpeakers } from "#app/features/home/select-featured-speakers.ts";
import { lastEnd, summitEvent } from "#app/features/schedule/structured-data.ts";
import { eventsOfDay } from "#app/features/schedule/schedule-data.ts";
import { Hero } from "#app/features/home/hero.tsx";
import { HistorySection } from "#app/features/home/history-section.tsx";
import { QuickLinks } from "#app/features/home/quick-links.tsx";
import { SchedulePreview } from "#app/features/home/schedule-preview.tsx";
import { TrackList } from "#app/features/home/track-list.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";
import type { Route } from "./+types/home";

// Runs at build time only: the page receives the 16 featured speakers, not the whole collection.
export function loader() {
  const { days, scheduleEvents, speakers } = loadContent();
  // The summit's days (and the dinner) as sub-events; the schedule page lists every session.
  const dayEvents = days.flatMap((day) => {
    const ofDay = scheduleEvents.filter((event) => event.day === day.id);
    if (ofDay.length === 0) return [];
    const track = home.tracks.find((candidate) => candidate.day === day.id);
    return {
      name: `${day.name}: ${track?.name ?? settings.summitName}`,
      isoDate: day.date,
      // The day opens with its first session of the day, not with a night session after 24:00.
      start: eventsOfDay(ofDay, day.id)[0]!.start,
      ...lastEnd(day.date, ofDay),
      url: `${settings.siteUrl}/schedule?day=${day.slug}`,
    };
  });
  const { dinner } = settings.dates;
  const dinnerEvent = {
    name: "Speakers' and sponsors' dinner",
    isoDate: dinner.date,
    start: dinner.start,
    end: dinner.end,
    url: `${settings.siteUrl}/schedule`,
  };
  return {
    featuredSpeakers: selectFeaturedSpeakers(home.featuredSpeakerIds, speakers),
    structuredData: summitEvent(settings, days, [dinnerEvent, ...dayEvents]),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title: routeManifest.home.title,
    description: settings.description,
    path: routeManifest.home.path,
  }),
  { "script:ld+json": loaderData.structuredData },
];

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <HistorySection />
      <TrackList />
      <FeaturedSpeakers speakers={loaderData.featuredSpeakers} />
      <SchedulePreview />
      <QuickLinks />
    </>
  );
}
