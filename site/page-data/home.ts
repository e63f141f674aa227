// Build time: what the home page (site/pages/index.astro) is given beside its components.
import { home } from "#content/home.yml";
import { settings } from "#content/settings.yml";
import type { Content } from "#content/content-types.ts";
import { eventsOfDay } from "#site/features/schedule/schedule-data.ts";
import { lastEnd, summitEvent } from "#site/features/schedule/structured-data.ts";

/**
 * The home page's structured data: the summit, with its days (and the dinner) as sub-events; the
 * schedule page lists every session.
 */
export function homeStructuredData({
  days,
  scheduleEvents,
}: Pick<Content, "days" | "scheduleEvents">) {
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
  return summitEvent(settings, days, [dinnerEvent, ...dayEvents]);
}
