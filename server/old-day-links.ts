// An old link to a day of the schedule (/schedule?day=thursday, from before each day had its own
// page) goes to the day's page with a 301, where the host can: our server (static-site.ts) and
// nginx (scripts/deploy/nginx-conf.ts writes the same rule). Elsewhere the schedule's script does
// it (use-selected-day.ts).
import { existsSync } from "node:fs";
import path from "node:path";

/** A day's slug as the content allows it; nothing else may reach a file test. */
export const daySlugPattern = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** The day's page an old link asks for, when the build has it; undefined for any other address. */
export function oldDayLinkTarget(url: URL, root: string): string | undefined {
  if (url.pathname.replace(/\/+$/, "") !== "/schedule") return undefined;
  const day = url.searchParams.get("day") ?? "";
  if (!new RegExp(`^${daySlugPattern}$`).test(day)) return undefined;
  const page = `/schedule/${day}`;
  return existsSync(path.join(root, page, "index.html")) ? page : undefined;
}
