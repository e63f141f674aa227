// The feed's handler in Node, on the files the build publishes for the sample programme (written
// by the build's own step), read through an in-memory asset fetcher that can lose a file or fail.
// The same handler in Cloudflare's runtime: hosting/cloudflare/worker.test.ts.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadContent } from "../../content/checked-content.ts";
import { writeScheduleFiles } from "../../integrations/schedule-exports/write-schedule-files.ts";
import { config as netlifyConfig } from "../../netlify/edge-functions/agenda-feed.ts";
import {
  agendaCode,
  agendaKey,
  agendaKeysPath,
} from "../../site/features/schedule/agenda-link/agenda-code.ts";
import { baseSecurityHeaders, nonDocumentPolicy } from "../security-headers.ts";
import {
  agendaFeed,
  agendaFeedPath,
  feedCacheControl,
  sessionFileLimit,
  type AssetFetcher,
} from "./agenda-feed.ts";

const { scheduleEvents, settings } = loadContent();
const ids = scheduleEvents.map((event) => event.id);
const summit = settings.summitName;

let root: string;
/** The published files, by site path. */
const published = new Map<string, string>();

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "agenda-feed-"));
  await writeScheduleFiles(root);
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else
        published.set(
          `/${path.relative(root, file).split(path.sep).join("/")}`,
          readFileSync(file, "utf8"),
        );
    }
  };
  walk(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Assets {
  fetcher: AssetFetcher;
  /** Every site path asked for, in order. */
  asked: string[];
  /** The most requests under way at once. */
  mostAtOnce: () => number;
}

/** The published files as a host serves them; `answer` may replace the answer for a path. */
function assets(answer: (sitePath: string) => Response | undefined = () => undefined): Assets {
  const asked: string[] = [];
  let underWay = 0;
  let most = 0;
  const fetcher: AssetFetcher = async (sitePath) => {
    asked.push(sitePath);
    underWay += 1;
    most = Math.max(most, underWay);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1));
      const replaced = answer(sitePath);
      if (replaced) return replaced;
      const text = published.get(sitePath);
      return text === undefined
        ? new Response("<h1>Page Not Found</h1>", { status: 404 })
        : new Response(text, { status: 200 });
    } finally {
      underWay -= 1;
    }
  };
  return { fetcher, asked, mostAtOnce: () => most };
}

const feedUrl = (code?: string) =>
  `https://quillmere-summit.example${agendaFeedPath}${code === undefined ? "" : `?s=${encodeURIComponent(code)}`}`;

async function get(code: string | undefined, from: Assets = assets(), method = "GET") {
  return agendaFeed(new Request(feedUrl(code), { method }), from.fetcher);
}

/** Parses with ical.js, an iCalendar parser independent of the library that wrote the files. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    version: calendar.getFirstPropertyValue("version"),
    prodid: calendar.getFirstPropertyValue("prodid"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        status: component.getFirstPropertyValue("status"),
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      };
    }),
  };
}

/** The event of a session's own published file, parsed the same way. */
const publishedEvent = (id: string) =>
  parse(published.get(`/calendar/sessions/${id}.ics`)!).events[0]!;

function expectFeedHeaders(response: Response) {
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe(feedCacheControl);
  expect(response.headers.get("content-disposition")).toBe('inline; filename="agenda.ics"');
  expect(response.headers.get("content-security-policy")).toBe(nonDocumentPolicy);
  for (const [name, value] of Object.entries(baseSecurityHeaders)) {
    expect(response.headers.get(name), name).toBe(value);
  }
}

describe("the feed of an agenda", () => {
  it("is a calendar of the code's sessions, each as its own published file has it, in time order", async () => {
    const chosen = [ids[10]!, ids[0]!, ids[25]!];
    const response = await get(await agendaCode(chosen));
    expect(response.status).toBe(200);
    expectFeedHeaders(response);
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const calendar = parse(text);
    expect(calendar.version).toBe("2.0");
    expect(calendar.name).toBe(`${summit}: agenda`);
    const expected = chosen.map(publishedEvent).sort((a, b) => a.start.localeCompare(b.start));
    expect(calendar.events).toEqual(expected);
    expect(calendar.events.map((event) => event.uid)).toEqual(expected.map((event) => event.uid));
    // Its times in UTC, as the published files have them: never a bare offset (docs/decisions/042).
    const times = text.split("\r\n").filter((line) => /^(DTSTART|DTEND)[;:]/.test(line));
    expect(times).toHaveLength(chosen.length * 2);
    for (const line of times) expect(line).toMatch(/^DT(START|END):\d{8}T\d{6}Z$/);
  });

  it("leaves out keys the programme no longer has, and sessions whose file is gone", async () => {
    const gone = ids[3]!;
    const from = assets((sitePath) =>
      sitePath === `/calendar/sessions/${gone}.ics` ? new Response("", { status: 404 }) : undefined,
    );
    const code = (await agendaCode([ids[1]!, ids[2]!, gone])) + "zzzzzzz";
    const calendar = parse(await (await get(code, from)).text());
    expect(calendar.events.map((event) => event.uid).sort()).toEqual(
      [ids[1]!, ids[2]!].map((id) => publishedEvent(id).uid).sort(),
    );
  });

  it("fetches at most six files at once, and for a large agenda only the programme's file", async () => {
    const few = assets();
    await get(await agendaCode(ids.slice(0, sessionFileLimit)), few);
    expect(few.asked).toHaveLength(sessionFileLimit + 1);
    expect(few.mostAtOnce()).toBeLessThanOrEqual(6);

    const chosen = ids.slice(0, sessionFileLimit + 5);
    const many = assets();
    const response = await get(await agendaCode(chosen), many);
    expect(many.asked).toEqual([agendaKeysPath, "/schedule.ics"]);
    const calendar = parse(await response.text());
    expect(calendar.name).toBe(`${summit}: agenda`);
    // The same events as the sessions' own files.
    expect(calendar.events.map((event) => event.uid).sort()).toEqual(
      chosen.map((id) => publishedEvent(id).uid).sort(),
    );
    for (const event of calendar.events) {
      const own = publishedEvent(event.uid.slice(0, event.uid.lastIndexOf("@")));
      expect(event).toEqual(own);
    }
  });

  it("answers HEAD with the same headers and no body", async () => {
    const response = await get(await agendaCode(ids.slice(0, 3)), assets(), "HEAD");
    expect(response.status).toBe(200);
    expectFeedHeaders(response);
    expect(await response.text()).toBe("");
  });

  it("answers any other method with 405 and Allow: GET, HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const response = await get("1", assets(), method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("a code that names no session", () => {
  const notRecognised = `${summit}: agenda link not recognised`;

  it.each([
    ["no code", undefined],
    ["an empty code", ""],
    ["garbage", "garbage"],
    ["the empty agenda (what the share link's probe asks for)", "1"],
    ["another format", "2AAAAAAA"],
    ["a key that is no key", "1AAAAAA"],
    ["characters out of the alphabet", "1AAAA$AA"],
    ["keys the programme does not have", "1zzzzzzzyyyyyyy"],
    ["more keys than a code holds", `1${"AAAAAAA".repeat(201)}`],
    ["a huge string", "1".repeat(100_000)],
    ["markup", "<script>alert(1)</script>"],
  ])("gets a valid empty calendar whose name says so: %s", async (_, code) => {
    const response = await get(code);
    expect(response.status).toBe(200);
    expectFeedHeaders(response);
    const calendar = parse(await response.text());
    expect(calendar.events).toEqual([]);
    expect(calendar.version).toBe("2.0");
    expect(calendar.prodid).toBeTruthy();
    expect(calendar.name).toBe(notRecognised);
  });

  it("is named without the summit when even the programme's file cannot be read", async () => {
    const from = assets((sitePath) =>
      sitePath === "/schedule.ics" ? new Response("", { status: 500 }) : undefined,
    );
    const calendar = parse(await (await get("garbage", from)).text());
    expect(calendar.name).toBe("Agenda link not recognised");
  });

  it("reads only the head of the programme's file for the summit's name", async () => {
    const from = assets();
    await get("1", from);
    expect(from.asked).toEqual(["/schedule.ics"]);
  });
});

describe("when the published files cannot be read", () => {
  it.each([
    ["the key index is missing", agendaKeysPath, () => new Response("", { status: 404 })],
    ["the key index fails", agendaKeysPath, () => new Response("", { status: 500 })],
    ["the key index is not one", agendaKeysPath, () => new Response("[1, 2]")],
    ["the key index is not JSON", agendaKeysPath, () => new Response("<html>")],
    ["a session's file fails", "/calendar/sessions/", () => new Response("", { status: 503 })],
    ["a session's file is not a calendar", "/calendar/sessions/", () => new Response("<html>")],
  ])(
    "answers 503, which a subscribed calendar rides out, never a partial or empty calendar: %s",
    async (_, failing, answer) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const response = await get(
        await agendaCode(ids.slice(0, 3)),
        assets((sitePath) => (sitePath.startsWith(failing) ? answer() : undefined)),
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("300");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-security-policy")).toBe(nonDocumentPolicy);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(error).toHaveBeenCalled();
    },
  );

  it("answers 503 when fetching a file throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await agendaFeed(
      new Request(feedUrl(await agendaCode(ids.slice(0, 3)))),
      async () => {
        throw new Error("Too many subrequests");
      },
    );
    expect(response.status).toBe(503);
  });
});

describe("the calendar's name", () => {
  it("is escaped as RFC 5545 TEXT and folded within 75 octets, however long the summit's name", async () => {
    const long =
      "The Very Long; Annual, International Summit of Everything Said Twice — Ærøskøbing 2025";
    const escaped = long.replace(/[;,]/g, "\\$&");
    const withName = (text: string) =>
      text.replace(`X-WR-CALNAME:${summit}`, `X-WR-CALNAME:${escaped}`);
    const from = assets((sitePath) => {
      const text = published.get(sitePath);
      return text && sitePath.endsWith(".ics") ? new Response(withName(text)) : undefined;
    });
    const agenda = await (await get(await agendaCode([ids[0]!]), from)).text();
    const empty = await (await get("garbage", from)).text();
    // ical.js keeps an X- property's value as written, escapes included.
    expect(parse(agenda).name).toBe(`${escaped}: agenda`);
    expect(parse(empty).name).toBe(`${escaped}: agenda link not recognised`);
    for (const text of [agenda, empty]) {
      const head = text.slice(0, text.search(/BEGIN:VEVENT|END:VCALENDAR/)).split("\r\n");
      expect(head.some((line) => line.startsWith(" "))).toBe(true);
      for (const line of head)
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });
});

it("Netlify's edge function is routed at the feed's path", async () => {
  expect(netlifyConfig.path).toBe(agendaFeedPath);
  // A key is what the build publishes for the id, so a code from the browser finds the session.
  const index = JSON.parse(published.get(agendaKeysPath)!) as Record<string, string>;
  expect(index[await agendaKey(ids[0]!)]).toBe(ids[0]);
});
