// Build-only: publishes the programme as open data: /schedule.json (frab layout), /schedule.ics
// (everything, dinner included), /calendar/<day>.ics and /calendar/sessions/<event id>.ics; and
// /schedule/agenda-keys.json, which session each agenda link's key stands for (docs/decisions/038).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../../content/checked-content.ts";
import {
  calendarFiles,
  scheduleEntry,
  calendarContextOf,
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
 * The agenda links' index (agenda-code.ts): a plain JSON object, key → session id, of every session
 * in the programme. Rejects, naming both sessions, when two of them have the same key: a link
 * could not tell them apart, so the build stops.
 */
export async function agendaKeysFile(sessionIds: Iterable<string>): Promise<string> {
  return JSON.stringify(await agendaKeyIndex(sessionIds));
}

/** Writes the files into `clientDir`; `where` is the content's folder (the build's by default). */
export async function writeScheduleFiles(clientDir: string, where: ContentRoot = {}) {
  const { days, scheduleEvents, settings, speakers } = loadContent(where);
  const imageById = new Map(speakers.map((speaker) => [speaker.id, speaker.image]));
  const events = toEventViews(scheduleEvents, (id) => imageById.get(id));
  const context = calendarContextOf(settings, days);
  const entries = events.map((event) => scheduleEntry(event, context));
  const daysEntries = days.map((day) => entries.filter((_, i) => events[i]!.day === day.id));
  // Every session is in three calendars (the programme's, its day's, its own): written once.
  const [programme, ...rest] = calendarFiles(
    [[dinnerEntry(where), ...entries], ...daysEntries, ...entries.map((entry) => [entry])],
    context,
  );
  const files = new Map<string, string>([
    [scheduleFilePaths.programmeIcs, programme!],
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
  files.set(agendaKeysPath, await agendaKeysFile(events.map((event) => event.id)));
  const dayCalendars = rest.slice(0, days.length);
  const sessionCalendars = rest.slice(days.length);
  days.forEach((day, i) => files.set(scheduleFilePaths.dayIcs(day.slug), dayCalendars[i]!));
  entries.forEach((entry, i) =>
    files.set(scheduleFilePaths.sessionIcs(entry.id), sessionCalendars[i]!),
  );
  for (const [sitePath, content] of files) {
    const target = path.join(clientDir, sitePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  console.log(
    `Schedule data: ${files.size} files (schedule.json, schedule.ics, the agenda keys, ${days.length} days, ${entries.length} sessions).`,
  );
}
