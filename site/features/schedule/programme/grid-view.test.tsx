import { fireEvent, screen, within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import { ProgrammePage } from "../programme-page.tsx";
import { toEventViews, type ScheduleData } from "../schedule-data.ts";
import { scheduleDays } from "../schedule-text.ts";
import { atOnce } from "#site/shared/lib/next-task.ts";
import { startProgramme } from "./programme-controls.ts";

// A grid page's choice of rooms and compact (grid-view.ts) on the build's HTML of our summit's
// Wednesday, in a DOM. The Congress-sized day and the line at now are e2e/congress-grid.spec.ts's.

const content = loadContent();
const schedule: ScheduleData = {
  days: scheduleDays(content.days),
  tracks: content.tracks.map((track) => ({ name: track.name, day: track.days[0]! })),
  sessionTypes: content.sessionTypes,
  events: toEventViews(content.scheduleEvents, () => undefined),
  rooms: content.rooms,
  floorPlans: content.floorPlans,
  floorKey: content.floorKey,
};
const wednesday = schedule.events.filter((event) => event.day === 1);
let stop = () => {};

function openGrid(address: string) {
  window.history.replaceState(null, "", address);
  document.body.innerHTML = renderToStaticMarkup(
    <main>
      <ProgrammePage
        schedule={{ ...schedule, events: wednesday }}
        intro="Intro"
        pageDay={1}
        layout="grid"
      />
    </main>,
  );
  stop = startProgramme(document, window, atOnce).stop;
}

const roomHeaders = () =>
  [...document.querySelectorAll(".schedule-grid thead th:not(.schedule-grid__corner)")].map(
    (cell) => cell.textContent,
  );
const status = () => document.querySelector(".grid-view__status")!.textContent;
/** Rooms with sessions of their own on Wednesday, in the grid's order. */
const allRooms = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[name="rooms"]')].map((box) => box.value);

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({
    now: new Date("2025-10-01T09:00:00Z"),
    toFake: ["setInterval", "setTimeout", "Date"],
  });
});

afterEach(() => {
  stop();
  vi.clearAllTimers();
  vi.useRealTimers();
  document.documentElement.removeAttribute("data-programme-script");
});

describe("a grid page's rooms", () => {
  it("shows the rooms ticked, in the grid's order, and keeps them in the address", () => {
    openGrid("/schedule/wednesday/grid");
    const rooms = allRooms();
    expect(rooms.length).toBeGreaterThan(2);
    fireEvent.click(screen.getByRole("checkbox", { name: rooms[2]! }));
    fireEvent.click(screen.getByRole("checkbox", { name: rooms[0]! }));
    expect(roomHeaders()).toEqual([rooms[0], rooms[2]]);
    expect(screen.getByRole("radio", { name: "The rooms I choose below" })).toBeChecked();
    const query = new URLSearchParams(window.location.search);
    expect(query.get("show")).toBe("chosen");
    expect(query.getAll("rooms")).toEqual([rooms[0], rooms[2]]);
    expect(status()).toBe("Showing 2 chosen rooms.");
    // The day links to other grids keep the choice; the list does not take it.
    expect(screen.getByRole("link", { name: "List" })).toHaveAttribute(
      "href",
      "/schedule/wednesday",
    );
    const thursday = within(document.querySelector<HTMLElement>(".day-links")!).getByRole("link", {
      name: /Thursday/,
    });
    expect(thursday.getAttribute("href")).toMatch(
      /^\/schedule\/thursday\/grid\?show=chosen&rooms=/,
    );
  });

  it("combines the choice with the search, and shows every room when nothing of it matches", () => {
    const rooms = (() => {
      openGrid("/schedule/wednesday/grid");
      const found = allRooms();
      stop();
      return found;
    })();
    const inFirst = wednesday.find((event) => event.location === rooms[0])!;
    openGrid(
      `/schedule/wednesday/grid?show=chosen&rooms=${encodeURIComponent(rooms[0]!)}&q=${encodeURIComponent(inFirst.title)}`,
    );
    expect(roomHeaders()).toEqual([rooms[0]]);
    expect(document.querySelectorAll("td.grid-session")).toHaveLength(1);
    // A search whose matches are all in other rooms: the grid is never left empty by the choice.
    const elsewhere = wednesday.find(
      (event) => event.location !== rooms[0] && event.kind === "keynote",
    )!;
    fireEvent.input(screen.getByLabelText(/Search titles/), { target: { value: elsewhere.title } });
    expect(roomHeaders()).toEqual([elsewhere.location]);
    expect(status()).toMatch(/None of the chosen rooms has a session that matches/);
  });

  it("shows the rooms in use now by the clock at the event, or every room when none is", () => {
    const running = wednesday.find((event) => event.kind === "keynote")!;
    const [hour, minute] = running.start.split(":").map(Number) as [number, number];
    // London in late October is UTC+0.
    vi.setSystemTime(new Date(Date.UTC(2025, 9, 29, hour, minute + 5)));
    openGrid("/schedule/wednesday/grid?show=now");
    expect(roomHeaders()).toContain(running.location);
    expect(roomHeaders().length).toBeLessThan(allRooms().length);
    expect(status()).toMatch(/^Showing the \d+ rooms? in use now\.$/);

    stop();
    vi.setSystemTime(new Date("2025-10-29T05:00:00Z"));
    openGrid("/schedule/wednesday/grid?show=now");
    expect(roomHeaders()).toEqual(allRooms());
    expect(status()).toBe("No room has a session now: all rooms are shown.");
  });

  it("keeps a session's star when the grid is drawn again for other rooms", () => {
    openGrid("/schedule/wednesday/grid");
    const rooms = allRooms();
    const session = wednesday.find((event) => event.location === rooms[0])!;
    fireEvent.click(screen.getByRole("checkbox", { name: rooms[0]! }));
    const star = () =>
      within(document.querySelector<HTMLElement>(`td[id="${session.id}"]`)!).getByRole("button", {
        name: `Add “${session.title}” to my agenda`,
      });
    fireEvent.click(star());
    expect(star()).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByRole("checkbox", { name: rooms[1]! }));
    expect(star()).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(screen.getByRole("radio", { name: /^All rooms/ }));
    expect(star()).toHaveAttribute("aria-pressed", "true");
  });

  it("makes the table compact, in the address", () => {
    openGrid("/schedule/wednesday/grid?compact=1");
    expect(screen.getByRole("checkbox", { name: "Compact" })).toBeChecked();
    expect(document.querySelector(".schedule-grid table")).toHaveClass(
      "schedule-grid__table--compact",
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "Compact" }));
    expect(window.location.search).toBe("");
    expect(document.querySelector(".schedule-grid table")).not.toHaveClass(
      "schedule-grid__table--compact",
    );
  });
});
