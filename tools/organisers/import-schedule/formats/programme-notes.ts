// Repairs and notes about a whole programme, the same for every format: duplicate ids told
// apart, and sessions that share a room at the same time counted (they are kept: assemblies,
// workshops and stages do share rooms in the tools).
import { createHash } from "node:crypto";
import { shown, type ImportedSession, type ImportedSpeaker } from "../model.ts";

/** A short hash of what a session is: the same input gives the same id on every run. */
function fingerprint(session: ImportedSession): string {
  return createHash("sha256")
    .update([session.date, session.start, session.room, session.title].join("\u0000"))
    .digest("hex")
    .slice(0, 6);
}

/**
 * Gives each session whose tool id another session already has an id of its own, stable across
 * runs: the tool id plus a hash of its day, start, room and title. Returns the report's note.
 */
export function stableIds(sessions: ImportedSession[], what: string): string[] {
  const seen = new Set<string>();
  const renamed: string[] = [];
  for (const session of sessions) {
    if (seen.has(session.sourceId)) {
      const original = session.sourceId;
      let id = `${original}-${fingerprint(session)}`;
      for (let n = 2; seen.has(id); n += 1) id = `${original}-${fingerprint(session)}-${n}`;
      session.sourceId = id;
      renamed.push(`${original} → ${id}`);
    }
    seen.add(session.sourceId);
  }
  if (!renamed.length) return [];
  return [
    `${renamed.length} ${what} share an id or GUID with another in the export: each was given an id of its own (${renamed.slice(0, 3).join(", ")}${renamed.length > 3 ? ", ..." : ""})`,
  ];
}

/** Minutes from the conference day's midnight, so night sessions sort and compare after the evening. */
export function dayMinutes(time: string, nextDay: boolean | undefined): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + (nextDay ? 24 * 60 : 0);
}

/** How many sessions share a room with another session at the same time; a note when any do. */
export function overlapNote(sessions: readonly ImportedSession[]): string[] {
  const byRoom = new Map<string, { from: number; to: number; session: ImportedSession }[]>();
  for (const session of sessions) {
    if (session.cancelled) continue;
    const key = `${session.date}\u0000${session.room}`;
    const list = byRoom.get(key) ?? [];
    list.push({
      from: dayMinutes(session.start, session.startsNextDay),
      to: dayMinutes(session.end, session.endsNextDay),
      session,
    });
    byRoom.set(key, list);
  }
  const sharing = new Set<ImportedSession>();
  for (const list of byRoom.values()) {
    list.sort((a, b) => a.from - b.from);
    // Sweep: each session overlaps the latest-ending one before it, if that one ends after it starts.
    let latest: (typeof list)[number] | undefined;
    for (const item of list) {
      if (latest && item.from < latest.to) {
        sharing.add(item.session);
        sharing.add(latest.session);
      }
      if (!latest || item.to > latest.to) latest = item;
    }
  }
  if (!sharing.size) return [];
  return [
    `${sharing.size} sessions share a room with another session at the same time: kept, as the tool has them`,
  ];
}

/** People whose names match (accents and case aside) but whose ids differ stay two people. */
export function sameNameNote(speakers: readonly ImportedSpeaker[]): string[] {
  const key = (name: string) =>
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const byName = new Map<string, number>();
  for (const speaker of speakers)
    byName.set(key(speaker.name), (byName.get(key(speaker.name)) ?? 0) + 1);
  const shared = speakers.filter((speaker) => byName.get(key(speaker.name))! > 1);
  if (!shared.length) return [];
  return [
    `${shared.length} people share a name (accents aside) with someone else, e.g. ${shown(shared[0]!.name)}: kept apart by their id in the tool`,
  ];
}
