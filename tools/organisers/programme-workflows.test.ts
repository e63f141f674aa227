// The Git host's workflows that keep the programme in step with its tool and its history
// (.github/workflows/, docs/importing.md "Import every day", docs/decisions/040): read as the host
// reads them, and held to what the docs promise.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; "runs-on": string; steps: Step[] }>;
}

const workflow = (name: string) =>
  parse(readFileSync(`.github/workflows/${name}`, "utf8")) as Workflow;

describe("the daily import (import-programme.yml)", () => {
  const { on, permissions, jobs } = workflow("import-programme.yml");
  const [job] = Object.values(jobs);
  const steps = job!.steps;

  it("runs every day and on demand", () => {
    expect(Object.keys(on).sort()).toEqual(["schedule", "workflow_dispatch"]);
    const { cron } = (on.schedule as { cron: string }[])[0]!;
    // Minute, hour, then every day of every month, any weekday.
    expect(cron).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
  });

  it("is off until the export's address is set as a repository variable", () => {
    expect(Object.keys(jobs)).toHaveLength(1);
    expect(job!.if).toBe("vars.PROGRAMME_EXPORT_URL != ''");
  });

  it("imports the address on Node 24 with the project's own command, writing the pull request's text", () => {
    expect(steps.find((step) => step.uses?.startsWith("actions/setup-node@"))?.with).toMatchObject({
      "node-version": 24,
    });
    expect(steps.some((step) => step.run === "npm ci")).toBe(true);
    const importing = steps.find((step) => step.run?.includes("npm run --silent import:schedule"))!;
    expect(importing.env?.PROGRAMME_EXPORT_URL).toBe("${{ vars.PROGRAMME_EXPORT_URL }}");
    expect(importing.run).toContain('-- "$PROGRAMME_EXPORT_URL"');
    expect(importing.run).toContain('--pull-request-body "$BODY"');
  });

  it("opens a pull request with that text, from an action pinned by its tag, committing only content", () => {
    const opening = steps.at(-1)!;
    expect(opening.uses).toMatch(/^peter-evans\/create-pull-request@v\d+$/);
    expect(opening.with?.["body-path"]).toBe("${{ runner.temp }}/pull-request-body.md");
    expect(String(opening.with?.["add-paths"]).trim().split("\n")).toEqual([
      "event/content",
      "event/public/images/speakers",
    ]);
    expect(permissions).toEqual({ contents: "write", "pull-requests": "write" });
  });
});

describe("the hand edits' record (record-programme-changes.yml)", () => {
  const { on, jobs } = workflow("record-programme-changes.yml");
  const steps = Object.values(jobs)[0]!.steps;

  it("runs after a push of the programme's files to the main branch", () => {
    expect(on.push).toMatchObject({ branches: ["main"] });
    expect((on.push as { paths: string[] }).paths).toContain("event/content/sessions/**");
  });

  it("records with the project's command and commits the history alone", () => {
    expect(steps.some((step) => step.run === "npm run record:changes")).toBe(true);
    const commit = steps.at(-1)!.run!;
    expect(commit).toContain("git add event/content/programme-history.yml");
    expect(commit).toContain("git diff --cached --quiet");
  });
});
