// A deploy build refuses a programme whose history lacks a change; the tests' builds, npm start's
// preview and the dev server only say so (docs/decisions/040-programme-history.md).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { removeTempFolders, tempFolder } from "../e2e/harness/test-support/temp-folder.ts";
import { localPreviewVariable, testBuildVariable } from "./private-data/password.ts";
import {
  historyCheckAction,
  programmeHistoryCheck,
  unrecordedReport,
} from "./programme-history-check.ts";

afterAll(removeTempFolders);

describe("what a command does with changes not recorded", () => {
  it("refuses in a deploy build, warns in the tests' builds, the preview and the dev server", () => {
    expect(historyCheckAction("build", {})).toBe("refuse");
    expect(historyCheckAction("build", { [testBuildVariable]: "1" })).toBe("warn");
    expect(historyCheckAction("build", { [localPreviewVariable]: "1" })).toBe("warn");
    expect(historyCheckAction("dev", {})).toBe("warn");
    expect(historyCheckAction("sync", {})).toBe("none");
  });

  it("lists a congress's worth of changes in a warning by its first ten and a count", () => {
    const messages = Array.from({ length: 1500 }, (_, index) => `change ${index}`);
    expect(unrecordedReport(messages, 10)).toHaveLength(11);
    expect(unrecordedReport(messages, 10).at(-1)).toBe("  ... and 1490 more");
    expect(unrecordedReport(messages.slice(0, 2))).toEqual(["  - change 0", "  - change 1"]);
  });
});

/** Another event's folder (CONTENT_DIR): the sample's content with Thursday's lunch moved. */
function eventWithAHandEdit(): string {
  const event = tempFolder("unrecorded-edit", {});
  for (const folder of ["content", "private-content", "public"]) {
    cpSync(path.join("event", folder), path.join(event, folder), { recursive: true });
  }
  const lunch = path.join(event, "content/sessions/thu-lunch.md");
  writeFileSync(lunch, readFileSync(lunch, "utf8").replace('start: "12:30"', 'start: "13:00"'));
  return event;
}

describe("a tests' build and the dev server", () => {
  it("warn with the changes not recorded, and go on", () => {
    const event = eventWithAHandEdit();
    const warnings: string[] = [];
    vi.stubEnv("CONTENT_DIR", event);
    vi.stubEnv(testBuildVariable, "1");
    try {
      const setup = programmeHistoryCheck().hooks["astro:config:setup"] as unknown as (options: {
        command: string;
        logger: { warn: (message: string) => void };
      }) => void;
      setup({ command: "build", logger: { warn: (message) => warnings.push(message) } });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(warnings).toEqual([
      "not in the programme's history yet (a deploy build refuses this; `npm run record:changes` records it):\n  - content/sessions/thu-lunch.md › “Lunch” moved from Thursday 12:30, Garden Room to Thursday 13:00, Garden Room: not in the programme's history yet; run `npm run record:changes`",
    ]);
  }, 60_000);
});

describe("npm run build", () => {
  it("refuses a hand edit the history does not have, naming it, and builds nothing", () => {
    const event = eventWithAHandEdit();
    const buildOut = path.join(event, "out");
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) =>
          !key.startsWith("VITEST") && key !== testBuildVariable && key !== localPreviewVariable,
      ),
    );
    const result = spawnSync(
      process.execPath,
      [path.resolve("node_modules/astro/bin/astro.mjs"), "build"],
      {
        encoding: "utf8",
        env: {
          ...env,
          CONTENT_DIR: event,
          BUILD_OUT: buildOut,
          PRIVATE_AREA_PASSWORD: "Vq7!tR2#pL9@mK4$wZ8^hN3&",
        },
        timeout: 90_000,
      },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      "The programme has a change that its history does not have yet (content/programme-history.yml):\n  - content/sessions/thu-lunch.md › “Lunch” moved from Thursday 12:30, Garden Room to Thursday 13:00, Garden Room: not in the programme's history yet; run `npm run record:changes`\nRun `npm run record:changes`, commit content/programme-history.yml, and build again.",
    );
    expect(result.stdout).not.toMatch(/modules transformed/);
    expect(existsSync(buildOut)).toBe(false);
  }, 90_000);
});
