import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function checkContent(...args: string[]) {
  return spawnSync("npx", ["tsx", "scripts/check-content.ts", ...args], { encoding: "utf8" });
}

describe("check-content script", () => {
  it("fails with a precise message on a content fixture with a broken reference", () => {
    const result = checkContent("content/fixtures/broken-featured-speaker.module.ts");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Content check failed (1 problem):");
    expect(result.stderr).toContain(
      "content/home.ts › home.featuredSpeakerIds[16]: speaker id 999 does not exist in content/speakers.ts",
    );
  });

  it("passes on the real content", () => {
    const result = checkContent();
    expect(result.stderr).not.toContain("Content check failed");
    expect(result.status).toBe(0);
  });
});
