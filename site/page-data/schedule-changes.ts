// Build time: what /schedule/changes is given (site/pages/schedule/changes.astro), from the
// programme's history (docs/decisions/040-programme-history.md).
import { settings } from "#content/settings.yml";
import { releaseViews } from "#site/features/schedule/changes/release-views.ts";
import { zonePlace } from "#site/features/schedule/schedule-text.ts";
import { listOf, singleOf } from "./content.ts";

export async function scheduleChangesPageData() {
  const programmeHistory = await singleOf("programmeHistory");
  const scheduleEvents = await listOf("scheduleEvents");
  const sessions = new Set(scheduleEvents.map((event) => event.id));
  return {
    releases: releaseViews(programmeHistory, {
      hasPage: (id) => sessions.has(id),
      timeZone: settings.timeZone,
    }),
    zonePlace: zonePlace(settings.timeZone),
    description: `Every change to the programme of ${settings.summitName} since it was first published: sessions added, cancelled, moved, retitled or with other speakers, newest first.`,
  };
}
