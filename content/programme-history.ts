// Build-only: the programme's history against the programme
// (docs/decisions/040-programme-history.md). What changed since the latest release and is not
// recorded yet, for `npm run check:content` and the build; a release of the programme as it is
// now, for `npm run record:changes`; the releases an import makes. Files are read with their
// schemas only (load/read-content.ts `readProgrammeFiles`), so an import can use it on a staged
// copy that holds a programme and little else.
import type { ContentRoot } from "./load/files.ts";
import { generatedFiles } from "./load/content-files.ts";
import { readProgrammeFiles } from "./load/read-content.ts";
import { changesBetween } from "./history/changes.ts";
import { describeChange } from "./history/describe.ts";
import { historyText, withRelease } from "./history/history-file.ts";
import { programmeSnapshot } from "./history/snapshot.ts";
import { zonedIsoTime } from "./history/zoned-time.ts";
import {
  handEditSource,
  type Change,
  type ProgrammeHistory,
  type Release,
  type Snapshot,
} from "./schema/programme-history.ts";

/** The one command that records what the check names. */
export const recordCommand = "npm run record:changes";

export const historyFile = generatedFiles.programmeHistory.file;

interface ProgrammeState {
  timeZone: string;
  /** The programme as its files have it now. */
  snapshot: Snapshot;
  history: ProgrammeHistory;
}

function programmeState(where: ContentRoot): { state?: ProgrammeState; problems: string[] } {
  const { files, problems } = readProgrammeFiles(where);
  if (!files) return { problems };
  return {
    state: { timeZone: files.timeZone, snapshot: programmeSnapshot(files), history: files.history },
    problems: [],
  };
}

/** What the programme's files have that the history does not. */
export interface Unrecorded {
  /** The project has no history yet: its first release is still to be recorded. */
  firstRelease: boolean;
  changes: Change[];
}

/** What is not recorded yet; `problems` when the programme's files cannot be read. */
export function unrecordedChanges(where: ContentRoot = {}): {
  unrecorded?: Unrecorded;
  problems: string[];
} {
  const { state, problems } = programmeState(where);
  if (!state) return { problems };
  const { history, snapshot } = state;
  if (!history.snapshot) {
    // A new event's programme, still empty, has no first release to record yet.
    const firstRelease = Object.keys(snapshot.sessions).length > 0;
    return { unrecorded: { firstRelease, changes: [] }, problems: [] };
  }
  return {
    unrecorded: { firstRelease: false, changes: changesBetween(history.snapshot, snapshot) },
    problems: [],
  };
}

/** Whether there is anything to record. */
export const hasUnrecorded = (unrecorded: Unrecorded) =>
  unrecorded.firstRelease || unrecorded.changes.length > 0;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * One line per change not recorded yet, in the content check's form (`file › message`):
 * `content/sessions/thu-lunch.md › “Lunch” moved from Thursday 12:30, Main Hall to Thursday
 * 13:00, Main Hall: not in the programme's history yet; run `npm run record:changes``.
 */
export function unrecordedMessages(unrecorded: Unrecorded): string[] {
  const run = `run \`${recordCommand}\``;
  if (unrecorded.firstRelease) {
    return [
      `${historyFile} › the programme has no history yet; ${run} to record its first release`,
    ];
  }
  return unrecorded.changes.map(
    (change) =>
      `content/sessions/${change.session}.md › “${change.title}” ${lowerFirst(describeChange(change))}: not in the programme's history yet; ${run}`,
  );
}

/** The problems of `npm run check:content`: the files' own, else what is not recorded. */
export function historyProblems(where: ContentRoot = {}): string[] {
  const { unrecorded, problems } = unrecordedChanges(where);
  return unrecorded ? unrecordedMessages(unrecorded) : problems;
}

export interface RecordOptions {
  source: string;
  /** The release's time; now by default. */
  now?: Date;
}

export interface Recorded {
  /** The releases made, oldest first (none when nothing changed). */
  releases: Release[];
  /** The history file's new text, when there is a release. */
  text?: string;
  problems: string[];
}

/** A release of the programme as its files have it now: `npm run record:changes`. */
export function recordRelease(
  where: ContentRoot,
  { source, now = new Date() }: RecordOptions,
): Recorded {
  const { state, problems } = programmeState(where);
  if (!state) return { releases: [], problems };
  const made = withRelease(state.history, state.snapshot, {
    time: zonedIsoTime(now, state.timeZone),
    source,
  });
  return made
    ? { releases: [made.release], text: historyText(made.history), problems: [] }
    : { releases: [], problems: [] };
}

/**
 * The releases an import makes, from the project before it (`project`) and after it (`staged`, a
 * copy with the import's files written): first a hand-edit release for what the organisers
 * changed since the latest release and did not record, then the import's own. A project without
 * history gets one first release, the programme as imported.
 */
export function importReleases(
  project: ContentRoot,
  staged: ContentRoot,
  { source, now = new Date() }: RecordOptions,
): Recorded {
  const after = programmeState(staged);
  if (!after.state) return { releases: [], problems: after.problems };
  const time = zonedIsoTime(now, after.state.timeZone);
  // The history is the project's: the staged copy has the same file.
  let history = after.state.history;
  const releases: Release[] = [];
  const before = programmeState(project).state;
  if (before && history.snapshot) {
    const handEdit = withRelease(history, before.snapshot, { time, source: handEditSource });
    if (handEdit) {
      history = handEdit.history;
      releases.push(handEdit.release);
    }
  }
  const imported = withRelease(history, after.state.snapshot, { time, source });
  if (imported) {
    history = imported.history;
    releases.push(imported.release);
  }
  return releases.length
    ? { releases, text: historyText(history), problems: [] }
    : { releases, problems: [] };
}
