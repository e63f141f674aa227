// The event-wide files: settings.yml (zone and dates), programme.yml (days and tracks) and
// rooms.yml (rooms the import uses). Each keeps everything the import does not own.
import { isMap, isSeq, type Document } from "yaml";
import type { ImportedProgramme } from "../model.ts";
import { weekdayOf } from "../zoned-time.ts";
import type { ChangeReport } from "./report.ts";
import { nodeFor, parseYamlMap, sameValue, setFields } from "./yaml-fields.ts";

/** The text to write: the document when a field changed, else the file exactly as it was. */
const output = (doc: Document, original: string, changed: boolean) =>
  changed ? doc.toString({ lineWidth: 0 }) : original;

/**
 * settings.yml: `timeZone` (next to `dates` when new), `timeZoneInferred` (after it, only while
 * the zone is the import's guess) and `dates.start` / `dates.end`.
 */
export function mergeSettings(
  text: string,
  programme: ImportedProgramme,
  report: ChangeReport,
): string {
  const doc = parseYamlMap(text, "content/settings.yml");
  const start = programme.days[0]!;
  const end = programme.days.at(-1)!;
  const before = { start: doc.getIn(["dates", "start"]), end: doc.getIn(["dates", "end"]) };
  let changed = setFields(doc, { start, end }, ["dates"]).length > 0;
  if (changed) {
    report.notes.push(
      `the event's dates moved from ${String(before.start)} - ${String(before.end)} to ${start} - ${end}; check dates.label ("${String(doc.getIn(["dates", "label"]))}") and the dinner and registration dates in content/settings.yml`,
    );
  }
  if (doc.get("timeZone") !== programme.timeZone) {
    if (doc.has("timeZone")) doc.set("timeZone", programme.timeZone);
    else if (isMap(doc.contents)) {
      // Beside the dates, where a reader looks for it.
      const at = doc.contents.items.findIndex((pair) => String(pair.key) === "dates");
      doc.contents.items.splice(at + 1, 0, doc.createPair("timeZone", programme.timeZone));
    }
    report.notes.push(`the site's time zone is now ${programme.timeZone}`);
    changed = true;
  }
  const inferred = programme.timeZoneInferred === true;
  if (doc.has("timeZoneInferred") !== inferred) {
    if (!inferred) doc.delete("timeZoneInferred");
    else if (isMap(doc.contents)) {
      const at = doc.contents.items.findIndex((pair) => String(pair.key) === "timeZone");
      doc.contents.items.splice(at + 1, 0, doc.createPair("timeZoneInferred", true));
    }
    changed = true;
  }
  return output(doc, text, changed);
}

export interface DayEntry {
  id: number;
  name: string;
  date: string;
  slug: string;
}

export function dayEntries(programme: ImportedProgramme): DayEntry[] {
  return programme.days.map((date, id) => {
    const name = weekdayOf(date);
    return { id, name, date, slug: name.toLowerCase() };
  });
}

/** programme.yml: `days` and `tracks` from the import; `sessionTypes` stay as they are. */
export function mergeProgramme(
  text: string,
  programme: ImportedProgramme,
  report: ChangeReport,
): string {
  const doc = parseYamlMap(text, "content/programme.yml");
  const days = dayEntries(programme);
  const oldDays = (doc.toJS()?.days ?? []) as DayEntry[];
  for (const day of days) {
    const old = oldDays.find((o) => o.date === day.date);
    if (!old) report.added.days.push(`${day.name} ${day.date}`);
    else if (!sameValue(old, day))
      report.changed.days.push(`${day.name} ${day.date} (now day ${day.id})`);
  }
  for (const old of oldDays) {
    if (!days.some((d) => d.date === old.date)) report.removed.days.push(`${old.name} ${old.date}`);
  }
  const tracks = programme.tracks
    .map((name) => ({
      name,
      days: [
        ...new Set(
          programme.sessions
            .filter((s) => s.track === name)
            .map((s) => programme.days.indexOf(s.date)),
        ),
      ].sort((a, b) => a - b),
    }))
    .filter((track) => track.days.length > 0);
  const oldTracks = (doc.toJS()?.tracks ?? []) as { name: string; days: number[] }[];
  for (const track of tracks) {
    const old = oldTracks.find((o) => o.name === track.name);
    if (!old) report.added.tracks.push(track.name);
    else if (!sameValue(old.days, track.days)) report.changed.tracks.push(`${track.name} (days)`);
  }
  for (const old of oldTracks) {
    if (!tracks.some((t) => t.name === old.name)) report.removed.tracks.push(old.name);
  }
  const changed = [
    ...(sameValue(oldDays, days) ? [] : [setDays(doc, days)]),
    ...setFields(doc, { tracks }),
  ];
  return output(doc, text, changed.length > 0);
}

function setDays(doc: Document, days: DayEntry[]): string {
  doc.set("days", nodeFor(doc, "days", days));
  return "days";
}

/** rooms.yml: each room the import uses that is not listed yet, as `- name: X`. Never removes. */
export function mergeRooms(
  text: string,
  programme: ImportedProgramme,
  report: ChangeReport,
): string {
  const doc = parseYamlMap(text, "content/rooms.yml");
  const rooms = doc.get("rooms");
  const listed = new Set(((doc.toJS()?.rooms ?? []) as { name: string }[]).map((r) => r.name));
  const used = programme.rooms.filter((room) => programme.sessions.some((s) => s.room === room));
  const missing = used.filter((room) => !listed.has(room));
  if (!missing.length) return text;
  const list = isSeq(rooms) ? rooms : doc.createNode([]);
  if (list !== rooms) doc.set("rooms", list);
  for (const room of missing) {
    list.add(doc.createNode({ name: room }));
    report.added.rooms.push(room);
  }
  return doc.toString({ lineWidth: 0 });
}
