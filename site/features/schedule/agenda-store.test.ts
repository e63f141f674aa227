import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  agendaStorageKey,
  allStoredIds,
  readAgenda,
  toggleStoredSession,
  writeAgenda,
} from "./agenda-store.ts";

const known = new Set(["a", "b"]);

beforeEach(() => localStorage.clear());

describe("agenda storage", () => {
  it("round-trips the starred ids under the versioned key", () => {
    expect(writeAgenda(localStorage, ["a", "b"])).toBe(true);
    expect(JSON.parse(localStorage.getItem(agendaStorageKey)!)).toEqual({
      version: 1,
      sessions: ["a", "b"],
    });
    expect(readAgenda(localStorage, known)).toEqual({ ids: ["a", "b"], persistent: true });
  });

  it.each([
    ["corrupt JSON", "{not json"],
    ["another version", JSON.stringify({ version: 2, sessions: ["a"] })],
    ["another shape", JSON.stringify(["a", "b"])],
    ["null", "null"],
    ["sessions that are not strings", JSON.stringify({ version: 1, sessions: [1, { id: "a" }] })],
  ])("ignores %s", (_case, raw) => {
    localStorage.setItem(agendaStorageKey, raw);
    expect(readAgenda(localStorage, known)).toEqual({ ids: [], persistent: true });
  });

  it("drops ids the programme no longer has, and duplicates", () => {
    localStorage.setItem(
      agendaStorageKey,
      JSON.stringify({ version: 1, sessions: ["a", "gone", "a"] }),
    );
    expect(readAgenda(localStorage, known).ids).toEqual(["a"]);
  });

  it("works in memory when storage is blocked", () => {
    const blocked = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(readAgenda(localStorage, known)).toEqual({ ids: [], persistent: false });
    blocked.mockRestore();
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(writeAgenda(localStorage, ["a"])).toBe(false);
    expect(readAgenda(undefined, known)).toEqual({ ids: [], persistent: false });
  });

  it("stars and unstars one session and keeps the stars of sessions the page does not show", () => {
    writeAgenda(localStorage, ["other-day-talk", "a"]);
    expect(toggleStoredSession(localStorage, "b", true)).toEqual({ persistent: true });
    expect(readAgenda(localStorage, new Set(["other-day-talk", "a", "b"])).ids).toEqual([
      "other-day-talk",
      "a",
      "b",
    ]);
    toggleStoredSession(localStorage, "a", false);
    expect(JSON.parse(localStorage.getItem(agendaStorageKey)!).sessions).toEqual([
      "other-day-talk",
      "b",
    ]);
    localStorage.setItem(agendaStorageKey, "{corrupt");
    toggleStoredSession(localStorage, "a", true);
    expect(readAgenda(localStorage, known).ids).toEqual(["a"]);
    expect(toggleStoredSession(undefined, "a", true)).toEqual({ persistent: false });
  });

  it("lists every stored id, also of sessions no page in view shows, and none when unreadable", () => {
    writeAgenda(localStorage, ["other-day-talk", "a"]);
    expect(allStoredIds(localStorage)).toEqual(["other-day-talk", "a"]);
    localStorage.setItem(agendaStorageKey, "{corrupt");
    expect(allStoredIds(localStorage)).toEqual([]);
    expect(allStoredIds(undefined)).toEqual([]);
  });
});
