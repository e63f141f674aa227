import { describe, expect, it } from "vitest";
import { parseSpeakerId } from "./parse-speaker-id.ts";

describe("parseSpeakerId", () => {
  it.each([
    ["7", 7],
    ["45", 45],
    ["60", 60],
  ])("reads %s as %i", (raw, id) => {
    expect(parseSpeakerId(raw)).toBe(id);
  });

  it.each(["007", "7abc", "-1", "1e3", "123456789012345678901234567890", "", " 7", "7.0", "0x7"])(
    "rejects %j",
    (raw) => {
      expect(parseSpeakerId(raw)).toBeNull();
    },
  );

  it("rejects a missing parameter", () => {
    expect(parseSpeakerId(undefined)).toBeNull();
  });
});
