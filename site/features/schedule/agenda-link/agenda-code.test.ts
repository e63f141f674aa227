import { describe, expect, it } from "vitest";
import {
  agendaCode,
  agendaKey,
  agendaKeyIndex,
  agendaKeysOf,
  maximumAgendaSessions,
  sessionsOfCode,
} from "./agenda-code.ts";

describe("agenda codes", () => {
  it("gives each session a stable 7-character URL-safe key", async () => {
    const key = await agendaKey("tue-opening-keynote");
    expect(key).toMatch(/^[A-Za-z0-9_-]{7}$/);
    expect(await agendaKey("tue-opening-keynote")).toBe(key);
    expect(await agendaKey("tue-opening-keynote-2")).not.toBe(key);
  });

  it("makes one code for one set, whatever the order or repeats", async () => {
    const code = await agendaCode(["b", "a", "c"]);
    expect(await agendaCode(["c", "a", "b", "a"])).toBe(code);
    expect(code).toHaveLength(1 + 3 * 7);
  });

  it("opens what remains of a link after sessions were removed", async () => {
    const code = await agendaCode(["kept", "removed", "also-kept"]);
    const index = await agendaKeyIndex(["kept", "also-kept", "added-later"]);
    expect(new Set(sessionsOfCode(code, index))).toEqual(new Set(["kept", "also-kept"]));
  });

  it("reads an empty agenda", async () => {
    expect(sessionsOfCode(await agendaCode([]), await agendaKeyIndex(["a"]))).toEqual([]);
  });

  it.each([
    ["another version", "2AAAAAAA"],
    ["a broken length", "1AAAAAA"],
    ["characters out of the alphabet", "1AAAA<>A"],
    ["no text", undefined],
    ["too many sessions", `1${"A".repeat(7 * (maximumAgendaSessions + 1))}`],
  ])("refuses %s", (_, code) => {
    expect(agendaKeysOf(code)).toBeNull();
    expect(sessionsOfCode(code, {})).toBeNull();
  });

  it("refuses an index where two sessions have the same key", async () => {
    // Found by a search of 1.6 million ids: both keys are LvSa1tm.
    expect(await agendaKey("session-375207")).toBe(await agendaKey("session-1595503"));
    await expect(agendaKeyIndex(["session-375207", "session-1595503"])).rejects.toThrow(
      /same agenda key/,
    );
  });

  it("finds no session under a key that is an object's property name", () => {
    expect(sessionsOfCode("1__proto", {})).toEqual([]);
  });
});
