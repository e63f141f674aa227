import { describe, expect, it } from "vitest";
import { createHandleLookup, displayText, mentionsOf, splitCopy } from "./handles.ts";

const lookup = createHandleLookup({ amara_okafor: "Amara Okafor-Reid", Kenji_WH: "Kenji W-H" });

describe("splitCopy", () => {
  it("splits copy into text and mentions, and joins back to the copy", () => {
    const copy = "Hello @amara_okafor and @someone_else. Bye";
    const segments = splitCopy(copy, lookup);
    expect(segments).toEqual([
      { kind: "text", text: "Hello " },
      { kind: "handle", handle: "amara_okafor", name: "Amara Okafor-Reid" },
      { kind: "text", text: " and " },
      { kind: "handle", handle: "someone_else", name: null },
      { kind: "text", text: ". Bye" },
    ]);
    expect(segments.map((s) => (s.kind === "text" ? s.text : `@${s.handle}`)).join("")).toBe(copy);
  });

  it("looks handles up case-insensitively", () => {
    expect(splitCopy("@KENJI_wh", lookup)).toEqual([
      { kind: "handle", handle: "KENJI_wh", name: "Kenji W-H" },
    ]);
  });

  it("does not take e-mail addresses or a doubled @ for mentions", () => {
    expect(splitCopy("write to team@amara_okafor.example or @@x", lookup)).toEqual([
      { kind: "text", text: "write to team@amara_okafor.example or @@x" },
    ]);
  });

  it("treats names of Object.prototype as unknown handles", () => {
    expect(splitCopy("@constructor @toString", lookup)).toEqual([
      { kind: "handle", handle: "constructor", name: null },
      { kind: "text", text: " " },
      { kind: "handle", handle: "toString", name: null },
    ]);
  });

  it("leaves copy without mentions whole", () => {
    expect(splitCopy("No mentions here.", lookup)).toEqual([
      { kind: "text", text: "No mentions here." },
    ]);
  });
});

describe("displayText and mentionsOf", () => {
  it("shows display names for known handles and unknown handles as they are", () => {
    const segments = splitCopy("@amara_okafor meets @someone_else", lookup);
    expect(displayText(segments)).toBe("Amara Okafor-Reid meets @someone_else");
  });

  it("lists each mention once, first occurrence first", () => {
    const segments = splitCopy("@b_one @amara_okafor @B_ONE @c", lookup);
    expect(mentionsOf(segments).map((mention) => mention.handle)).toEqual([
      "b_one",
      "amara_okafor",
      "c",
    ]);
  });
});
