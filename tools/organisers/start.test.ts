import path from "node:path";
import { describe, expect, it } from "vitest";
import { privateContentDir, samplePrivateContentDir } from "../../content/load/files.ts";
import {
  demoPassword,
  previewBuildOut,
  privateAreaPassword,
} from "../../integrations/private-data/password.ts";
import { startPlan } from "./start.ts";

describe("npm start", () => {
  it("without PRIVATE_AREA_PASSWORD says first that it previews with the demo password, and builds outside build/", () => {
    const plan = startPlan({ PATH: "/usr/bin" });
    expect(plan.firstLine).toMatch(/^npm start: a local preview with the demo password/);
    expect(plan.firstLine).toContain(demoPassword);
    expect(plan.firstLine).toContain("Never deploy it.");
    expect(plan.buildEnv.BUILD_OUT).toBe(previewBuildOut);
    expect(plan.serveDir).toBe(path.join(previewBuildOut, "client"));
    // The build it starts accepts the demo password there.
    expect(privateAreaPassword(plan.buildEnv).isDemo).toBe(true);
  });

  it("without PRIVATE_AREA_PASSWORD builds the preview from the sample's private data, never the organiser's", () => {
    for (const env of [{ PRIVATE_CONTENT_DIR: "/home/organiser/event-private" }, {}]) {
      const plan = startPlan(env);
      expect(privateContentDir({}, plan.buildEnv)).toBe(samplePrivateContentDir());
      expect(samplePrivateContentDir()).toBe(path.resolve("event/private-content"));
      expect(plan.firstLine).toContain("the sample's private data");
    }
  });

  it("with PRIVATE_AREA_PASSWORD builds and serves build/ as before, with PRIVATE_CONTENT_DIR's data", () => {
    const env = {
      PRIVATE_AREA_PASSWORD: "plover-anvil-quietly-saffron-mantle",
      PRIVATE_CONTENT_DIR: "/home/organiser/event-private",
    };
    const plan = startPlan(env);
    expect(plan.firstLine).not.toContain(demoPassword);
    expect(plan.buildEnv).toEqual(env);
    expect(plan.serveDir).toBe(path.join("build", "client"));
    expect(privateContentDir({}, plan.buildEnv)).toBe("/home/organiser/event-private");
  });
});
