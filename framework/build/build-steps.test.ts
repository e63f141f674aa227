import { describe, expect, it } from "vitest";
import { buildSteps, runBuildSteps, type BuildStep } from "./build-steps.ts";

const names = buildSteps.map((step) => step.name);
const at = (name: string) => {
  const index = names.indexOf(name);
  if (index === -1) throw new Error(`No build step "${name}".`);
  return index;
};

describe("buildSteps", () => {
  it("has one step of each name, each with its why", () => {
    expect(new Set(names).size).toBe(names.length);
    for (const step of buildSteps) expect(step.why.length).toBeGreaterThan(20);
  });

  it("removes React Router's route data first, so that nothing after it lists the files", () => {
    expect(at("route data")).toBe(0);
  });

  it("inlines the critical-path CSS before the deploy files hash each page's inline code", () => {
    expect(at("critical path")).toBeLessThan(at("deploy files"));
  });

  it("builds the service worker after every file it precaches", () => {
    for (const name of [
      "schedule files",
      "responsive images",
      "private area",
      "404 page",
      "share cards",
      "critical path",
      "deploy files",
    ]) {
      expect(at(name), name).toBeLessThan(at("service worker"));
    }
  });

  it("writes the content editor after the sitemap, the CSP hashes and the precache", () => {
    expect(at("content editor")).toBeGreaterThan(at("deploy files"));
    expect(at("content editor")).toBeGreaterThan(at("service worker"));
  });

  it("moves the finished build last", () => {
    expect(at("move build")).toBe(names.length - 1);
  });
});

describe("runBuildSteps", () => {
  it("runs the steps one after the other, in their order, on the client folder", async () => {
    const ran: string[] = [];
    const step = (name: string): BuildStep => ({
      name,
      why: "for the test",
      async run(clientDir) {
        await new Promise((resolve) => setTimeout(resolve, name === "a" ? 20 : 0));
        ran.push(`${name} ${clientDir}`);
      },
    });
    await runBuildSteps({ buildDirectory: "/tmp/site" }, [step("a"), step("b")]);
    expect(ran).toEqual(["a /tmp/site/client", "b /tmp/site/client"]);
  });
});
