// The agenda calendar feed, /agenda.ics?s=<agenda code> (issue 32): one standard
// Request → Response function that any host with a JavaScript runtime runs unchanged: the
// Cloudflare Worker (hosting/cloudflare/worker.ts), Netlify's edge function
// (netlify/edge-functions/agenda-feed.ts) and our Node server (server/static-site.ts). It reads
// only what the build publishes beside the pages, through `assets`: the agenda keys
// (agendaKeysPath) and each session's calendar file (/calendar/sessions/<id>.ics), whose UID
// (`<id>@<domain>`) never changes between builds, so a calendar that polls the feed moves a
// session whose time or room changed, shows a cancelled one as cancelled (STATUS:CANCELLED, from
// the session's file) and never adds one twice. A code that is no code, or names no session the
// programme has, gets a valid empty calendar whose name says so; only a failure to read what the
// build published (not a bad request) is an error, 503, which a subscribed calendar rides out
// with the events it has. docs/decisions/039-agenda-calendar-feed.md.
import {
  agendaKeysOf,
  agendaKeysPath,
  sessionsOfCode,
  type AgendaKeyIndex,
} from "../../site/features/schedule/agenda-link/agenda-code.ts";
import { mergeCalendars } from "../../site/features/schedule/agenda-calendar.ts";
import { scheduleFilePaths } from "../../site/features/schedule/schedule-file-paths.ts";
import {
  allowHeader,
  allowedMethods,
  baseSecurityHeaders,
  nonDocumentPolicy,
} from "../security-headers.ts";

/** Where the feed is answered. */
export const agendaFeedPath = "/agenda.ics";
/** The query parameter that carries the agenda code. */
export const agendaCodeParameter = "s";

/**
 * A file the build published, by its site path ("/calendar/sessions/x.ics"), as the host serves
 * it: 404 for a file that is not there. The Worker passes its static assets (env.ASSETS), Netlify
 * the site itself, our server the build folder.
 */
export type AssetFetcher = (sitePath: string) => Promise<Response>;

/** A few minutes: a calendar that polls sees a change soon, and a burst of polls costs little. */
export const feedCacheControl = "public, max-age=300";

/**
 * Agendas of up to this many sessions are made from each session's own file; a larger one from
 * the whole programme's file, in one request. Workers Free allows 50 subrequests per request
 * (docs/deploy.md, "Cloudflare"), and the feed needs one more for the agenda keys.
 */
export const sessionFileLimit = 40;

/** Files fetched at once: the Workers runtime opens at most six connections per request. */
const parallelFetches = 6;

/** What the feed is called in a calendar app. */
export const feedNames = {
  agenda: (summit: string) => `${summit}: agenda`,
  notRecognised: (summit: string | undefined) =>
    summit ? `${summit}: agenda link not recognised` : "Agenda link not recognised",
};

/** Headers of every answer of the feed: the site's security headers, the non-document policy. */
function feedHeaders(extra: Record<string, string>): Headers {
  return new Headers({
    ...baseSecurityHeaders,
    "Content-Security-Policy": nonDocumentPolicy,
    ...extra,
  });
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and newline escaped. */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, "\\n");
}

/** The unescaped value of RFC 5545 TEXT. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) =>
    character === "n" || character === "N" ? "\n" : character,
  );
}

/** One content line folded at 75 octets (RFC 5545 §3.1), never inside a character. */
function foldLine(line: string): string[] {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (lines.length === 0 ? 75 : 74)) {
      lines.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.map((part, index) => (index === 0 ? part : ` ${part}`));
}

/** A calendar's lines with folded lines joined (RFC 5545 §3.1). */
function unfoldedLines(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
}

/** The calendar's own name (X-WR-CALNAME), unescaped; undefined when it has none. */
function calendarName(text: string): string | undefined {
  for (const line of unfoldedLines(text)) {
    if (line === "BEGIN:VEVENT") return undefined;
    if (line.startsWith("X-WR-CALNAME:")) {
      return unescapeText(line.slice("X-WR-CALNAME:".length)).trim() || undefined;
    }
  }
  return undefined;
}

/** The feed's calendar properties, as a calendar with no events (mergeCalendars takes them). */
function feedCalendarHead(name: string): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "PRODID:quillmere-summit/agenda-feed",
    "METHOD:PUBLISH",
    ...foldLine(`X-WR-CALNAME:${escapeText(name)}`),
    // How often a calendar should poll: Apple's and Outlook's properties (RFC 7986 §5.7).
    "X-PUBLISHED-TTL:PT1H",
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/** Drops a response's body unread (a Worker holds a connection for it otherwise). */
async function discard(response: Response) {
  await response.body?.cancel().catch(() => undefined);
}

async function readKeyIndex(assets: AssetFetcher): Promise<AgendaKeyIndex> {
  const response = await assets(agendaKeysPath);
  if (!response.ok) {
    await discard(response);
    throw new Error(`${agendaKeysPath}: ${response.status}`);
  }
  const index: unknown = JSON.parse(await response.text());
  if (
    typeof index !== "object" ||
    index === null ||
    Array.isArray(index) ||
    Object.values(index).some((id) => typeof id !== "string")
  ) {
    throw new Error(`${agendaKeysPath} is not a key index`);
  }
  return index as AgendaKeyIndex;
}

/** A calendar file the build published, or undefined when it is not there (404). */
async function calendarFileAt(assets: AssetFetcher, sitePath: string) {
  const response = await assets(sitePath);
  if (response.status === 404) {
    await discard(response);
    return undefined;
  }
  if (!response.ok) {
    await discard(response);
    throw new Error(`${sitePath}: ${response.status}`);
  }
  const text = await response.text();
  if (!text.startsWith("BEGIN:VCALENDAR")) throw new Error(`${sitePath} is not a calendar`);
  return text;
}

/** Each session's own calendar file, in time order; a session whose file is gone is left out. */
async function sessionFiles(assets: AssetFetcher, ids: readonly string[]): Promise<string[]> {
  const files: (string | undefined)[] = new Array<string | undefined>(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const at = next++;
      files[at] = await calendarFileAt(
        assets,
        scheduleFilePaths.sessionIcs(encodeURIComponent(ids[at]!)),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelFetches, ids.length) }, worker));
  // In the programme's order, as a person reading the file expects (a code's order is its keys').
  return files
    .filter((file): file is string => file !== undefined)
    .map((file) => ({ file, start: startOf(file) }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    .map(({ file }) => file);
}

/** The start of a session file's event as written (UTC, so text order is time order). */
function startOf(file: string): string {
  return (
    unfoldedLines(file)
      .find((line) => line.startsWith("DTSTART"))
      ?.split(":")[1] ?? ""
  );
}

/** The unfolded UID of an event's lines, as written (`<id>@<domain>`). */
function uidOf(eventLines: readonly string[]): string | undefined {
  const uid = unfoldedLines(eventLines.join("\r\n")).find((line) => line.startsWith("UID:"));
  return uid?.slice("UID:".length);
}

/**
 * The events of these sessions out of the whole programme's file, as one calendar: one request
 * for a large agenda. A session's event there is the one its own file holds (the same entry,
 * written by the same function, integrations/schedule-exports/write-schedule-files.ts).
 */
async function programmeEvents(assets: AssetFetcher, ids: readonly string[]) {
  const programme = await calendarFileAt(assets, scheduleFilePaths.programmeIcs);
  if (programme === undefined) throw new Error(`${scheduleFilePaths.programmeIcs}: 404`);
  const wanted = new Set(ids);
  const head: string[] = [];
  const events: string[][] = [];
  let event: string[] | undefined;
  let seenEvent = false;
  for (const line of programme.split(/\r?\n/)) {
    if (line === "BEGIN:VEVENT") {
      event = [];
      seenEvent = true;
    }
    if (event) event.push(line);
    else if (!seenEvent && line !== "END:VCALENDAR" && line !== "") head.push(line);
    if (line === "END:VEVENT" && event) {
      const uid = uidOf(event) ?? "";
      if (wanted.has(uid.slice(0, uid.lastIndexOf("@")))) events.push(event);
      event = undefined;
    }
  }
  return events.length === 0 ? [] : [[...head, ...events.flat(), "END:VCALENDAR", ""].join("\r\n")];
}

/**
 * The summit's name, from the head of the programme's calendar file (read only up to its first
 * event); undefined when it cannot be read. Only the empty calendar needs it.
 */
async function summitName(assets: AssetFetcher): Promise<string | undefined> {
  try {
    const response = await assets(scheduleFilePaths.programmeIcs);
    if (!response.ok || !response.body) {
      await discard(response);
      return undefined;
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let head = "";
    while (!head.includes("BEGIN:VEVENT") && head.length < 16_384) {
      const { done, value } = await reader.read();
      if (done) break;
      head += value;
    }
    await reader.cancel().catch(() => undefined);
    return calendarName(head);
  } catch {
    return undefined;
  }
}

/** The calendar of a code: its sessions' events, or none with a name that says why. */
async function feedCalendar(code: string | null, assets: AssetFetcher): Promise<string> {
  const keys = agendaKeysOf(code);
  if (keys && keys.length > 0) {
    const ids = sessionsOfCode(code, await readKeyIndex(assets)) ?? [];
    const files =
      ids.length > sessionFileLimit
        ? await programmeEvents(assets, ids)
        : await sessionFiles(assets, ids);
    if (files.length > 0) {
      const summit = calendarName(files[0]!);
      return mergeCalendars([
        feedCalendarHead(summit ? feedNames.agenda(summit) : "Agenda"),
        ...files,
      ]);
    }
  }
  return mergeCalendars([feedCalendarHead(feedNames.notRecognised(await summitName(assets)))]);
}

/**
 * Answers a request for the feed: GET or HEAD, 200 with the calendar of the code in `?s=`
 * (cacheable for a few minutes), a valid empty calendar for any code that names no session, 503
 * when the published files cannot be read, 405 for any other method.
 */
export async function agendaFeed(request: Request, assets: AssetFetcher): Promise<Response> {
  if (!(allowedMethods as readonly string[]).includes(request.method)) {
    return new Response("Method Not Allowed\n", {
      status: 405,
      headers: feedHeaders({
        Allow: allowHeader,
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
      }),
    });
  }
  try {
    const code = new URL(request.url).searchParams.get(agendaCodeParameter);
    const calendar = await feedCalendar(code, assets);
    return new Response(request.method === "HEAD" ? null : calendar, {
      status: 200,
      headers: feedHeaders({
        "Content-Type": "text/calendar; charset=utf-8",
        "Cache-Control": feedCacheControl,
        "Content-Disposition": 'inline; filename="agenda.ics"',
      }),
    });
  } catch (error) {
    console.error(`${agendaFeedPath}: the published programme could not be read:`, error);
    return new Response("The agenda feed is unavailable for a moment; try again later.\n", {
      status: 503,
      headers: feedHeaders({
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": "300",
      }),
    });
  }
}
