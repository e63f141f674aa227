import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempFolders, tempFolder } from "../../e2e/harness/test-support/temp-folder.ts";
import { moveBuild, resolveBuildOut } from "./build-out.ts";

// A real build into a folder outside the project is e2e/second-event.spec.ts's: the second event
// is built that way (e2e/harness/second-event/build-second-event.ts).
afterAll(removeTempFolders);

describe("resolveBuildOut", () => {
  const project = "/home/organiser/summit";

  it("builds in place by default and for folders inside the project", () => {
    expect(resolveBuildOut("build", project)).toEqual({ buildDirectory: "build", stagedFor: null });
    expect(resolveBuildOut("build-second", project).stagedFor).toBeNull();
    expect(resolveBuildOut(`${project}/out`, project).stagedFor).toBeNull();
  });

  it("stages a folder outside the project below node_modules, one staging folder per target", () => {
    const outside = resolveBuildOut("/tmp/site", project);
    expect(outside.stagedFor).toBe("/tmp/site");
    expect(outside.buildDirectory).toMatch(/^node_modules\/\.cache\/quillmere-build-out\/\w{16}$/);
    expect(resolveBuildOut("../elsewhere", project).stagedFor).toBe("/home/organiser/elsewhere");
    expect(resolveBuildOut("/tmp/other", project).buildDirectory).not.toBe(outside.buildDirectory);
  });
});

describe("moveBuild", () => {
  it("replaces the build's own folders, keeps anything else there and leaves no staging folder", async () => {
    const staged = tempFolder("staged-build", {
      "client/index.html": "new",
      "client/a/b.txt": "b",
    });
    const target = tempFolder("build-target", {
      "client/stale-from-an-earlier-build.html": "old",
      "notes.txt": "not the build's",
    });
    await moveBuild(staged, target);
    expect(readdirSync(target).sort()).toEqual(["client", "notes.txt"]);
    expect(readFileSync(path.join(target, "client", "index.html"), "utf8")).toBe("new");
    expect(readFileSync(path.join(target, "client", "a", "b.txt"), "utf8")).toBe("b");
    expect(existsSync(path.join(target, "client", "stale-from-an-earlier-build.html"))).toBe(false);
    expect(existsSync(staged)).toBe(false);
  });

  it("creates a target that does not exist yet", async () => {
    const staged = tempFolder("staged-build", { "client/index.html": "new" });
    const target = path.join(tempFolder("build-parent", {}), "deep", "site");
    await moveBuild(staged, target);
    expect(readFileSync(path.join(target, "client", "index.html"), "utf8")).toBe("new");
  });
});
