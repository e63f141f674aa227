// The second event's Sunday as a Congress day (issue 33, point 3): 62 more rooms, each with a
// session between 11:00 and 14:15, written here rather than in the importer's fixture, which
// the importer's own tests count. `npm run build:second-event` adds them to the fixture before it
// imports it; e2e/congress-grid.spec.ts reads the same rooms and times from here. Fictional, like
// the fixture: rooms of an imagined venue, sessions without speakers (no more pages than needed).

/** The Sunday's date in the fixture: its day index 3 (the third day, /schedule/sunday). */
export const congressDate = "2025-10-26";

const halls = ["Saal", "Raum", "Werkstatt", "Lounge"] as const;
const topics = [
  "Sensor data from the harbour",
  "Sampling without bias",
  "A ledger for every dataset",
  "Small models on old phones",
  "Maps of the night trains",
  "Counting birds with sound",
  "Privacy by arithmetic",
  "What the tide gauges said",
] as const;
/** Lengths in minutes, taken in turn: the rows of the grid are not all alike. */
const lengths = [45, 60, 30, 90] as const;

export interface CongressSession {
  id: number;
  room: string;
  /** "HH:MM", Berlin time on the congress date. */
  start: string;
  minutes: number;
  title: string;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The generated rooms, in the venue's order: "Saal 1" to "Lounge 16" less two, 62 in all. */
export const congressRooms: readonly string[] = halls
  .flatMap((hall) => Array.from({ length: 16 }, (_, index) => `${hall} ${index + 1}`))
  .slice(0, 62);

/**
 * One session in each room, from 11:00 plus a quarter of an hour per room in eight, of 45, 60, 30
 * or 90 minutes: at 12:20, a third of the rooms are in use. One, not a real Congress's six or so:
 * each session is a page and a share card more to build, and the grid's tests are about its
 * columns (npm run bench:scale measures a real Congress's size).
 */
export const congressSessions: readonly CongressSession[] = congressRooms.map((room, index) => {
  const minutes = lengths[index % lengths.length]!;
  return {
    id: 2000 + index,
    room,
    start: clock(11 * 60 + (index % 8) * 15),
    minutes,
    title: `${topics[index % topics.length]} (${room})`,
  };
});

/** A pretalx-style session of the fixture's shape. */
function pretalxSession(session: CongressSession) {
  const id = String(session.id).padStart(12, "0");
  return {
    id: session.id,
    guid: `00000000-0000-4000-8000-${id}`,
    logo: "",
    date: `${congressDate}T${session.start}:00+01:00`,
    start: session.start,
    duration: clock(session.minutes),
    room: session.room,
    slug: `nldd2025-${session.id}-congress`,
    url: `https://pretalx.example.test/nldd2025/talk/C${session.id}/`,
    title: session.title,
    subtitle: "",
    track: session.id % 2 === 0 ? "Engineering" : "Data & Society",
    type: "Talk",
    language: "en",
    abstract: `A fictional talk of the generated Congress day, in ${session.room}.`,
    description: null,
    recording_license: "",
    do_not_record: false,
    persons: [],
    links: [],
    attachments: [],
    answers: [],
  };
}

interface Fixture {
  schedule: {
    conference: {
      rooms: { name: string; guid: string; description: null; capacity: number }[];
      days: { date: string; rooms: Record<string, unknown[]> }[];
    };
  };
}

/** The fixture with the congress rooms and their sessions added to its Sunday. */
export function withCongressDay<T>(fixture: T): T {
  const copy = structuredClone(fixture) as T & Fixture;
  const { conference } = copy.schedule;
  congressRooms.forEach((name, index) => {
    conference.rooms.push({
      name,
      guid: `00000000-0000-4000-9000-${String(index).padStart(12, "0")}`,
      description: null,
      capacity: 50,
    });
  });
  const sunday = conference.days.find((day) => day.date === congressDate)!;
  for (const session of congressSessions) {
    (sunday.rooms[session.room] ??= []).push(pretalxSession(session));
  }
  return copy;
}
