import { minutesOfDay } from "#content/schema/clock-time.ts";
import type { EventKind } from "#content/schema/programme.ts";

// The room × time grid of one day (docs/decisions/023-room-time-grid.md) as a table: rooms are
// columns, the times at which something starts or ends are rows, and a session spans the rows of
// its length. Worked out here, apart from the markup, so that it can be tested on its own.

/** What the grid needs of a session. */
export interface GridEvent {
  id: string;
  start: string;
  end: string;
  startsNextDay?: true;
  endsNextDay?: true;
  location: string;
  kind: EventKind;
}

/** A room's column group: one lane per session that overlaps another in the room. */
export interface GridColumn {
  room: string;
  lanes: number;
}

export type GridCell<T> =
  | { type: "session"; event: T; rowSpan: number; colSpan: number }
  | { type: "empty"; colSpan: number };

export interface GridRow<T> {
  /** Minutes from midnight of the day's date (a night session's are past 24 × 60). */
  minutes: number;
  /** The row's length in minutes, up to the next row. */
  length: number;
  cells: GridCell<T>[];
}

export interface GridLayout<T> {
  columns: GridColumn[];
  /** The sum of the columns' lanes: the width of a break that spans every room. */
  lanes: number;
  rows: GridRow<T>[];
}

/** Kinds that are for everyone: when nothing else runs at their time, they span every room. */
const commonKinds: ReadonlySet<EventKind> = new Set(["break", "lunch", "registration"]);

interface Placed<T> {
  event: T;
  from: number;
  to: number;
}

const overlaps = (a: Placed<unknown>, b: Placed<unknown>) => a.from < b.to && b.from < a.to;

const place = <T extends GridEvent>(event: T): Placed<T> => ({
  event,
  from: minutesOfDay(event.start, event.startsNextDay),
  to: minutesOfDay(event.end, event.endsNextDay),
});

/** A break, lunch or registration that overlaps nothing else of its day is for everyone. */
const spansAll = <T extends GridEvent>(item: Placed<T>, placed: readonly Placed<T>[]) =>
  commonKinds.has(item.event.kind) &&
  placed.every((other) => other === item || !overlaps(item, other));

/**
 * The grid of a day's sessions. `roomOrder` lists the venue's rooms in the order the site shows
 * them; rooms it does not name (an import's) follow in the order of their first session.
 */
export function gridLayout<T extends GridEvent>(
  events: readonly T[],
  roomOrder: readonly string[] = [],
): GridLayout<T> {
  const placed = events.map(place).sort((a, b) => a.from - b.from || b.to - a.to);

  const spanning = new Set(placed.filter((item) => spansAll(item, placed)));

  // Each room's lanes: a session goes to the first lane that is free at its start.
  const laneEnds = new Map<string, number[]>();
  const laneOf = new Map<Placed<T>, number>();
  for (const item of placed) {
    if (spanning.has(item)) continue;
    const ends = laneEnds.get(item.event.location) ?? [];
    let lane = ends.findIndex((end) => end <= item.from);
    if (lane === -1) lane = ends.push(item.to) - 1;
    else ends[lane] = item.to;
    laneEnds.set(item.event.location, ends);
    laneOf.set(item, lane);
  }

  const rank = (room: string) => {
    const index = roomOrder.indexOf(room);
    return index === -1 ? roomOrder.length : index;
  };
  const columns = [...laneEnds.entries()]
    .map(([room, ends]) => ({ room, lanes: ends.length }))
    .sort((a, b) => rank(a.room) - rank(b.room));
  const firstLane = new Map<string, number>();
  let lanes = 0;
  for (const column of columns) {
    firstLane.set(column.room, lanes);
    lanes += column.lanes;
  }
  const width = Math.max(lanes, 1);

  const times = [...new Set(placed.flatMap((item) => [item.from, item.to]))].sort((a, b) => a - b);
  const rowOf = new Map(times.map((time, index) => [time, index]));
  const rows: GridRow<T>[] = times.slice(0, -1).map((minutes, index) => ({
    minutes,
    length: times[index + 1]! - minutes,
    cells: [],
  }));

  // Which lane of which row a session fills, and which lanes its earlier rows already cover.
  const startsAt = new Map<string, Placed<T>>();
  const covered = new Set<string>();
  for (const item of placed) {
    const firstRow = rowOf.get(item.from)!;
    const lastRow = rowOf.get(item.to)! - 1;
    const lane = spanning.has(item) ? 0 : firstLane.get(item.event.location)! + laneOf.get(item)!;
    const laneCount = spanning.has(item) ? width : 1;
    startsAt.set(`${firstRow}:${lane}`, item);
    for (let row = firstRow; row <= lastRow; row++) {
      for (let offset = 0; offset < laneCount; offset++) {
        if (row !== firstRow || offset !== 0) covered.add(`${row}:${lane + offset}`);
      }
    }
  }

  rows.forEach((row, rowIndex) => {
    for (let lane = 0; lane < width; lane++) {
      const key = `${rowIndex}:${lane}`;
      const item = startsAt.get(key);
      if (item) {
        row.cells.push({
          type: "session",
          event: item.event,
          rowSpan: rowOf.get(item.to)! - rowIndex,
          colSpan: spanning.has(item) ? width : 1,
        });
        continue;
      }
      if (covered.has(key)) continue;
      // Neighbouring free lanes share one empty cell: a large grid stays a small document.
      const last = row.cells.at(-1);
      const previousFree = lane > 0 && !covered.has(`${rowIndex}:${lane - 1}`);
      if (last?.type === "empty" && previousFree && !startsAt.has(`${rowIndex}:${lane - 1}`)) {
        last.colSpan += 1;
      } else {
        row.cells.push({ type: "empty", colSpan: 1 });
      }
    }
  });

  return { columns, lanes: width, rows };
}

/** "25:30" -> "01:30": a row's clock time; `nextDay` says it is after midnight. */
export function rowClock(minutes: number): { time: string; nextDay: boolean } {
  const inDay = minutes % (24 * 60);
  const hours = String(Math.floor(inDay / 60)).padStart(2, "0");
  const mins = String(inDay % 60).padStart(2, "0");
  return { time: `${hours}:${mins}`, nextDay: minutes >= 24 * 60 };
}

/**
 * A row's height says roughly how long it lasts: quarters of an hour up to one hour. A class, not
 * an inline style, which the pages' Content-Security-Policy would have to list one by one.
 */
export const gridRowClass = (minutes: number) =>
  `schedule-grid__row--${Math.min(4, Math.max(1, Math.round(minutes / 15))) * 15}`;

/**
 * The grid's box for a table of `rows` rows. From 20 rows (3 rem each at least) the table is taller
 * than the box's largest height (schedule.css), so the box's height is known before its table is
 * laid out: the browser may then skip laying out a box that is off screen (content-visibility),
 * which at a congress's 80 rooms is most of the work of loading the page (npm run bench:scale).
 */
export const gridBoxClass = (rows: number) =>
  rows >= 20 ? "schedule-grid schedule-grid--tall" : "schedule-grid";

/**
 * A grid of some rooms only (docs/decisions/044-grid-for-a-congress.md): their sessions, and the
 * day's breaks for everyone, which concern every room. Rooms it does not name are left out.
 */
export function sessionsInRooms<T extends GridEvent>(
  events: readonly T[],
  rooms: ReadonlySet<string>,
): T[] {
  const placed = events.map(place);
  return placed
    .filter((item) => rooms.has(item.event.location) || spansAll(item, placed))
    .map((item) => item.event);
}

/**
 * The rooms in use at a moment: those of the sessions running then (`running`, by id), in the
 * order of `events`. A break for everyone is in no room of its own in the grid, so it counts for
 * none.
 */
export function roomsInUse<T extends GridEvent>(
  events: readonly T[],
  running: ReadonlySet<string>,
): string[] {
  const placed = events.map(place);
  const rooms = placed
    .filter((item) => running.has(item.event.id) && !spansAll(item, placed))
    .map((item) => item.event.location);
  return [...new Set(rooms)];
}

/**
 * Where a moment (minutes of the day, past 24 × 60 in the night) falls in a grid's rows: the row
 * it is in and how far through it (0 to 1), or null before the first row and from the last
 * row's end. The "now" line is drawn there.
 */
export function rowAt(
  rows: readonly Pick<GridRow<unknown>, "minutes" | "length">[],
  minutes: number,
): { row: number; fraction: number } | null {
  const row = rows.findIndex((candidate) => candidate.minutes + candidate.length > minutes);
  if (row === -1 || minutes < rows[row]!.minutes) return null;
  const { minutes: from, length } = rows[row]!;
  return { row, fraction: (minutes - from) / length };
}
