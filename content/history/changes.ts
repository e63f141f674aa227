// The changes between two snapshots of the programme, one per kind and session, in the order
// a reader takes them in: the sessions in the newer programme's order, then those removed.
import type { Change, Slot, Snapshot, SnapshotSession } from "../schema/programme-history.ts";

function slotOf(session: SnapshotSession): Slot {
  return {
    day: session.day,
    start: session.start,
    end: session.end,
    ...(session.startsNextDay ? { startsNextDay: true as const } : {}),
    ...(session.endsNextDay ? { endsNextDay: true as const } : {}),
    room: session.room,
  };
}

const sameSlot = (a: Slot, b: Slot) =>
  a.day === b.day &&
  a.start === b.start &&
  a.end === b.end &&
  Boolean(a.startsNextDay) === Boolean(b.startsNextDay) &&
  Boolean(a.endsNextDay) === Boolean(b.endsNextDay) &&
  a.room === b.room;

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => b[index] === id);

/** The names of speaker ids, from the snapshot that names them (the other one, else the id). */
function namesOf(ids: readonly number[], own: Snapshot, other: Snapshot): string[] {
  return ids.map((id) => own.speakers[String(id)] ?? other.speakers[String(id)] ?? `speaker ${id}`);
}

/** Every change from `before` to `after`; an empty list when the programme is the same. */
export function changesBetween(before: Snapshot, after: Snapshot): Change[] {
  const changes: Change[] = [];
  for (const [session, now] of Object.entries(after.sessions)) {
    const was = before.sessions[session];
    const title = now.title;
    if (!was) {
      changes.push({ session, title, kind: "added" });
      continue;
    }
    if (!was.cancelled && now.cancelled) changes.push({ session, title, kind: "cancelled" });
    if (was.cancelled && !now.cancelled) {
      changes.push({ session, title, kind: "added", reinstated: true });
    }
    if (!sameSlot(slotOf(was), slotOf(now))) {
      changes.push({ session, title, kind: "moved", from: slotOf(was), to: slotOf(now) });
    }
    if (was.title !== now.title) {
      changes.push({ session, title, kind: "retitled", from: was.title, to: now.title });
    }
    if (!sameList(was.speakers, now.speakers)) {
      changes.push({
        session,
        title,
        kind: "speakers",
        from: namesOf(was.speakers, before, after),
        to: namesOf(now.speakers, after, before),
      });
    }
  }
  for (const [session, was] of Object.entries(before.sessions)) {
    if (!(session in after.sessions)) changes.push({ session, title: was.title, kind: "removed" });
  }
  return changes;
}
