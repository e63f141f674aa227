// The programme's history as content (docs/decisions/040-programme-history.md): its file, its
// schema and cross-references, and the check that names a change not recorded yet.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { readContent } from "./checked-content.ts";
import { historyText, withRelease } from "./history/history-file.ts";
import { contentDir } from "./load/files.ts";
import {
  historyFile,
  historyProblems,
  recordRelease,
  unrecordedChanges,
} from "./programme-history.ts";
import { programmeHistorySchema } from "./schema/programme-history.ts";
import { editedContent, lineOf, removeOverlays } from "./test-support/edited-content.ts";

afterAll(removeOverlays);

const sampleText = readFileSync(path.join(contentDir(), historyFile), "utf8");
const lunchOf = () =>
  programmeHistorySchema.parse(parse(sampleText)).snapshot!.sessions["thu-lunch"]!;
const lunch = "content/sessions/thu-lunch.md";

describe("the history file", () => {
  it("is the sample's: two releases, the newest first, made by the tools and read back as written", () => {
    const history = programmeHistorySchema.parse(parse(sampleText));
    expect(history.releases.map((release) => release.number)).toEqual([2, 1]);
    expect(historyText(history)).toBe(sampleText);
    expect(readContent().content?.programmeHistory).toEqual(history);
  });

  it("has every change of the sample programme, so nothing is to record", () => {
    expect(unrecordedChanges().unrecorded).toEqual({ firstRelease: false, changes: [] });
    expect(historyProblems()).toEqual([]);
    expect(recordRelease({}, { source: "hand edit" }).releases).toEqual([]);
  });

  it("adds a release with the changes, newest first, and nothing when nothing changed", () => {
    const history = programmeHistorySchema.parse(parse(sampleText));
    const snapshot = structuredClone(history.snapshot!);
    expect(
      withRelease(history, snapshot, { time: "2025-10-21T09:00:00+01:00", source: "hand edit" }),
    ).toBe(undefined);
    snapshot.sessions["thu-lunch"]!.cancelled = true;
    const made = withRelease(history, snapshot, {
      time: "2025-10-21T09:00:00+01:00",
      source: "import https://pretalx.example.org/ev/schedule/export/schedule.json",
    })!;
    expect(made.release).toMatchObject({ number: 3, sessions: 50 });
    expect(made.release.changes).toEqual([
      { session: "thu-lunch", title: "Lunch", kind: "cancelled" },
    ]);
    expect(made.history.releases.map((release) => release.number)).toEqual([3, 2, 1]);
    expect(programmeHistorySchema.parse(parse(historyText(made.history)))).toEqual(made.history);
  });

  it("starts no history for a programme without a session (a new event before its import)", () => {
    const empty = { sessions: {}, speakers: {} };
    const time = { time: "2025-10-21T09:00:00+01:00", source: "hand edit" };
    expect(withRelease({ releases: [] }, empty, time)).toBe(undefined);
    const first = withRelease({ releases: [] }, { ...empty, sessions: { x: lunchOf() } }, time);
    expect(first?.release).toMatchObject({ number: 1, sessions: 1, changes: [] });
  });
});

describe("the history's checks", () => {
  it("names a change whose session is gone without a release that removes it", () => {
    const edit = editedContent({
      [historyFile]: (text) => text.replace("session: tue-talk-chips", "session: tue-talk-crisps"),
    });
    const line = lineOf(edit.texts[historyFile]!, "tue-talk-crisps");
    expect(edit.problems()).toEqual([
      `${historyFile}:${line} › releases[0].changes[0].session: session "tue-talk-crisps" is not in content/sessions/, and no release removes it`,
    ]);
  });

  it("names releases out of order, and a change its kind does not allow", () => {
    const edit = editedContent({
      [historyFile]: (text) =>
        text
          .replace("  - number: 1\n", "  - number: 4\n")
          .replace("kind: removed", "kind: vanished"),
    });
    const problems = edit.problems().join("\n");
    expect(problems).toContain(`${historyFile}:`);
    expect(problems).toMatch(/releases\[0\]\.changes\[4\]\.kind: .*"vanished"/);
    const renumbered = editedContent({
      [historyFile]: (text) => text.replace("  - number: 1\n", "  - number: 4\n"),
    });
    const line = lineOf(renumbered.texts[historyFile]!, "number: 4");
    expect(renumbered.problems()).toEqual([
      `${historyFile}:${line} › releases[1].number: expected 1: releases are numbered from 1, newest first (value: 4)`,
    ]);
  });

  it("refuses a day slug that is the address of another page under /schedule", () => {
    const edit = editedContent({
      "content/programme.yml": (text) => text.replace("slug: thursday", "slug: changes"),
    });
    const line = lineOf(edit.texts["content/programme.yml"]!, "slug: changes");
    expect(edit.problems()).toEqual([
      `content/programme.yml:${line} › days[2] (id 2, "Thursday").slug: /schedule/changes is the address of another page; give the day another slug (value: "changes")`,
    ]);
  });
});

describe("a hand edit not recorded", () => {
  it("is named with its session's file, what changed and the command that records it", () => {
    const edit = editedContent({
      [lunch]: (text) => text.replace('start: "12:30"', 'start: "13:00"'),
      "content/sessions/tue-talk-chips.md": (text) =>
        text.replace(
          'title: "Talk: the chips behind the models"',
          'title: "Talk: chips and the models"',
        ),
    });
    expect(historyProblems({ overlay: edit.overlay })).toEqual([
      "content/sessions/tue-talk-chips.md › “Talk: chips and the models” retitled from “Talk: the chips behind the models”: not in the programme's history yet; run `npm run record:changes`",
      "content/sessions/thu-lunch.md › “Lunch” moved from Thursday 12:30, Garden Room to Thursday 13:00, Garden Room: not in the programme's history yet; run `npm run record:changes`",
    ]);
  });

  it("is recorded as a hand-edit release by the command, after which nothing is left", () => {
    const edit = editedContent({
      [lunch]: (text) => text.replace('start: "12:30"', 'start: "13:00"'),
    });
    const recorded = recordRelease(
      { overlay: edit.overlay },
      { source: "hand edit", now: new Date("2025-10-22T08:00:00Z") },
    );
    expect(recorded.releases).toEqual([
      {
        number: 3,
        time: "2025-10-22T09:00:00+01:00",
        source: "hand edit",
        sessions: 50,
        changes: [
          {
            session: "thu-lunch",
            title: "Lunch",
            kind: "moved",
            from: { day: "2025-10-30", start: "12:30", end: "13:30", room: "Garden Room" },
            to: { day: "2025-10-30", start: "13:00", end: "13:30", room: "Garden Room" },
          },
        ],
      },
    ]);
    const after = editedContent({
      [lunch]: (text) => text.replace('start: "12:30"', 'start: "13:00"'),
      [historyFile]: recorded.text!,
    });
    expect(historyProblems({ overlay: after.overlay })).toEqual([]);
    expect(after.problems()).toEqual([]);
  });

  it("of a project without a history asks for its first release", () => {
    // The project's history, gone: the overlay cannot delete a file, so the check gets a root
    // without it through a history of no release.
    const edit = editedContent({ [historyFile]: "releases: []\n" });
    expect(historyProblems({ overlay: edit.overlay })).toEqual([
      "content/programme-history.yml › the programme has no history yet; run `npm run record:changes` to record its first release",
    ]);
  });
});
