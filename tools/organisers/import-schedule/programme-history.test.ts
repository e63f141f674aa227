// Two imports of our own small Sessionize exports (fixtures/history/release-1.json and
// release-2.json, the second with one change of each kind) make the programme's history: a first
// release, then one with every kind of change (docs/decisions/040-programme-history.md). The
// imports run the site's own content checks, the history's among them.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { beforeEach, describe, expect, it } from "vitest";
import { describeChange } from "../../../content/history/describe.ts";
import { historyFile, unrecordedChanges } from "../../../content/programme-history.ts";
import { programmeHistorySchema } from "../../../content/schema/programme-history.ts";
import { emptyEventFolder } from "../../shared/empty-event-folder.ts";
import { importSchedule, importSourceLabel } from "./import-schedule.ts";

const fixtures = path.join(process.cwd(), "tools/organisers/import-schedule/fixtures/history");
const release1 = path.join(fixtures, "release-1.json");
const release2 = path.join(fixtures, "release-2.json");
const noPhotos = async () => new Response("not here", { status: 404 });

/** A new event's project (the sample without its programme) with one organiser's session. */
function makeProject(): string {
  const root = emptyEventFolder();
  writeFileSync(
    path.join(root, "content/sessions/coffee-saturday.md"),
    '---\nday: 0\nstart: "10:00"\nend: "10:30"\ntitle: Coffee\nlocation: Courtyard\nkind: break\n---\n\nCoffee and tea in the courtyard.\n',
  );
  return root;
}

let root: string;
beforeEach(() => {
  root = makeProject();
  return () => rmSync(root, { recursive: true, force: true });
});

const history = () =>
  programmeHistorySchema.parse(parse(readFileSync(path.join(root, historyFile), "utf8")));

const importAt = (source: string, time: string, dryRun = false) =>
  importSchedule({
    source,
    root,
    timeZone: "Europe/London",
    fetch: noPhotos,
    now: new Date(time),
    dryRun,
  });

describe("the programme's history across two imports", () => {
  it("records the first import as the programme as first published, then every kind of change", async () => {
    const first = await importAt(release1, "2025-10-01T09:00:00Z");
    expect(first.ok).toBe(true);
    expect(history().releases).toEqual([
      {
        number: 1,
        time: "2025-10-01T10:00:00+01:00",
        source: "import release-1.json",
        sessions: 9,
        changes: [],
      },
    ]);
    expect(first.lines).toContain(
      "programme history: recorded Release 1: the programme as first published (9 sessions) (import release-1.json, 2025-10-01T10:00:00+01:00)",
    );

    const second = await importAt(release2, "2025-10-20T08:30:00Z");
    expect(second.ok).toBe(true);
    const [latest, ...older] = history().releases;
    expect(older.map((release) => release.number)).toEqual([1]);
    expect(latest).toMatchObject({
      number: 2,
      time: "2025-10-20T09:30:00+01:00",
      source: "import release-2.json",
      sessions: 9,
    });
    const sentences = latest!.changes.map(
      (change) => `${change.kind}: ${change.title}: ${describeChange(change)}`,
    );
    expect(sentences.sort()).toEqual(
      [
        "moved: Keynote: Maps that listen: Moved from Saturday 09:00, Main Hall to Saturday 09:30, Room B",
        "retitled: Open maps for every neighbourhood: Retitled from “Ψηφιακοί χάρτες για όλους”",
        "speakers: Panel: who owns the street?: Speakers: now Dana Whitfield-Osei, Priya Raman-Holt, Νίκος Αλεξίου (was Dana Whitfield-Osei, Priya Raman-Holt)",
        "added: Transit feeds in real time: Back in the programme (no longer cancelled)",
        "cancelled: Midnight hack: dashboards after dark: Cancelled",
        "removed: 東京の自転車データ: Removed",
        "added: Closing circle: what we heard: Added",
      ].sort(),
    );
    expect(new Set(latest!.changes.map((change) => change.kind))).toEqual(
      new Set(["added", "cancelled", "removed", "moved", "retitled", "speakers"]),
    );
    // Each change names its session by the file the import wrote (the removed one's is gone).
    const removed = latest!.changes.find((change) => change.kind === "removed")!;
    expect(removed.session).toMatch(/-1007$/);
    // The report prints the release's changes.
    expect(second.lines).toContain(
      "programme history: recorded Release 2: 7 changes (import release-2.json, 2025-10-20T09:30:00+01:00)",
    );
    expect(
      second.lines.some((line) =>
        /^ {2}- .*-1002 “Keynote: Maps that listen”: Moved from/.test(line),
      ),
    ).toBe(true);
    // Nothing is left to record, and a third import of the same export records nothing.
    expect(unrecordedChanges({ root }).unrecorded).toEqual({ firstRelease: false, changes: [] });
    const again = await importAt(release2, "2025-10-21T08:30:00Z");
    expect(again.lines).toContain("programme history: no change to record");
    expect(history().releases).toHaveLength(2);
  });

  it("records the organisers' unrecorded hand edit as a release of its own before the import's", async () => {
    await importAt(release1, "2025-10-01T09:00:00Z");
    const coffee = path.join(root, "content/sessions/coffee-saturday.md");
    writeFileSync(coffee, readFileSync(coffee, "utf8").replace('start: "10:00"', 'start: "10:15"'));
    expect(unrecordedChanges({ root }).unrecorded?.changes.map(describeChange)).toEqual([
      "Moved from Saturday 10:00, Courtyard to Saturday 10:15, Courtyard",
    ]);
    await importAt(release2, "2025-10-20T08:30:00Z");
    const [imported, handEdit] = history().releases;
    expect(handEdit).toMatchObject({ number: 2, source: "hand edit" });
    expect(handEdit!.changes.map((change) => change.session)).toEqual(["coffee-saturday"]);
    expect(imported).toMatchObject({ number: 3, source: "import release-2.json" });
    expect(imported!.changes.map((change) => change.session)).not.toContain("coffee-saturday");
  });

  it("writes nothing on a dry run, and says what it would record", async () => {
    await importAt(release1, "2025-10-01T09:00:00Z");
    const before = readFileSync(path.join(root, historyFile), "utf8");
    const dry = await importAt(release2, "2025-10-20T08:30:00Z", true);
    expect(dry.lines).toContain(
      "programme history: would record Release 2: 7 changes (import release-2.json, 2025-10-20T09:30:00+01:00)",
    );
    expect(readFileSync(path.join(root, historyFile), "utf8")).toBe(before);
  });

  it("names an address without its query or credentials, and a file without its folders", () => {
    expect(
      importSourceLabel(
        "https://user:pw@pretalx.example.org/ev/schedule/export/schedule.json?token=x#y",
      ),
    ).toBe("import https://pretalx.example.org/ev/schedule/export/schedule.json");
    expect(importSourceLabel("/home/alex/Downloads/schedule.xml")).toBe("import schedule.xml");
  });
});
