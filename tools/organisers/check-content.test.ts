import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import {
  editedContent,
  lineOf,
  removeOverlays,
} from "../../content/test-support/edited-content.ts";

afterAll(removeOverlays);

const fixture = "content/fixtures/broken-featured-speaker";

// Each run starts tsx and reads every data file: seconds on a busy machine.
const timeout = 60_000;

function checkContent(...args: string[]) {
  return spawnSync("npx", ["tsx", "tools/organisers/check-content.ts", ...args], {
    encoding: "utf8",
  });
}

describe("check-content script", () => {
  it(
    "fails with a precise message on a content fixture with a broken reference",
    () => {
      const result = checkContent("--overlay", fixture);
      const line = lineOf(readFileSync(`${fixture}/content/home.yml`, "utf8"), "- 999");
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("Content check failed (1 problem):");
      expect(result.stderr).toContain(
        `${fixture}/content/home.yml:${line} › featuredSpeakerIds[16]: speaker id 999 does not exist in content/speakers/`,
      );
    },
    timeout,
  );

  it(
    "names a hand edit of the programme that its history does not have yet",
    () => {
      const edit = editedContent({
        "content/sessions/thu-lunch.md": (text) => text.replace('start: "12:30"', 'start: "13:00"'),
      });
      const result = checkContent("--overlay", edit.overlay);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        "Content check failed (1 problem):\n  - content/sessions/thu-lunch.md › “Lunch” moved from Thursday 12:30, Garden Room to Thursday 13:00, Garden Room: not in the programme's history yet; run `npm run record:changes`",
      );
    },
    timeout,
  );

  it(
    "passes on the real content",
    () => {
      const result = checkContent();
      expect(result.stderr).not.toContain("Content check failed");
      expect(result.stdout).toContain("Content OK");
      expect(result.status).toBe(0);
    },
    timeout,
  );
});
