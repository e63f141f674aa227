import type { Day } from "#content/schema/programme.ts";
import { datesWindow } from "./event-time.ts";

/** The attribute the script sets on <html>; schedule.css shows the matching panel until hydration. */
export const selectedDayAttribute = "data-schedule-day";

/**
 * The text of a tiny inline script, made at build time, that runs while the prerendered schedule
 * is parsed. It picks the day the page will show once hydrated (the address's ?day=, else today
 * on an event day by the summit's clock, else the first day) and marks <html> with its index, so a
 * shared link to a day shows that day from the first paint and hydration changes nothing on screen.
 * Without JavaScript it never runs and every day stays on the page.
 */
export function selectedDayScript(days: readonly Pick<Day, "slug" | "date">[], timeZone: string) {
  const slugs = JSON.stringify(days.map((day) => day.slug));
  const dates = JSON.stringify(days.map((day) => day.date));
  const zone = JSON.stringify(timeZone);
  // Intl's zone data costs a phone 70-200 ms the first time: asked only when today can be a day.
  const { from, to } = datesWindow(days.map((day) => day.date));
  return (
    `(function(){var d=new URLSearchParams(location.search).get("day"),` +
    `i=${slugs}.indexOf(d&&d.toLowerCase()),n=new Date(),t=n.getTime();` +
    `if(d===null)i=t<${from}||t>=${to}?0:${dates}.indexOf(new Intl.DateTimeFormat("en-CA",{timeZone:${zone}}).format(n));` +
    `document.documentElement.setAttribute(${JSON.stringify(selectedDayAttribute)},i<0?0:i)})()`
  );
}
