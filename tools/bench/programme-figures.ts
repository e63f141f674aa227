// The figures that say how heavy a programme is for the site: sessions per day, rooms in use at
// once on the busiest day, people per session. `npm run bench:scale` prints them for the event it
// built (synthetic or imported), and the generator's tests hold the synthetic one to them.

/** A session as far as these figures need it (from the content or from the importer's model). */
export interface TimedSession {
  day: string | number;
  /** HH:MM on the clock. */
  start: string;
  end: string;
  startsNextDay?: boolean;
  endsNextDay?: boolean;
  room: string;
  people: number;
}

export interface ProgrammeFigures {
  sessions: number;
  days: number;
  /** Rooms with at least one session. */
  rooms: number;
  /** Mean people per session. */
  peoplePerSession: number;
  busiest: {
    day: string | number;
    sessions: number;
    /** Rooms with a session that day. */
    rooms: number;
    /** The most rooms with a session running at one moment, and the first time it happens. */
    roomsAtOnce: number;
    at: string;
  };
}

const minutesOf = (time: string, nextDay: boolean | undefined) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes! + (nextDay ? 24 * 60 : 0);
};

/** The most rooms in use at one time (a session runs from its start until just before its end). */
export function roomsAtOnce(sessions: readonly TimedSession[]): { rooms: number; at: string } {
  const spans = sessions.map((session) => {
    const start = minutesOf(session.start, session.startsNextDay);
    const end = minutesOf(session.end, session.endsNextDay || session.startsNextDay);
    return { room: session.room, start, end: Math.max(end, start + 1) };
  });
  let best = { rooms: 0, at: "" };
  for (const moment of [...new Set(spans.map((span) => span.start))].sort((a, b) => a - b)) {
    const rooms = new Set(
      spans.filter((span) => span.start <= moment && moment < span.end).map((span) => span.room),
    ).size;
    if (rooms > best.rooms) {
      const hh = String(Math.floor(moment / 60) % 24).padStart(2, "0");
      best = { rooms, at: `${hh}:${String(moment % 60).padStart(2, "0")}` };
    }
  }
  return best;
}

export function programmeFigures(sessions: readonly TimedSession[]): ProgrammeFigures {
  const byDay = new Map<string | number, TimedSession[]>();
  for (const session of sessions)
    byDay.set(session.day, [...(byDay.get(session.day) ?? []), session]);
  const [day, ofDay] = [...byDay].reduce<[string | number, TimedSession[]]>(
    (best, entry) => (entry[1].length > best[1].length ? entry : best),
    ["", []],
  );
  const atOnce = roomsAtOnce(ofDay);
  return {
    sessions: sessions.length,
    days: byDay.size,
    rooms: new Set(sessions.map((session) => session.room)).size,
    peoplePerSession: sessions.length
      ? sessions.reduce((sum, session) => sum + session.people, 0) / sessions.length
      : 0,
    busiest: {
      day,
      sessions: ofDay.length,
      rooms: new Set(ofDay.map((session) => session.room)).size,
      roomsAtOnce: atOnce.rooms,
      at: atOnce.at,
    },
  };
}
