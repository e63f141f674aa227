// `npm run record:changes` (docs/decisions/040-programme-history.md): a hand edit of a copy of the
// sample recorded as a release, then nothing left to record.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempFolders, tempFolder } from "../../e2e/harness/test-support/temp-folder.ts";
import { recordChanges } from "./record-changes.ts";

afterAll(removeTempFolders);

// Each reads and checks the whole sample twice or three times: seconds on a busy machine.
const timeout = 60_000;

function sampleCopy(): string {
  const root = tempFolder("record-changes", {});
  for (const folder of ["content", "private-content", "public"]) {
    cpSync(path.join("event", folder), path.join(root, folder), { recursive: true });
  }
  return root;
}

describe("npm run record:changes", () => {
  it(
    "records a hand edit as a release, says so, and then has nothing to record",
    () => {
      const root = sampleCopy();
      const file = path.join(root, "content/sessions/thu-lunch.md");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace("title: Lunch", "title: Lunch and posters"),
      );
      const history = () => readFileSync(path.join(root, "content/programme-history.yml"), "utf8");
      const before = history();

      const dry = recordChanges({ root, dryRun: true, now: new Date("2025-10-22T08:00:00Z") });
      expect(dry.lines[0]).toBe(
        "Would record Release 3: 1 change (hand edit, 2025-10-22T09:00:00+01:00)",
      );
      expect(history()).toBe(before);

      const done = recordChanges({ root, now: new Date("2025-10-22T08:00:00Z") });
      expect(done).toEqual({
        ok: true,
        lines: [
          "Recorded Release 3: 1 change (hand edit, 2025-10-22T09:00:00+01:00) in content/programme-history.yml",
          "  - thu-lunch “Lunch and posters”: Retitled from “Lunch”",
          "Commit content/programme-history.yml with the changes it records.",
        ],
      });
      expect(history()).toMatch(/^releases:\n {2}- number: 3\n/m);
      expect(recordChanges({ root }).lines).toEqual([
        "Nothing to record: the history has every change of the programme.",
      ]);
    },
    timeout,
  );

  it(
    "records nothing while the content breaks a rule",
    () => {
      const root = sampleCopy();
      const file = path.join(root, "content/sessions/thu-lunch.md");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace("location: Garden Room", "location: Moon"),
      );
      const result = recordChanges({ root });
      expect(result.ok).toBe(false);
      expect(result.lines.at(-1)).toBe("Nothing was recorded: the content must pass first.");
    },
    timeout,
  );
});
