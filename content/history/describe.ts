// A change as the sentence every reader of the history sees: the changes page, the Atom feed,
// releases.json, the import's report, the pull request and the content check
// (docs/decisions/040-programme-history.md). No zod, no Node: plain text from plain data.
import type { Change, Release, Slot } from "../schema/programme-history.ts";

const weekdayOf = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    timeZone: "UTC",
  });
const dateOf = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

/** The calendar date a slot starts on: a night session's is the day after its conference day. */
function startDate(slot: Slot): string {
  if (!slot.startsNextDay || !/^\d{4}-\d{2}-\d{2}$/.test(slot.day)) return slot.day;
  return new Date(Date.parse(`${slot.day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** "Tuesday 14:00, Room A"; with the date when two slots would read the same without it. */
function slotLabel(slot: Slot, withDate: boolean): string {
  const day = withDate ? dateOf(startDate(slot)) : weekdayOf(startDate(slot));
  return `${day} ${slot.start}, ${slot.room}`;
}

const names = (list: readonly string[]) => (list.length ? list.join(", ") : "none");

/** What happened, as a sentence: "Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C". */
export function describeChange(change: Change): string {
  switch (change.kind) {
    case "added":
      return change.reinstated ? "Back in the programme (no longer cancelled)" : "Added";
    case "cancelled":
      return "Cancelled";
    case "removed":
      return "Removed";
    case "retitled":
      return `Retitled from “${change.from}”`;
    case "speakers":
      return `Speakers: now ${names(change.to)} (was ${names(change.from)})`;
    case "moved": {
      const { from, to } = change;
      if (
        from.day === to.day &&
        from.start === to.start &&
        Boolean(from.startsNextDay) === Boolean(to.startsNextDay) &&
        from.room === to.room
      ) {
        return `Now ends at ${to.end} (was ${from.end})`;
      }
      const withDate = slotLabel(from, false) === slotLabel(to, false);
      return `Moved from ${slotLabel(from, withDate)} to ${slotLabel(to, withDate)}`;
    }
  }
}

/** A release's heading in words: "Release 2: 5 changes", "Release 1: the programme as first published". */
export function releaseTitle(release: Release): string {
  if (!release.changes.length && release.number === 1) {
    return `Release 1: the programme as first published (${release.sessions} sessions)`;
  }
  const count = release.changes.length;
  return `Release ${release.number}: ${count} change${count === 1 ? "" : "s"}`;
}

/** A change on one line, for text: `tue-keynote “Opening keynote”: Moved from ...`. */
export function changeLine(change: Change): string {
  return `${change.session} “${change.title}”: ${describeChange(change)}`;
}
