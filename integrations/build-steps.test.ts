import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { buildSteps, buildStepsIntegration, type BuildStep } from "./build-steps.ts";

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

  it("writes the deploy files after every step that changes a page", () => {
    expect(at("share cards")).toBeLessThan(at("deploy files"));
    expect(at("page script loading")).toBeLessThan(at("deploy files"));
  });

  it("builds the service worker after every file it precaches", () => {
    for (const name of [
      "schedule files",
      "responsive images",
      "private area",
      "share cards",
      "search index",
      "deploy files",
    ]) {
      expect(at(name), name).toBeLessThan(at("service worker"));
    }
  });

  it("writes the content editor last, after the sitemap, the CSP hashes and the precache", () => {
    expect(at("content editor")).toBe(names.length - 1);
  });
});

describe("buildStepsIntegration", () => {
  it("runs the steps one after the other, in their order, on Astro's output folder", async () => {
    const ran: string[] = [];
    const step = (name: string): BuildStep => ({
      name,
      why: "for the test",
      async run(outDir) {
        await new Promise((resolve) => setTimeout(resolve, name === "a" ? 20 : 0));
        ran.push(`${name} ${outDir}`);
      },
    });
    const integration = buildStepsIntegration([step("a"), step("b")]);
    const buildDone = integration.hooks["astro:build:done"]!;
    await buildDone({ dir: pathToFileURL("/tmp/site/client/") } as Parameters<typeof buildDone>[0]);
    expect(ran).toEqual(["a /tmp/site/client/", "b /tmp/site/client/"]);
  });
});
