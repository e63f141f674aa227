// The programme as the history compares it (docs/decisions/040-programme-history.md): for each
// session its title, day, times, room, speakers and whether it is cancelled, and nothing else.
import type { Snapshot, SnapshotSession } from "../schema/programme-history.ts";

/** What a snapshot is made from: the days, the sessions as their files hold them, the speakers. */
export interface ProgrammeParts {
  days: readonly { id: number; date: string }[];
  sessions: readonly {
    id: string;
    day: number;
    start: string;
    end: string;
    startsNextDay?: true;
    endsNextDay?: true;
    title: string;
    location: string;
    speakers: readonly number[];
    cancelled?: true;
  }[];
  speakers: readonly { id: number; name: string }[];
}

/** The programme's snapshot, sessions in the programme's order. */
export function programmeSnapshot({ days, sessions, speakers }: ProgrammeParts): Snapshot {
  const dateOf = new Map(days.map((day) => [day.id, day.date]));
  const nameOf = new Map(speakers.map((speaker) => [speaker.id, speaker.name]));
  const snapshot: Snapshot = { sessions: {}, speakers: {} };
  for (const session of sessions) {
    const entry: SnapshotSession = {
      title: session.title,
      // A checked programme has every session's day; an unchecked one (a check that names the
      // problem runs beside this) is compared as it is.
      day: dateOf.get(session.day) ?? `day ${session.day}`,
      start: session.start,
      end: session.end,
      ...(session.startsNextDay ? { startsNextDay: true as const } : {}),
      ...(session.endsNextDay ? { endsNextDay: true as const } : {}),
      room: session.location,
      speakers: [...session.speakers],
      ...(session.cancelled ? { cancelled: true as const } : {}),
    };
    snapshot.sessions[session.id] = entry;
    for (const id of session.speakers) {
      const name = nameOf.get(id);
      if (name !== undefined) snapshot.speakers[String(id)] = name;
    }
  }
  return snapshot;
}
