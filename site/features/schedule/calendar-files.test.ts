import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import { calendarFile, calendarFiles, scheduleEntry, calendarContextOf } from "./calendar-files.ts";
import { toEventViews } from "./schedule-data.ts";

const { days, scheduleEvents, settings } = loadContent();
const context = calendarContextOf(settings, days);
const entries = toEventViews(scheduleEvents, () => undefined).map((event) =>
  scheduleEntry(event, context),
);
/** A calendar without its write times (DTSTAMP), which differ from one call to the next. */
const withoutStamps = (calendar: string) => calendar.replace(/^DTSTAMP:.*\r\n/gm, "");

describe("calendarFiles", () => {
  it("writes each group's calendar as calendarFile writes it alone, in the group's order", () => {
    const groups = [
      entries,
      entries.filter((entry) => entry.isoDate === days[1]!.date),
      [entries[3]!],
      [entries[5]!, entries[2]!],
      [],
    ];
    const together = calendarFiles(groups, context);
    expect(together.map(withoutStamps)).toEqual(
      groups.map((group) => withoutStamps(calendarFile(group, context))),
    );
  });

  it("writes empty calendars when no group holds an entry", () => {
    expect(calendarFiles([[], []], context).map(withoutStamps)).toEqual(
      [[], []].map((group) => withoutStamps(calendarFile(group, context))),
    );
  });
});
