// An old link to a day of the schedule (/schedule?day=thursday) on a programme too large for
// /schedule to carry every day: our server (static-site.ts) answers it with a 301 to the day's
// own page. Where /schedule carries the day (our summit), the address is the page's own way of
// keeping the chosen tab, and it is served as it is. nginx cannot look inside the page, so there
// the schedule's script goes on to the day (use-selected-day.ts), as on every other host.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** A day's slug as the content allows it; nothing else may reach a file test. */
const daySlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The day's page an old link asks for, when /schedule does not show that day itself. */
export function oldDayLinkTarget(url: URL, root: string): string | undefined {
  if (url.pathname.replace(/\/+$/, "") !== "/schedule") return undefined;
  const day = url.searchParams.get("day") ?? "";
  if (!daySlug.test(day)) return undefined;
  const page = `/schedule/${day}`;
  if (!existsSync(path.join(root, page, "index.html"))) return undefined;
  // The day's panel heading (site/islands/schedule.tsx dayTitleId): /schedule holds that day.
  const landing = path.join(root, "schedule", "index.html");
  const holdsDay =
    existsSync(landing) && readFileSync(landing, "utf8").includes(`id="schedule-day-title-${day}"`);
  return holdsDay ? undefined : page;
}
