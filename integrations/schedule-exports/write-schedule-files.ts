// Build-only: publishes the programme as open data: /schedule.json (frab layout), /schedule.ics
// (everything, dinner included), /calendar/<day>.ics and /calendar/sessions/<event id>.ics; and
// the agenda codes' key index (/schedule/agenda-keys.json), which the calendar feed reads
// (hosting/agenda-feed/, docs/decisions/039-agenda-calendar-feed.md).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../../content/checked-content.ts";
import {
  calendarFile,
  scheduleEntry,
  type CalendarContext,
  type CalendarEntry,
} from "../../site/features/schedule/calendar-files.ts";
import {
  agendaKeyIndex,
  agendaKeysPath,
} from "../../site/features/schedule/agenda-link/agenda-code.ts";
import { toEventViews } from "../../site/features/schedule/schedule-data.ts";
import { scheduleFilePaths } from "../../site/features/schedule/schedule-file-paths.ts";
import type { ContentRoot } from "../../content/load/files.ts";
import type { Settings } from "../../content/schema/settings.ts";
import { frabSchedule } from "./frab-schedule.ts";

export function dinnerEntry(where: ContentRoot = {}): CalendarEntry {
  const { settings } = loadContent(where);
  const { dinner } = settings.dates;
  return {
    id: "speakers-sponsors-dinner",
    isoDate: dinner.date,
    start: dinner.start,
    end: dinner.end,
    title: "Speakers' and sponsors' dinner",
    description: `The dinner for speakers and sponsors of ${settings.summitName}, by invitation.`,
    url: `${settings.siteUrl}/schedule`,
  };
}

/** A short id for conference apps: the first word of the short name and the year, e.g. quillmere2025. */
function acronymOf(settings: Settings): string {
  const word = settings.shortName
    .split(/\s+/)[0]!
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return `${word || "event"}${settings.dates.start.slice(0, 4)}`;
}

/**
 * Publishes which agenda key is which session (agendaKeysPath), for every session that has a
 * calendar file: the share link and the calendar feed read a code with it. Throws, naming both,
 * when two sessions' keys collide.
 */
export async function writeAgendaKeys(clientDir: string, sessionIds: readonly string[]) {
  const target = path.join(clientDir, agendaKeysPath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, JSON.stringify(await agendaKeyIndex(sessionIds)));
}

/** Writes the files into `clientDir`; `where` is the content's folder (the build's by default). */
export async function writeScheduleFiles(clientDir: string, where: ContentRoot = {}) {
  const { days, scheduleEvents, settings, speakers } = loadContent(where);
  const imageById = new Map(speakers.map((speaker) => [speaker.id, speaker.image]));
  const events = toEventViews(scheduleEvents, (id) => imageById.get(id));
  const context: CalendarContext = {
    siteUrl: settings.siteUrl,
    summitName: settings.summitName,
    uidDomain: settings.emailDomain,
    days,
    timeZone: settings.timeZone,
  };
  const entries = events.map((event) => scheduleEntry(event, context));
  const files = new Map<string, string>([
    [scheduleFilePaths.programmeIcs, calendarFile([dinnerEntry(where), ...entries], context)],
    [
      scheduleFilePaths.json,
      JSON.stringify(
        frabSchedule(events, {
          siteUrl: settings.siteUrl,
          summitName: settings.summitName,
          acronym: acronymOf(settings),
          days,
          timeZone: settings.timeZone,
          timeZoneInferred: settings.timeZoneInferred,
          version: new Date().toISOString().slice(0, 10),
        }),
        null,
        2,
      ),
    ],
  ]);
  for (const day of days) {
    files.set(
      scheduleFilePaths.dayIcs(day.slug),
      calendarFile(
        entries.filter((_, i) => events[i]!.day === day.id),
        context,
      ),
    );
  }
  entries.forEach((entry) =>
    files.set(scheduleFilePaths.sessionIcs(entry.id), calendarFile([entry], context)),
  );
  for (const [sitePath, content] of files) {
    const target = path.join(clientDir, sitePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  await writeAgendaKeys(
    clientDir,
    entries.map((entry) => entry.id),
  );
  console.log(
    `Schedule data: ${files.size + 1} files (schedule.json, schedule.ics, ${days.length} days, ${entries.length} sessions, the agenda keys).`,
  );
}
