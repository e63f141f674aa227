// Build time only (the schedule route's loader): the words of the schedule page that depend on
// the event, made here so the page's JavaScript carries none of the formatting.
import type { Day } from "#content/schema/programme.ts";
import type { Settings } from "#content/schema/settings.ts";
import type { ScheduleDay } from "./schedule-data.ts";

const numberWords = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"];

/** "Three days", "One day", "12 session types": a count in words up to nine, then in digits. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${numberWords[count] ?? count} ${count === 1 ? singular : plural}`;
}

/** An IANA name for UTC itself ("UTC", "Etc/GMT", "Zulu"…), which schedule.json and the site call "UTC". */
export const isUtcZoneName = (timeZone: string) =>
  /^(Etc\/)?(UTC|UCT|GMT|GMT0|Universal|Zulu)$/.test(timeZone);

/**
 * The place an IANA zone is named after: "Europe/London" → "London", "America/New_York" → "New
 * York". A fixed offset (what an import of an export with only offsets uses) is named by its
 * offset from UTC: "Etc/GMT-1" is one hour ahead of UTC, "UTC+1" (the IANA name's sign is the
 * POSIX one, the other way round).
 */
export function zonePlace(timeZone: string): string {
  const fixed = /^Etc\/GMT([+-])(\d{1,2})$/.exec(timeZone);
  if (fixed) return `UTC${fixed[1] === "-" ? "+" : "−"}${fixed[2]}`;
  if (isUtcZoneName(timeZone)) return "UTC";
  return timeZone.split("/").at(-1)!.replace(/_/g, " ");
}

const dateIn = (isoDate: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });

/** Each day with its tab label ("Tuesday 28 Oct") and heading ("Tuesday, 28 October 2025"). */
export function scheduleDays(days: readonly Day[]): ScheduleDay[] {
  return days.map((day) => ({
    ...day,
    tabLabel: `${day.name} ${dateIn(day.date, { day: "numeric", month: "short" })}`,
    title: `${day.name}, ${dateIn(day.date, { day: "numeric", month: "long", year: "numeric" })}`,
  }));
}

/**
 * The line under the page title, e.g. "Three days, nine session types. Registration opens daily
 * 08:30-09:00 London time." The programme's own times follow the time zone switch, which names
 * their zone (docs/decisions/042); registration's, said once for every day, stay the event's.
 */
export function scheduleIntro(
  days: readonly Day[],
  sessionTypeCount: number,
  settings: Pick<Settings, "dates" | "timeZone">,
): string {
  const { registration } = settings.dates;
  const shape = [
    countOf(days.length, "day"),
    ...(sessionTypeCount > 0 ? [countOf(sessionTypeCount, "session type").toLowerCase()] : []),
  ].join(", ");
  return `${shape}. Registration opens daily ${registration.start}-${registration.end} ${zonePlace(settings.timeZone)} time.`;
}
