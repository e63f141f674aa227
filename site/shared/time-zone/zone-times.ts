// The words of a marked time (docs/decisions/042-your-time-or-the-events.md), the same at build
// time (the event's clock, in the HTML) and in the browser (the visitor's zone, zone-switch.ts).
// A marked time carries its instant as the event's wall clock with its offset,
// "2025-10-28T17:00:00+00:00" (event-time.ts `localIsoString`): the event's own clock is read from
// the string itself, without Intl; only another zone's needs Intl.

/** What a clock shows: "2025-10-29", "02:00". */
export interface ZoneClock {
  date: string;
  time: string;
}

/** The event's clock at a marked instant: the wall clock the string is written in. */
export const eventClockOf = (datetime: string): ZoneClock => ({
  date: datetime.slice(0, 10),
  time: datetime.slice(11, 16),
});

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A zone's clock at a marked instant (a page has hundreds of times: one formatter a zone). */
export function zoneClockOf(datetime: string, timeZone: string): ZoneClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(datetime));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

const dateWords = (isoDate: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });

/** "Wed 29 Oct": the date after a converted time that falls on another date than its day. */
export const shortDate = (isoDate: string) =>
  dateWords(isoDate, { weekday: "short", day: "numeric", month: "short" });

/** "Wednesday, 29 October 2025": a converted session's day, where the page names the day. */
export const longDate = (isoDate: string) =>
  dateWords(isoDate, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

/** The event's words for a time past midnight of its day, as the programme always said it. */
export const nextDayWords = " next day";

export interface ShownTime {
  datetime: string;
  /** "17:00" */
  time: string;
  /** What follows the time: "", " next day" (the event's clock), " Wed 29 Oct" (another zone's). */
  after: string;
}

export interface ShownTimes {
  /** The day the times are on, where the page names it: the built words, or a converted date. */
  day?: string;
  times: ShownTime[];
}

export interface TimesMarkup {
  /** A start, or a start and an end (ISO instants in the event's wall clock). */
  datetimes: readonly string[];
  /** The programme day's date: a time on another date says so. */
  day: string;
  /** The page's words for that day ("Tuesday, 28 October 2025"), when it names the day. */
  dayWords?: string;
}

/**
 * The words of a time or a range in a zone (null: the event's). At the event, a time past
 * midnight says " next day" after the range's end, as the programme has always said it. In
 * another zone, a time on another date than its day has that date after it ("02:00–03:00 Wed 29
 * Oct"; "23:30–00:30 Wed 29 Oct"); a start on a date of its own too. Where the page names the
 * day, a converted range names its own start's date instead, and the rest follows from it.
 */
export function shownTimes({ datetimes, day, dayWords }: TimesMarkup, zone: string | null) {
  const clocks = datetimes.map((datetime) =>
    zone === null ? eventClockOf(datetime) : zoneClockOf(datetime, zone),
  );
  const first = clocks[0];
  const last = clocks.at(-1);
  const converted = zone !== null && dayWords !== undefined && first !== undefined;
  const reference = converted ? first.date : day;
  const shown: ShownTimes = {
    ...(dayWords === undefined ? {} : { day: converted ? longDate(first.date) : dayWords }),
    times: clocks.map((clock, index) => {
      const isLast = index === clocks.length - 1;
      let after = "";
      if (zone === null) {
        if (isLast && clock.date !== reference) after = nextDayWords;
      } else if (clock.date !== reference && (isLast || clock.date !== last?.date)) {
        after = ` ${shortDate(clock.date)}`;
      }
      return { datetime: datetimes[index]!, time: clock.time, after };
    }),
  };
  return shown;
}

/** The offset a marked instant is written with, in minutes east of UTC: "+01:00" is 60. */
export function writtenOffsetMinutes(datetime: string): number {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(datetime);
  if (!offset) return 0; // "Z"
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return offset[1] === "-" ? -minutes : minutes;
}

/**
 * Whether the device's own clock shows the same as the event's at every one of these instants:
 * read from `Date`'s offsets: Intl's first formatter costs a phone tens of milliseconds as the page
 * starts, and a visitor in the event's zone or on its clock never needs one (docs/decisions/042).
 * No instant is no proof: a programme page opened with a search that matches nothing has taken
 * every card out as the switch starts, and the switch must still be offered.
 */
export const deviceShowsSameClocks = (datetimes: readonly string[]) =>
  datetimes.length > 0 &&
  datetimes.every(
    (datetime) => -new Date(datetime).getTimezoneOffset() === writtenOffsetMinutes(datetime),
  );
