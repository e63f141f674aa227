import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lineOf } from "../content/test-support/edited-content.ts";
import { testBuildEnv } from "./private-data/password.ts";
import { testBuildOut } from "./private-data/test-build.ts";
import {
  buildProjectCopy,
  copyProject,
  removeProjectCopy,
} from "../e2e/harness/test-support/project-copy.ts";

// Builds a copy of the project whose home page features a speaker that does not exist: the
// project with content/fixtures/broken-featured-speaker/content/home.yml in place of
// event/content/home.yml.
const fixture = path.join("content", "fixtures", "broken-featured-speaker", "content", "home.yml");
const copy = copyProject("broken-content-build");
afterAll(() => removeProjectCopy(copy));

describe("the production build", () => {
  it("fails with a message naming the file, the entry and the bad value", () => {
    cpSync(fixture, path.join(copy, "event", "content", "home.yml"));
    const result = buildProjectCopy(copy, { ...testBuildEnv, BUILD_OUT: testBuildOut });
    const output = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    expect(output).toContain(
      `content/home.yml:${lineOf(readFileSync(fixture, "utf8"), "- 999")} › featuredSpeakerIds[16]: speaker id 999 does not exist in content/speakers/`,
    );
  }, 60_000);
});
