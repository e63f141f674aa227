import { describe, expect, it } from "vitest";
import {
  gridLayout,
  roomsInUse,
  rowAt,
  rowClock,
  sessionsInRooms,
  type GridEvent,
  type GridLayout,
} from "./grid-layout.ts";

const session = (
  id: string,
  location: string,
  start: string,
  end: string,
  extra: Partial<GridEvent> = {},
): GridEvent => ({ id, location, start, end, kind: "talk", ...extra });

/** Each row as text: "09:00 a(2) ·" for a session spanning two rows, then one empty cell. */
function picture(layout: GridLayout<GridEvent>): string[] {
  return layout.rows.map((row) =>
    [
      rowClock(row.minutes).time,
      ...row.cells.map((cell) =>
        cell.type === "empty"
          ? "·".repeat(cell.colSpan)
          : `${cell.event.id}(${cell.rowSpan}${cell.colSpan > 1 ? `x${cell.colSpan}` : ""})`,
      ),
    ].join(" "),
  );
}

describe("gridLayout", () => {
  it("puts rooms in columns and times in rows, with sessions spanning their length", () => {
    const layout = gridLayout(
      [
        session("a", "Hall", "09:00", "10:00"),
        session("b", "Studio", "09:30", "10:00"),
        session("c", "Hall", "10:00", "10:30"),
      ],
      ["Hall", "Studio"],
    );
    expect(layout.columns).toEqual([
      { room: "Hall", lanes: 1 },
      { room: "Studio", lanes: 1 },
    ]);
    expect(picture(layout)).toEqual(["09:00 a(2) ·", "09:30 b(1)", "10:00 c(1) ·"]);
    expect(layout.rows.map((row) => row.length)).toEqual([30, 30, 30]);
  });

  it("lets a break that overlaps nothing span every room", () => {
    const layout = gridLayout([
      session("a", "Hall", "09:00", "10:00"),
      session("b", "Studio", "09:00", "10:00"),
      session("coffee", "Foyer", "10:00", "10:30", { kind: "break" }),
      session("c", "Hall", "10:30", "11:00"),
    ]);
    expect(layout.columns.map((column) => column.room)).toEqual(["Hall", "Studio"]);
    expect(picture(layout)).toEqual(["09:00 a(1) b(1)", "10:00 coffee(1x2)", "10:30 c(1) ·"]);
  });

  it("keeps a break in its own room when a session runs at the same time", () => {
    const layout = gridLayout([
      session("a", "Hall", "10:00", "11:00"),
      session("coffee", "Foyer", "10:00", "10:30", { kind: "break" }),
    ]);
    expect(layout.columns.map((column) => column.room)).toEqual(["Hall", "Foyer"]);
    expect(picture(layout)).toEqual(["10:00 a(2) coffee(1)", "10:30 ·"]);
  });

  it("gives sessions that overlap in one room a lane each under the room's heading", () => {
    const layout = gridLayout([
      session("a", "Hall", "09:00", "10:00"),
      session("b", "Hall", "09:30", "10:30"),
      session("c", "Hall", "10:00", "10:30"),
    ]);
    expect(layout.columns).toEqual([{ room: "Hall", lanes: 2 }]);
    expect(picture(layout)).toEqual(["09:00 a(2) ·", "09:30 b(2)", "10:00 c(1)"]);
  });

  it("orders the venue's rooms as the venue does, and others by their first session", () => {
    const layout = gridLayout(
      [
        session("a", "Workshop", "09:00", "10:00"),
        session("b", "Annex", "09:30", "10:00"),
        session("c", "Studio", "09:00", "10:00"),
        session("d", "Hall", "11:00", "12:00"),
      ],
      ["Hall", "Studio"],
    );
    expect(layout.columns.map((column) => column.room)).toEqual([
      "Hall",
      "Studio",
      "Workshop",
      "Annex",
    ]);
  });

  it("merges neighbouring free rooms of a row into one empty cell", () => {
    const rooms = ["A", "B", "C", "D"];
    const layout = gridLayout(
      [
        session("a", "A", "09:00", "09:30"),
        session("d", "D", "09:00", "10:00"),
        ...["B", "C"].map((room) => session(room, room, "11:00", "12:00")),
      ],
      rooms,
    );
    expect(picture(layout)).toEqual([
      "09:00 a(1) ·· d(2)",
      "09:30 ···",
      "10:00 ····",
      "11:00 · B(1) C(1) ·",
    ]);
  });

  it("places night sessions after the evening's, with their clock time", () => {
    const layout = gridLayout([
      session("late", "Hall", "23:30", "00:30", { endsNextDay: true }),
      session("night", "Hall", "01:00", "02:00", { startsNextDay: true, endsNextDay: true }),
    ]);
    expect(picture(layout)).toEqual(["23:30 late(1)", "00:30 ·", "01:00 night(1)"]);
    expect(rowClock(layout.rows[2]!.minutes)).toEqual({ time: "01:00", nextDay: true });
    expect(rowClock(layout.rows[0]!.minutes)).toEqual({ time: "23:30", nextDay: false });
  });

  it("has no rows for a day without sessions", () => {
    expect(gridLayout([])).toEqual({ columns: [], lanes: 1, rows: [] });
  });
});

describe("a grid of some rooms (issue 33)", () => {
  const day = [
    session("keynote", "Hall", "09:00", "10:00"),
    session("workshop", "Studio", "09:00", "10:30"),
    session("talk", "Loft", "09:30", "10:00"),
    session("lunch", "Foyer", "12:00", "13:00", { kind: "lunch" }),
    session("coffee", "Foyer", "10:00", "10:30", { kind: "break" }),
    session("afternoon", "Hall", "13:00", "14:00"),
  ];

  it("keeps the chosen rooms' sessions and the breaks for everyone, in columns of those rooms only", () => {
    const shown = sessionsInRooms(day, new Set(["Hall", "Loft"]));
    // The coffee runs beside the workshop: it is the Foyer's own, not everyone's.
    expect(shown.map((event) => event.id)).toEqual(["keynote", "talk", "lunch", "afternoon"]);
    const layout = gridLayout(shown, ["Hall", "Studio", "Loft"]);
    expect(layout.columns.map((column) => column.room)).toEqual(["Hall", "Loft"]);
    expect(picture(layout)).toEqual([
      "09:00 keynote(2) ·",
      "09:30 talk(1)",
      "10:00 ··",
      "12:00 lunch(1x2)",
      "13:00 afternoon(1) ·",
    ]);
  });

  it("leaves out rooms it does not know, and is empty when it knows none", () => {
    expect(sessionsInRooms(day, new Set(["Nowhere"])).map((event) => event.id)).toEqual(["lunch"]);
    expect(gridLayout(sessionsInRooms([], new Set(["Hall"])))).toEqual(gridLayout([]));
  });

  it("names the rooms in use from the sessions running, once each, but not a break for everyone's", () => {
    expect(roomsInUse(day, new Set(["keynote", "workshop"]))).toEqual(["Hall", "Studio"]);
    expect(roomsInUse(day, new Set(["workshop", "coffee"]))).toEqual(["Studio", "Foyer"]);
    expect(roomsInUse(day, new Set(["lunch"]))).toEqual([]);
    expect(roomsInUse(day, new Set())).toEqual([]);
  });

  it("finds the row a moment falls in and how far through it, for the line at now", () => {
    const { rows } = gridLayout(day);
    // Rows: 09:00, 09:30, 10:00, 10:30 (to 12:00), 12:00, 13:00 (to 14:00).
    expect(rows.map((row) => rowClock(row.minutes).time)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "12:00",
      "13:00",
    ]);
    expect(rowAt(rows, 9 * 60)).toEqual({ row: 0, fraction: 0 });
    expect(rowAt(rows, 9 * 60 + 15)).toEqual({ row: 0, fraction: 0.5 });
    expect(rowAt(rows, 11 * 60 + 15)).toEqual({ row: 3, fraction: 0.5 });
    expect(rowAt(rows, 13 * 60 + 59)).toEqual({ row: 5, fraction: 59 / 60 });
    expect(rowAt(rows, 8 * 60 + 59)).toBeNull();
    expect(rowAt(rows, 14 * 60)).toBeNull();
    expect(rowAt([], 9 * 60)).toBeNull();
  });

  it("finds a moment of the night after the evening", () => {
    const { rows } = gridLayout([session("late", "Hall", "23:30", "00:30", { endsNextDay: true })]);
    expect(rowAt(rows, 24 * 60 + 15)).toEqual({ row: 0, fraction: 0.75 });
  });
});
