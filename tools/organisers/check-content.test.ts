import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lineOf } from "../../content/test-support/edited-content.ts";

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
