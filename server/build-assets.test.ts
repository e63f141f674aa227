import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFolderAssets } from "./build-assets.ts";

let parent: string;
let root: string;

beforeAll(() => {
  parent = mkdtempSync(path.join(tmpdir(), "build-assets-"));
  root = path.join(parent, "client");
  mkdirSync(path.join(root, "calendar", "sessions", "a-folder.ics"), { recursive: true });
  mkdirSync(path.join(root, "schedule"));
  writeFileSync(path.join(root, "calendar", "sessions", "talk.ics"), "BEGIN:VCALENDAR");
  writeFileSync(path.join(root, "schedule", "agenda-keys.json"), "{}");
  writeFileSync(path.join(root, "_headers"), "/*\n");
  writeFileSync(path.join(parent, "secret.ics"), "outside the build");
  // A link to itself: there, but it cannot be read (ELOOP), whoever runs the test.
  symlinkSync("unreadable.ics", path.join(root, "unreadable.ics"));
});
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe("the build folder as the feed's assets", () => {
  it("reads a published file when asked, with its type", async () => {
    const assets = buildFolderAssets(root);
    const calendar = await assets("/calendar/sessions/talk.ics");
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await calendar.text()).toBe("BEGIN:VCALENDAR");
    const keys = await assets("/schedule/agenda-keys.json");
    expect(keys.headers.get("content-type")).toBe("application/json; charset=utf-8");
    // A file written after the assets were made (a new build) is read as it is now.
    writeFileSync(path.join(root, "calendar", "sessions", "late.ics"), "BEGIN:VCALENDAR late");
    expect(await (await assets("/calendar/sessions/late.ics")).text()).toBe("BEGIN:VCALENDAR late");
  });

  it("answers 404 for what is not a file of the build, however the path is written", async () => {
    const assets = buildFolderAssets(root);
    for (const sitePath of [
      "/calendar/sessions/gone.ics",
      "/calendar/sessions/a-folder.ics",
      "/calendar/sessions/talk.ics/x",
      "/../secret.ics",
      "/%2e%2e/secret.ics",
      "/calendar/../../secret.ics",
      "calendar/sessions/talk.ics",
      "/_headers",
      "/%5Fheaders",
      "/%E0%A4%A",
    ]) {
      expect((await assets(sitePath)).status, sitePath).toBe(404);
    }
  });

  it("throws for a file that is there but cannot be read (the feed answers 503)", async () => {
    await expect(buildFolderAssets(root)("/unreadable.ics")).rejects.toThrow(/ELOOP/);
  });
});
