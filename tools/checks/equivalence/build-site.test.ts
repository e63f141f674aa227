// @vitest-environment node
import { lstatSync, realpathSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempFolders, tempFolder } from "../../../e2e/harness/test-support/temp-folder.ts";
import { builtClientFolder, clientFolderOf, provideDependencies } from "./build-site.ts";

afterAll(removeTempFolders);

describe("provideDependencies", () => {
  it("links the project's node_modules when package-lock.json is the same", () => {
    const lock = '{"lockfileVersion":3,"packages":{}}';
    const project = tempFolder("equivalence-project", {
      "package-lock.json": lock,
      "node_modules/vite/package.json": "{}",
    });
    const base = tempFolder("equivalence-base", { "package-lock.json": lock });
    const said: string[] = [];
    expect(provideDependencies(project, base, (line) => said.push(line))).toBe("linked");
    expect(lstatSync(path.join(base, "node_modules")).isSymbolicLink()).toBe(true);
    expect(realpathSync(path.join(base, "node_modules"))).toBe(
      realpathSync(path.join(project, "node_modules")),
    );
    expect(said).toEqual([
      "Dependencies: package-lock.json is the same, so the base uses this project's node_modules.",
    ]);
  });
});

describe("clientFolderOf", () => {
  it("takes a build folder or its client folder", () => {
    const build = tempFolder("equivalence-build", { "client/index.html": "<p>x</p>" });
    expect(clientFolderOf(build)).toBe(path.join(build, "client"));
    expect(clientFolderOf(path.join(build, "client"))).toBe(path.join(build, "client"));
    expect(() => clientFolderOf(path.join(build, "nothing"))).toThrow(/holds no build/);
  });
});

describe("builtClientFolder", () => {
  it("is the client folder in the build folder, build/ unless BUILD_OUT says otherwise", () => {
    expect(builtClientFolder("/work/project")).toBe("/work/project/build/client");
    expect(builtClientFolder("/work/project", "/tmp/x/head")).toBe("/tmp/x/head/client");
  });
});
