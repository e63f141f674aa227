// The changes between two snapshots (docs/decisions/040-programme-history.md): one of each kind,
// in the newer programme's order, and the sentences every reader of the history sees.
import { describe, expect, it } from "vitest";
import type { Snapshot, SnapshotSession } from "../schema/programme-history.ts";
import { changesBetween } from "./changes.ts";
import { changeLine, describeChange, releaseTitle } from "./describe.ts";
import { programmeSnapshot } from "./snapshot.ts";
import { zonedIsoTime } from "./zoned-time.ts";

const session = (fields: Partial<SnapshotSession> = {}): SnapshotSession => ({
  title: "Opening keynote",
  day: "2025-10-28",
  start: "14:00",
  end: "15:00",
  room: "Room A",
  speakers: [1],
  ...fields,
});

const before: Snapshot = {
  sessions: {
    "tue-keynote": session(),
    "tue-panel": session({ title: "Panel", speakers: [1, 2] }),
    "tue-talk": session({ title: "Old title", room: "Room B" }),
    "tue-demo": session({ title: "Demo", room: "Room C" }),
    "tue-gone": session({ title: "A talk that went", room: "Room D" }),
    "tue-back": session({ title: "Back again", cancelled: true }),
  },
  speakers: { "1": "Ada Example", "2": "Cy Example" },
};

const after: Snapshot = {
  sessions: {
    "tue-new": session({ title: "A new talk", speakers: [3] }),
    "tue-keynote": session({ start: "15:30", end: "16:30", room: "Room C" }),
    "tue-panel": session({ title: "Panel", speakers: [3, 1] }),
    "tue-talk": session({ title: "New title", room: "Room B" }),
    "tue-demo": session({ title: "Demo", room: "Room C", cancelled: true }),
    "tue-back": session({ title: "Back again" }),
  },
  speakers: { "1": "Ada Example", "3": "Bo Example" },
};

describe("changes between two snapshots", () => {
  it("finds one change of each kind, in the newer programme's order, the removed last", () => {
    expect(changesBetween(before, after).map((change) => [change.session, change.kind])).toEqual([
      ["tue-new", "added"],
      ["tue-keynote", "moved"],
      ["tue-panel", "speakers"],
      ["tue-talk", "retitled"],
      ["tue-demo", "cancelled"],
      ["tue-back", "added"],
      ["tue-gone", "removed"],
    ]);
  });

  it("says each in a sentence", () => {
    expect(changesBetween(before, after).map(describeChange)).toEqual([
      "Added",
      "Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C",
      "Speakers: now Bo Example, Ada Example (was Ada Example, Cy Example)",
      "Retitled from “Old title”",
      "Cancelled",
      "Back in the programme (no longer cancelled)",
      "Removed",
    ]);
  });

  it("keeps a removed session's title, and names speakers by the snapshot that had them", () => {
    const changes = changesBetween(before, after);
    expect(changes.at(-1)).toEqual({
      session: "tue-gone",
      title: "A talk that went",
      kind: "removed",
    });
    expect(changes.find((change) => change.kind === "speakers")).toMatchObject({
      from: ["Ada Example", "Cy Example"],
      to: ["Bo Example", "Ada Example"],
    });
    expect(changeLine(changes[1]!)).toBe(
      "tue-keynote “Opening keynote”: Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C",
    );
  });

  it("finds nothing between a programme and itself", () => {
    expect(changesBetween(after, after)).toEqual([]);
  });

  it("says a session that only ends later ends later, and dates a move to the same weekday", () => {
    const [longer] = changesBetween(
      { sessions: { x: session() }, speakers: {} },
      { sessions: { x: session({ end: "15:30" }) }, speakers: {} },
    );
    expect(describeChange(longer!)).toBe("Now ends at 15:30 (was 15:00)");
    const [weekLater] = changesBetween(
      { sessions: { x: session() }, speakers: {} },
      { sessions: { x: session({ day: "2025-11-04" }) }, speakers: {} },
    );
    expect(describeChange(weekLater!)).toBe(
      "Moved from Tuesday 28 October 14:00, Room A to Tuesday 4 November 14:00, Room A",
    );
  });

  it("names a night session's real weekday", () => {
    const [night] = changesBetween(
      { sessions: { x: session() }, speakers: {} },
      {
        sessions: {
          x: session({ start: "01:00", end: "02:00", startsNextDay: true, endsNextDay: true }),
        },
        speakers: {},
      },
    );
    expect(describeChange(night!)).toBe(
      "Moved from Tuesday 14:00, Room A to Wednesday 01:00, Room A",
    );
  });

  it("lists speakers none when a session has none", () => {
    const [change] = changesBetween(
      { sessions: { x: session({ speakers: [] }) }, speakers: {} },
      { sessions: { x: session({ speakers: [1] }) }, speakers: { "1": "Ada Example" } },
    );
    expect(describeChange(change!)).toBe("Speakers: now Ada Example (was none)");
  });
});

describe("a snapshot of the programme", () => {
  it("dates each session by its day, names its speakers, and keeps the programme's order", () => {
    const snapshot = programmeSnapshot({
      days: [
        { id: 0, date: "2025-10-28" },
        { id: 1, date: "2025-10-29" },
      ],
      sessions: [
        {
          id: "b",
          day: 1,
          start: "09:00",
          end: "10:00",
          title: "B",
          location: "Hall",
          speakers: [2],
          cancelled: true,
        },
        {
          id: "a",
          day: 0,
          start: "09:00",
          end: "10:00",
          title: "A",
          location: "Hall",
          speakers: [],
        },
      ],
      speakers: [
        { id: 1, name: "Not on a session" },
        { id: 2, name: "Cy Example" },
      ],
    });
    expect(snapshot).toEqual({
      sessions: {
        b: {
          title: "B",
          day: "2025-10-29",
          start: "09:00",
          end: "10:00",
          room: "Hall",
          speakers: [2],
          cancelled: true,
        },
        a: {
          title: "A",
          day: "2025-10-28",
          start: "09:00",
          end: "10:00",
          room: "Hall",
          speakers: [],
        },
      },
      speakers: { "2": "Cy Example" },
    });
    expect(Object.keys(snapshot.sessions)).toEqual(["b", "a"]);
  });
});

describe("release titles and times", () => {
  it("names the first release and counts the others' changes", () => {
    const release = {
      number: 1,
      time: "2025-09-15T10:00:00+01:00",
      source: "hand edit",
      sessions: 50,
      changes: [],
    };
    expect(releaseTitle(release)).toBe("Release 1: the programme as first published (50 sessions)");
    const changes = changesBetween(before, after);
    expect(releaseTitle({ ...release, number: 2, changes })).toBe("Release 2: 7 changes");
    expect(releaseTitle({ ...release, number: 3, changes: changes.slice(0, 1) })).toBe(
      "Release 3: 1 change",
    );
  });

  it("writes a time at the event's clock, with its offset, either side of a clock change", () => {
    expect(zonedIsoTime(new Date("2025-10-20T08:00:00.900Z"), "Europe/London")).toBe(
      "2025-10-20T09:00:00+01:00",
    );
    expect(zonedIsoTime(new Date("2025-10-27T08:00:00Z"), "Europe/London")).toBe(
      "2025-10-27T08:00:00+00:00",
    );
    expect(zonedIsoTime(new Date("2025-10-27T08:00:00Z"), "America/New_York")).toBe(
      "2025-10-27T04:00:00-04:00",
    );
  });
});
