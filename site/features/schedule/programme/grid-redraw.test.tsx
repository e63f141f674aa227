import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import { staticStar } from "../planning-controls.tsx";
import { toEventViews, type ScheduleEventView } from "../schedule-data.ts";
import { ScheduleGrid } from "../schedule-grid.tsx";
import { sessionAttributes } from "../session-markup.ts";
import { gridRedraw } from "./grid-redraw.ts";

const { rooms, scheduleEvents } = loadContent();
const roomOrder = rooms.map((room) => room.name);

/** The grid's HTML as the build writes it, for these sessions. */
const gridHtml = (events: readonly ScheduleEventView[], order = roomOrder) =>
  renderToStaticMarkup(
    <ScheduleGrid
      events={events}
      isoDate="2025-10-28"
      titleId="day-title"
      roomOrder={order}
      planningFor={staticStar}
      attributesFor={sessionAttributes}
    />,
  );

/**
 * HTML as a browser reads it: attribute names in lower case and, as order says nothing in HTML,
 * sorted (a copied cell gets its rowspan after its other attributes).
 */
function normalized(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll("*")) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) {
      element.setAttribute(name, value);
    }
  }
  return template.innerHTML;
}

function mount(events: readonly ScheduleEventView[], order = roomOrder) {
  document.body.innerHTML = gridHtml(events, order);
  const box = document.querySelector<HTMLElement>(".schedule-grid")!;
  return { box, redraw: gridRedraw(box) };
}

const session = (
  id: string,
  location: string,
  start: string,
  end: string,
  extra: Partial<ScheduleEventView> = {},
): ScheduleEventView => ({
  id,
  day: 0,
  start,
  end,
  title: `Session ${id}`,
  location,
  kind: "talk",
  speakers: [],
  breakoutRooms: [],
  ...extra,
});

describe("the grid drawn again from the sessions that match", () => {
  const wednesday = toEventViews(
    scheduleEvents.filter((event) => event.day === 1),
    () => undefined,
  );

  it("is the build's own grid for those sessions", () => {
    const { box, redraw } = mount(wednesday);
    const subsets = [
      wednesday,
      wednesday.filter((event) => event.kind === "panel"),
      wednesday.filter((event) => event.location === "The Light"),
      wednesday.filter((_, index) => index % 3 === 0),
      wednesday.slice(0, 1),
    ];
    for (const subset of subsets) {
      expect(redraw.show(new Set(subset.map((event) => event.id)))).toBe(subset.length);
      expect(normalized(box.outerHTML)).toBe(normalized(gridHtml(subset)));
    }
  });

  it("puts the HTML's own table back once nothing is filtered", () => {
    const { box, redraw } = mount(wednesday);
    const head = box.querySelector("thead");
    const cell = box.querySelector("td[id]");
    const html = box.outerHTML;
    redraw.show(new Set([wednesday[0]!.id]));
    expect(box.querySelector("thead")).not.toBe(head);
    expect(redraw.show(null)).toBe(wednesday.length);
    expect(box.outerHTML).toBe(html);
    expect(box.querySelector("thead")).toBe(head);
    expect(box.querySelector("td[id]")).toBe(cell);
  });

  it("marks a grid of 20 rows or more as tall, and one filtered down to fewer as not", () => {
    const clock = (minutes: number) =>
      `${String(9 + Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const day = Array.from({ length: 24 }, (_, index) =>
      session(`s${index}`, "The Light", clock(index * 15), clock(index * 15 + 15)),
    );
    const { box, redraw } = mount(day);
    expect(box.classList).toContain("schedule-grid--tall");
    redraw.show(new Set(["s0", "s1"]));
    expect(box.classList).not.toContain("schedule-grid--tall");
    expect(normalized(box.outerHTML)).toBe(normalized(gridHtml(day.slice(0, 2))));
    redraw.show(null);
    expect(box.classList).toContain("schedule-grid--tall");
  });

  it("names a break's room once it spans every room, and not once it stands alone", () => {
    // The lunch overlaps a talk: it keeps to its room. Without that talk it spans every room.
    const events = [
      session("lunch", "Courtyard", "12:00", "13:00", { kind: "lunch" }),
      session("talk", "Hall", "12:30", "13:00"),
      session("early", "Studio", "09:00", "10:00"),
      session("late", "Hall", "15:00", "16:00", { startsNextDay: undefined }),
    ];
    const order = ["Hall", "Studio", "Courtyard"];
    const { box, redraw } = mount(events, order);
    expect(box.querySelector("#lunch .grid-session__where")).toBeNull();
    for (const ids of [["lunch", "early", "late"], ["lunch"], ["lunch", "talk"]]) {
      redraw.show(new Set(ids));
      const shown = events.filter((event) => ids.includes(event.id));
      expect(normalized(box.outerHTML)).toBe(normalized(gridHtml(shown, order)));
    }
  });

  it("keeps a night's rows after the evening, marked as the next day", () => {
    const events = [
      session("evening", "Hall", "22:00", "23:30"),
      session("night", "Hall", "23:30", "01:00", { endsNextDay: true }),
      session("small-hours", "Studio", "00:30", "02:00", {
        startsNextDay: true,
        endsNextDay: true,
      }),
    ];
    const { box, redraw } = mount(events, ["Hall", "Studio"]);
    redraw.show(new Set(["night", "small-hours"]));
    expect(normalized(box.outerHTML)).toBe(
      normalized(gridHtml(events.slice(1), ["Hall", "Studio"])),
    );
    expect(box.querySelectorAll(".event-times__date").length).toBeGreaterThan(0);
  });
});
