import { home } from "#content/home.ts";
import { settings } from "#content/settings.ts";
import { speakers } from "#content/speakers.ts";
import { FeaturedSpeakers } from "#app/features/home/featured-speakers.tsx";
import { selectFeaturedSpeakers } from "#app/features/home/select-featured-speakers.ts";
import { Hero } from "#app/features/home/hero.tsx";
import { HistorySection } from "#app/features/home/history-section.tsx";
import { QuickLinks } from "#app/features/home/quick-links.tsx";
import { SchedulePreview } from "#app/features/home/schedule-preview.tsx";
import { TrackList } from "#app/features/home/track-list.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import type { Route } from "./+types/home";

// Runs at build time only: the page receives the 16 featured speakers, not the whole collection.
export function loader() {
  return { featuredSpeakers: selectFeaturedSpeakers(home.featuredSpeakerIds, speakers) };
}

export const meta = () =>
  pageMeta({ title: "Overview", description: settings.description, path: "/" });

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
