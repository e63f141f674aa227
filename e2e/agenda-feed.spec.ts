// The agenda calendar feed (/agenda.ics?s=<code>, issue 32) from the served test build: the server
// `npm start` and `npm run serve` run answers it with the same handler as the Cloudflare Worker
// (hosting/agenda-feed/), from the files the build published. The Worker itself, in workerd, and
// a re-import that moves and cancels sessions: hosting/cloudflare/worker.test.ts.
import ICAL from "ical.js";
import { loadContent } from "../content/checked-content.ts";
import { agendaCode } from "../site/features/schedule/agenda-link/agenda-code.ts";
import { nonDocumentPolicy } from "../hosting/security-headers.ts";
import { expect, test } from "./support/test.ts";

const { scheduleEvents, settings } = loadContent();

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate() };
    }),
  };
}

test("the feed of three sample sessions is a calendar of those three, at their times", async ({
  request,
}) => {
  const chosen = [scheduleEvents[0]!, scheduleEvents[20]!, scheduleEvents.at(-1)!];
  const response = await request.get(
    `/agenda.ics?s=${await agendaCode(chosen.map((event) => event.id))}`,
  );
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=300");
  expect(response.headers()["content-security-policy"]).toBe(nonDocumentPolicy);
  const calendar = events(await response.text());
  expect(calendar.name).toBe(`${settings.summitName}: agenda`);
  expect(calendar.events.map((event) => event.uid).sort()).toEqual(
    chosen.map((event) => `${event.id}@${settings.emailDomain}`).sort(),
  );
  for (const event of chosen) {
    const found = calendar.events.find((candidate) => candidate.uid.startsWith(`${event.id}@`))!;
    // The summit's week is after the clocks go back (26 October): London's wall clock is UTC.
    expect(found.start.toISOString().slice(11, 16), event.id).toBe(event.start);
  }
});

test("a garbage code gets a valid empty calendar with status 200, never an error", async ({
  request,
}) => {
  for (const code of ["garbage", "1", "1zzzzzzz", "%E0%A4%A"]) {
    const response = await request.get(`/agenda.ics?s=${code}`);
    expect(response.status(), code).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = events(await response.text());
    expect(calendar.events).toEqual([]);
    expect(calendar.name).toBe(`${settings.summitName}: agenda link not recognised`);
  }
});
