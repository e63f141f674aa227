import { expect, test, type APIRequestContext } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";

const { scheduleEvents, speakers } = loadContent();

/** Every JSON-LD block of a page's prerendered HTML, parsed. */
async function jsonLd(
  request: APIRequestContext,
  path: string,
): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** Local time at the event with its offset (GMT in the summit week). */
const isoInstant = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

function expectSummitEvent(data: Record<string, unknown>) {
  expect(data["@context"]).toBe("https://schema.org");
  expect(data["@type"]).toBe("Event");
  expect(data.name).toEqual(expect.any(String));
  expect(data.startDate).toMatch(isoInstant);
  expect(data.endDate).toMatch(isoInstant);
  expect(data.location).toMatchObject({
    "@type": "Place",
    name: "Friends House",
    address: { "@type": "PostalAddress", streetAddress: "173 Euston Road", postalCode: "NW1 2BJ" },
  });
  const subEvents = data.subEvent as Record<string, unknown>[];
  for (const sub of subEvents) {
    expect(sub).toMatchObject({
      "@type": "Event",
      name: expect.any(String),
      location: expect.any(Object),
    });
    expect(sub.startDate).toMatch(isoInstant);
    expect(sub.endDate).toMatch(isoInstant);
  }
  return subEvents;
}

test("home carries the summit as an Event with its days and the dinner as sub-events", async ({
  request,
}) => {
  const [data] = await jsonLd(request, "/");
  const subEvents = expectSummitEvent(data!);
  expect(subEvents).toHaveLength(4);
  expect(subEvents[0]).toMatchObject({
    startDate: "2025-10-27T18:00:00+00:00",
    endDate: "2025-10-27T20:00:00+00:00",
  });
});

test("the schedule carries the summit as an Event with every session as a sub-event", async ({
  request,
}) => {
  const [data] = await jsonLd(request, "/schedule");
  const subEvents = expectSummitEvent(data!);
  expect(subEvents).toHaveLength(scheduleEvents.length);
  const opening = scheduleEvents.find((event) => event.day === 0 && event.start === "09:00")!;
  expect(subEvents.find((sub) => sub.name === opening.title)?.startDate).toBe(
    "2025-10-28T09:00:00+00:00",
  );
});

test("a speaker page carries a Person", async ({ request }) => {
  const speaker = speakers[0]!;
  const [data] = await jsonLd(request, `/speakers/${speaker.id}`);
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Person",
    name: speaker.name,
    jobTitle: speaker.title,
    worksFor: { "@type": "Organization", name: speaker.organization },
    url: `https://quillmere-summit.example/speakers/${speaker.id}`,
    image: `https://quillmere-summit.example${speaker.image}`,
  });
});
