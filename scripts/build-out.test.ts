import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { testFixturePassword } from "./private-data/password.ts";
import { buildProjectCopy, copyProject, removeProjectCopy } from "./test-support/project-copy.ts";
import { removeTempFolders, tempFolder } from "./test-support/temp-folder.ts";

// Issue 19: a BUILD_OUT outside the project, where no node_modules/ is within reach of the server
// build that prerendering imports. A real build of a copy of the project (node_modules linked)
// into a folder of the system's temporary directory, beside the copy rather than inside it.
const copy = copyProject("build-out");
const buildOut = tempFolder("build-out-target", {
  "client/stale-from-an-earlier-build.html": "old",
  "notes.txt": "not the build's",
});
afterAll(() => {
  removeProjectCopy(copy);
  removeTempFolders();
});

describe("BUILD_OUT outside the project", () => {
  it("receives the finished build", () => {
    const result = buildProjectCopy(copy, {
      BUILD_OUT: buildOut,
      PRIVATE_AREA_PASSWORD: testFixturePassword,
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`.slice(-3000)).toBe(0);

    const { summitName } = parse(readFileSync(path.join(copy, "content/settings.yml"), "utf8"));
    const home = readFileSync(path.join(buildOut, "client", "index.html"), "utf8");
    expect(home).toContain(`<title>Overview | ${summitName}</title>`);
    // Everything buildEnd writes, to its last step (the content editor).
    expect(existsSync(path.join(buildOut, "client", "404.html"))).toBe(true);
    expect(existsSync(path.join(buildOut, "client", "admin", "index.html"))).toBe(true);
    expect(existsSync(path.join(buildOut, "client", "_headers"))).toBe(true);
    // The build's own folders are replaced whole; anything else there is left alone.
    expect(readdirSync(buildOut).sort()).toEqual(["client", "notes.txt"]);
    expect(existsSync(path.join(buildOut, "client", "stale-from-an-earlier-build.html"))).toBe(
      false,
    );
    // Nothing is left where it was built, inside the project.
    const builtIn = /\(built in (.+)\)\.$/m.exec(result.stdout)?.[1];
    expect(builtIn).toContain(`${path.sep}node_modules${path.sep}`);
    expect(existsSync(builtIn!)).toBe(false);
  }, 240_000);
});
