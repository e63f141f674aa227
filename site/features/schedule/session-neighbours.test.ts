import { describe, expect, it } from "vitest";
import { maxConcurrent, neighbourIndex } from "./session-neighbours.ts";

interface Fields {
  day?: number;
  start: string;
  end: string;
  location?: string;
  startsNextDay?: true;
  endsNextDay?: true;
  cancelled?: true;
}

const session = (id: string, fields: Fields) => ({
  id,
  title: `Title of ${id}`,
  day: 0,
  location: "Hall A",
  ...fields,
});

// Two consecutive days and one a week later, across the end of British Summer Time (26 October
// 2025), so that offsets differ between days.
const days = [
  { id: 0, date: "2025-10-25" },
  { id: 1, date: "2025-10-26" },
  { id: 2, date: "2025-11-02" },
];

const neighbours = (events: ReturnType<typeof session>[], id: string) =>
  neighbourIndex(events, days, "Europe/London")(id);
const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id);

describe("at the same time", () => {
  it("lists sessions in other rooms that overlap, by start, with the same start included", () => {
    const events = [
      session("this", { start: "10:00", end: "11:00" }),
      session("same-start", { start: "10:00", end: "10:30", location: "Hall B" }),
      session("inside", { start: "10:15", end: "10:45", location: "Hall C" }),
      session("across-end", { start: "10:45", end: "12:00", location: "Hall D" }),
      session("across-start", { start: "09:00", end: "10:05", location: "Hall E" }),
      session("later", { start: "11:30", end: "12:00", location: "Hall B" }),
    ];
    expect(ids(neighbours(events, "this").concurrent)).toEqual([
      "across-start",
      "same-start",
      "inside",
      "across-end",
    ]);
  });

  it("leaves out sessions that only touch it: one ending as it starts, one starting as it ends", () => {
    const events = [
      session("this", { start: "10:00", end: "11:00" }),
      session("before", { start: "09:00", end: "10:00", location: "Hall B" }),
      session("after", { start: "11:00", end: "12:00", location: "Hall C" }),
    ];
    expect(neighbours(events, "this").concurrent).toEqual([]);
  });

  it("leaves out its own room (that is 'Next in'), and the same clock time on other days", () => {
    const events = [
      session("this", { start: "10:00", end: "11:00" }),
      session("same-room", { start: "10:30", end: "11:30" }),
      session("next-day", { day: 1, start: "10:00", end: "11:00", location: "Hall B" }),
      session("week-later", { day: 2, start: "10:00", end: "11:00", location: "Hall C" }),
    ];
    expect(neighbours(events, "this").concurrent).toEqual([]);
  });

  it("marks cancelled sessions and keeps them in the list", () => {
    const events = [
      session("this", { start: "10:00", end: "11:00" }),
      session("called-off", { start: "10:00", end: "11:00", location: "Hall B", cancelled: true }),
      session("on", { start: "10:00", end: "11:00", location: "Hall C" }),
    ];
    const { concurrent } = neighbours(events, "this");
    expect(concurrent.map(({ id, cancelled }) => [id, cancelled])).toEqual([
      ["called-off", true],
      ["on", false],
    ]);
  });

  it("finds sessions across midnight: a night session of the same day, and the next day's early one", () => {
    const events = [
      session("late", { start: "23:00", end: "01:30", endsNextDay: true }),
      session("night", {
        start: "00:30",
        end: "02:00",
        startsNextDay: true,
        endsNextDay: true,
        location: "Hall B",
      }),
      session("early", { day: 1, start: "01:00", end: "02:00", location: "Hall C" }),
      session("evening", { start: "22:00", end: "23:00", location: "Hall D" }),
    ];
    const { concurrent } = neighbours(events, "late");
    expect(ids(concurrent)).toEqual(["night", "early"]);
    expect(concurrent.every((other) => other.dayNote === "next day")).toBe(true);
    // Notes are relative to the date of the page's conference day: from the night session's page
    // (Saturday's, though it starts on Sunday), Saturday's late session only ends the next day.
    expect(neighbours(events, "night").concurrent.map(({ id, dayNote }) => [id, dayNote])).toEqual([
      ["late", "ends next day"],
      ["early", "next day"],
    ]);
    expect(neighbours(events, "early").concurrent.map(({ id, dayNote }) => [id, dayNote])).toEqual([
      ["late", "day before"],
      ["night", undefined],
    ]);
  });

  it("marks each time as its full instant with the event's offset, which changes with the clocks", () => {
    const events = [
      session("this", { start: "10:00", end: "11:00" }),
      session("other", { start: "10:30", end: "11:30", location: "Hall B" }),
      session("sunday", { day: 1, start: "10:00", end: "11:00" }),
      session("sunday-other", { day: 1, start: "10:00", end: "11:00", location: "Hall B" }),
    ];
    expect(neighbours(events, "this").concurrent[0]).toMatchObject({
      start: "10:30",
      end: "11:30",
      startIso: "2025-10-25T10:30:00+01:00",
      endIso: "2025-10-25T11:30:00+01:00",
      location: "Hall B",
      title: "Title of other",
    });
    expect(neighbours(events, "sunday").concurrent[0]).toMatchObject({
      startIso: "2025-10-26T10:00:00+00:00",
    });
  });

  it(`keeps the ${maxConcurrent} starting closest to it, in time order, and counts the rest`, () => {
    // Thirty sessions starting every ten minutes from 08:00, all ending at 13:00: the fifteen
    // that start before 10:30 overlap it.
    const clock = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const others = Array.from({ length: 30 }, (_, index) =>
      session(`other-${index}`, {
        start: clock(8 * 60 + index * 10),
        end: "13:00",
        location: `Room ${index}`,
      }),
    );
    const events = [session("this", { start: "10:00", end: "10:30" }), ...others];
    const { concurrent, concurrentMore } = neighbours(events, "this");
    expect(concurrent).toHaveLength(maxConcurrent);
    expect(concurrentMore).toBe(15 - maxConcurrent);
    const starts = concurrent.map((other) => other.start);
    expect(starts).toEqual([...starts].sort());
    expect(starts).toContain("10:00");
    expect(starts).toContain("10:20");
    expect(starts).not.toContain("08:00");
  });
});

describe("next in the room", () => {
  it("lists the next two sessions in the same room that day, cancelled ones marked", () => {
    const events = [
      session("earlier", { start: "09:00", end: "10:00" }),
      session("this", { start: "10:00", end: "11:00" }),
      session("other-room", { start: "11:00", end: "12:00", location: "Hall B" }),
      session("third", { start: "14:00", end: "15:00" }),
      session("second", { start: "12:00", end: "13:00", cancelled: true }),
      session("first", { start: "11:00", end: "12:00" }),
      session("tomorrow", { day: 1, start: "09:00", end: "10:00" }),
    ];
    const { nextInRoom } = neighbours(events, "this");
    expect(nextInRoom.map(({ id, cancelled }) => [id, cancelled])).toEqual([
      ["first", false],
      ["second", true],
    ]);
  });

  it("counts a night session of the day as after the evening, and stops at the day's end", () => {
    const events = [
      session("this", { start: "22:00", end: "23:00" }),
      session("night", { start: "00:30", end: "01:00", startsNextDay: true, endsNextDay: true }),
      session("morning", { start: "09:00", end: "10:00" }),
      session("tomorrow", { day: 1, start: "02:00", end: "03:00" }),
    ];
    expect(neighbours(events, "this").nextInRoom).toEqual([
      expect.objectContaining({
        id: "night",
        dayNote: "next day",
        startIso: "2025-10-26T00:30:00+01:00",
      }),
    ]);
  });

  it("is empty for the room's last session, and for an id the programme does not have", () => {
    const events = [session("this", { start: "10:00", end: "11:00" })];
    expect(neighbours(events, "this")).toEqual({
      concurrent: [],
      concurrentMore: 0,
      nextInRoom: [],
    });
    expect(neighbours(events, "missing").nextInRoom).toEqual([]);
  });
});
