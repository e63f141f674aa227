import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { readPrivateContent } from "../checked-content.ts";
import {
  missingPrivateContentProblem,
  privateContentDir,
  privateContentVariable,
  samplePrivateContentDir,
} from "./files.ts";

const scratch = mkdtempSync(path.join(tmpdir(), "private-content-dir-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** A copy of the sample's private content with one discount code changed: an organiser's own. */
function organisersFolder(): string {
  const folder = mkdtempSync(path.join(scratch, "real-"));
  cpSync(samplePrivateContentDir(), folder, { recursive: true });
  const discounts = path.join(folder, "discounts.yml");
  writeFileSync(
    discounts,
    readFileSync(discounts, "utf8").replaceAll("BRIGHTMOORLABS20", "ORGANISERSOWN20"),
  );
  return folder;
}

describe("the private content's folder", () => {
  it("is private-content/ beside content/ without PRIVATE_CONTENT_DIR: the sample's, in the project", () => {
    expect(privateContentDir({}, {})).toBe(path.resolve("event/private-content"));
    expect(privateContentDir({}, {})).toBe(samplePrivateContentDir());
    expect(privateContentDir({ root: "/events/harbourlight" }, {})).toBe(
      "/events/harbourlight/private-content",
    );
  });

  it("is PRIVATE_CONTENT_DIR when set, absolute or relative to the project root, whatever the content root", () => {
    expect(privateContentDir({}, { [privateContentVariable]: "/srv/secret/private" })).toBe(
      "/srv/secret/private",
    );
    expect(privateContentDir({}, { [privateContentVariable]: "../event-private" })).toBe(
      path.resolve("..", "event-private"),
    );
    expect(
      privateContentDir({ root: "/events/harbourlight" }, { [privateContentVariable]: "/p" }),
    ).toBe("/p");
  });

  it("is where the build reads the private data from", () => {
    vi.stubEnv(privateContentVariable, organisersFolder());
    const { content, problems } = readPrivateContent();
    expect(problems).toEqual([]);
    const codes = content!.discounts.entries.map((entry) => entry.code);
    expect(codes).toContain("ORGANISERSOWN20");
    expect(codes).not.toContain("BRIGHTMOORLABS20");
  });

  it("that is missing is one plain line naming the variable and the path", () => {
    const missing = path.join(scratch, "no-such-folder");
    vi.stubEnv(privateContentVariable, missing);
    expect(readPrivateContent().problems).toEqual([
      `PRIVATE_CONTENT_DIR names ${missing}, which is not a folder: set PRIVATE_CONTENT_DIR to the folder that holds the private area's content.`,
    ]);
    // A file where the folder should be is no folder either.
    const file = path.join(scratch, "a-file");
    writeFileSync(file, "");
    expect(missingPrivateContentProblem({}, { [privateContentVariable]: file })).toMatch(
      /^PRIVATE_CONTENT_DIR names .*a-file, which is not a folder: /,
    );
    // Without the variable, the default folder is named, and the variable that would fix it.
    const emptyEvent = mkdtempSync(path.join(scratch, "event-"));
    vi.stubEnv(privateContentVariable, "");
    expect(readPrivateContent({ root: emptyEvent }).problems).toEqual([
      `PRIVATE_CONTENT_DIR is not set and ${path.join(emptyEvent, "private-content")} is not a folder: set PRIVATE_CONTENT_DIR to the folder that holds the private area's content.`,
    ]);
    expect(missingPrivateContentProblem({}, {})).toBeUndefined();
  });
});
