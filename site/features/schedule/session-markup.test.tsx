import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import { EventCard } from "./event-card.tsx";
import { filterFacts, matchesFacts, matchesFilters, noFilters } from "./filters.ts";
import { toEventViews, type ScheduleEventView } from "./schedule-data.ts";
import { ScheduleGrid } from "./schedule-grid.tsx";
import { readSession, sessionAttributes, sessionSelector } from "./session-markup.ts";

const { rooms, scheduleEvents } = loadContent();
const events = toEventViews(scheduleEvents, () => undefined);

/** The static HTML of the session's card, as a programme page has it. */
function card(event: ScheduleEventView): HTMLElement {
  const holder = document.createElement("div");
  holder.innerHTML = renderToStaticMarkup(
    <EventCard event={event} isoDate="2025-10-28" attributes={sessionAttributes(event, "card")} />,
  );
  return holder.querySelector<HTMLElement>(sessionSelector)!;
}

/** A night session and one with breakout rooms, a track and a session type, beside the content's. */
const night: ScheduleEventView = {
  id: "night-talk",
  day: 0,
  start: "23:30",
  end: "00:30",
  endsNextDay: true,
  title: "Late “talk” & <questions>",
  location: "Room with | and\nodd characters",
  kind: "talk",
  sessionTypeId: 4,
  track: "Night & Day",
  description: "Quotes \" and ' and ampersands &amp; stay as text.",
  chair: { id: 99, name: "Ana Ruiz", organization: "Somewhere" },
  speakers: [{ id: null, name: "Bo Chen", organization: "Lumenfield AI", image: null }],
  breakoutRooms: [
    { room: "Penn Room", topic: "Insurance" },
    { room: "Fox Room", topic: "Data centres" },
  ],
};

describe("a session's markup", () => {
  it("gives back, from a card's HTML, what the filters and the planning read of the session", () => {
    for (const event of [night, ...events]) {
      const session = readSession(card(event));
      expect(session).toMatchObject({
        id: event.id,
        day: event.day,
        start: event.start,
        end: event.end,
        location: event.location,
        kind: event.kind,
        title: event.title,
      });
      expect(session.startsNextDay).toBe(event.startsNextDay);
      expect(session.endsNextDay).toBe(event.endsNextDay);
      const facts = filterFacts(event);
      expect({ ...session, track: session.track, type: session.type }).toMatchObject({
        track: facts.track,
        type: facts.type,
        rooms: facts.rooms,
        text: facts.text,
      });
    }
  });

  it("holds no second copy of the description a card shows", () => {
    const element = card(night);
    expect(element.textContent).toContain(night.description);
    expect(element.getAttribute("data-search")).not.toContain(night.description);
    expect(element.getAttribute("data-search")).toContain("Lumenfield AI");
  });

  it("filters the cards as the programme's data would", () => {
    const queries = ["PANEL", "lumenfield", "ana ruiz", "insurance", "&amp;", "<questions>", ".*"];
    const filters = [
      ...queries.map((query) => ({ ...noFilters, query })),
      { ...noFilters, room: "Penn Room" },
      { ...noFilters, room: "Fox Room", query: "data" },
      { ...noFilters, type: "4" },
      { ...noFilters, track: "Night & Day" },
      ...rooms.map((room) => ({ ...noFilters, room: room.name })),
    ];
    for (const event of [night, ...events]) {
      const session = readSession(card(event));
      for (const filter of filters) {
        expect(matchesFacts(session, filter), `${event.id} ${JSON.stringify(filter)}`).toBe(
          matchesFilters(event, filter),
        );
      }
    }
  });

  it("is the same on a grid cell as on a card", () => {
    const ofDay = events.filter((event) => event.day === 1);
    const holder = document.createElement("div");
    holder.innerHTML = renderToStaticMarkup(
      <ScheduleGrid
        events={ofDay}
        isoDate="2025-10-28"
        titleId="t"
        roomOrder={rooms.map((room) => room.name)}
        attributesFor={sessionAttributes}
      />,
    );
    const cells = [...holder.querySelectorAll<HTMLElement>(sessionSelector)];
    expect(cells.map((cell) => cell.id).sort()).toEqual(ofDay.map((event) => event.id).sort());
    for (const cell of cells) {
      const event = ofDay.find((candidate) => candidate.id === cell.id)!;
      expect(readSession(cell)).toEqual(readSession(card(event)));
    }
  });
});
