import { describe, expect, it } from "vitest";
import { programmeFigures, roomsAtOnce, type TimedSession } from "./programme-figures.ts";

const session = (overrides: Partial<TimedSession>): TimedSession => ({
  day: 0,
  start: "10:00",
  end: "11:00",
  room: "A",
  people: 1,
  ...overrides,
});

describe("roomsAtOnce", () => {
  it("counts the rooms with a session running at one moment, each room once", () => {
    const sessions = [
      session({ room: "A", start: "10:00", end: "11:00" }),
      session({ room: "A", start: "10:00", end: "11:00" }),
      session({ room: "B", start: "10:30", end: "12:00" }),
      session({ room: "C", start: "11:00", end: "11:30" }),
    ];
    // At 10:30: A and B; at 11:00 A has ended: B and C.
    expect(roomsAtOnce(sessions)).toEqual({ rooms: 2, at: "10:30" });
  });

  it("places night sessions after the evening's", () => {
    const sessions = [
      session({ room: "A", start: "23:30", end: "01:00", endsNextDay: true }),
      session({ room: "B", start: "00:30", end: "01:30", startsNextDay: true, endsNextDay: true }),
      session({ room: "C", start: "00:45", end: "01:00" }),
    ];
    expect(roomsAtOnce(sessions)).toEqual({ rooms: 2, at: "00:30" });
  });

  it("is nothing for no sessions", () => {
    expect(roomsAtOnce([])).toEqual({ rooms: 0, at: "" });
  });
});

describe("programmeFigures", () => {
  it("finds the busiest day and the people per session", () => {
    const figures = programmeFigures([
      session({ day: 0, room: "A", people: 0 }),
      session({ day: 1, room: "A", people: 2 }),
      session({ day: 1, room: "B", people: 1, start: "10:30" }),
      session({ day: 1, room: "C", people: 1, start: "12:00", end: "13:00" }),
    ]);
    expect(figures).toEqual({
      sessions: 4,
      days: 2,
      rooms: 3,
      peoplePerSession: 1,
      busiest: { day: 1, sessions: 3, rooms: 3, roomsAtOnce: 2, at: "10:30" },
    });
  });
});
