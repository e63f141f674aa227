// content/programme-history.yml as text, and the history with one more release. The YAML is
// written for a person to read: one line per session in the snapshot (a change to a session is a
// one-line diff), each change a short block.
import { Document, isMap, isSeq, visit, type YAMLMap } from "yaml";
import type { ProgrammeHistory, Release, Snapshot } from "../schema/programme-history.ts";
import { changesBetween } from "./changes.ts";

const header = [
  " The programme's history: its releases, newest first, and the programme as of the latest",
  " release (snapshot). `npm run import:schedule` and `npm run record:changes` write this file;",
  " do not edit it by hand (docs/decisions/040-programme-history.md).",
].join("\n");

/** The file's text. */
export function historyText(history: ProgrammeHistory): string {
  const document = new Document({
    releases: history.releases,
    ...(history.snapshot ? { snapshot: history.snapshot } : {}),
  });
  document.commentBefore = header;
  const flow = (node: unknown) => {
    if (isMap(node) || isSeq(node)) node.flow = true;
  };
  const releases = document.get("releases");
  if (isSeq(releases)) {
    for (const release of releases.items) {
      const changes = isMap(release) ? release.get("changes") : undefined;
      if (!isSeq(changes)) continue;
      if (!changes.items.length) flow(changes);
      for (const change of changes.items as YAMLMap[]) {
        flow(change.get("from"));
        flow(change.get("to"));
      }
    }
  }
  const sessions = document.getIn(["snapshot", "sessions"]);
  if (isMap(sessions)) {
    for (const pair of sessions.items) {
      flow(pair.value);
      // A session without speakers says nothing about them (the schema's default).
      const speakers = isMap(pair.value) ? pair.value.get("speakers") : undefined;
      if (isSeq(speakers) && !speakers.items.length) (pair.value as YAMLMap).delete("speakers");
    }
  }
  // Dates and times in quotes, as in every content file: a YAML 1.1 reader takes 09:00 for a
  // number and 2025-10-28 for a date.
  visit(document, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && /^\d{2}:\d{2}$|^\d{4}-\d{2}-\d{2}/.test(node.value)) {
        node.type = "QUOTE_DOUBLE";
      }
    },
  });
  return document.toString({ lineWidth: 0 });
}

export interface NewRelease {
  /** ISO 8601 with the event's offset (zoned-time.ts). */
  time: string;
  /** "import <address or file>" or "hand edit". */
  source: string;
}

/**
 * The history with a release for the programme as `snapshot` has it, or undefined when nothing
 * changed since the latest release. The first release lists no change: it is the programme as
 * first published, however many sessions it has.
 */
export function withRelease(
  history: ProgrammeHistory,
  snapshot: Snapshot,
  { time, source }: NewRelease,
): { history: ProgrammeHistory; release: Release } | undefined {
  const changes = history.snapshot ? changesBetween(history.snapshot, snapshot) : [];
  if (history.snapshot && !changes.length) return undefined;
  // A programme with no session yet (a new event before its first import) has nothing to publish.
  if (!history.snapshot && !Object.keys(snapshot.sessions).length) return undefined;
  const release: Release = {
    number: (history.releases[0]?.number ?? 0) + 1,
    time,
    source,
    sessions: Object.keys(snapshot.sessions).length,
    changes,
  };
  return { history: { releases: [release, ...history.releases], snapshot }, release };
}
