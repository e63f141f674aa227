// Times of day at the event, without zod: the schema validates them, and the browser's schedule
// code (the grid) counts with them too.

/**
 * Minutes from the midnight that starts a conference day: a time on the next calendar day (a
 * night session, or an end past midnight) counts from 24:00, so that it sorts after the evening.
 */
export function minutesOfDay(time: string, nextDay?: boolean): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + (nextDay ? 24 * 60 : 0);
}
