import { afterEach, describe, expect, it, vi } from "vitest";
import {
  readSeenRelease,
  readShownChanges,
  seenReleaseKey,
  shownChangesKey,
  writeSeenRelease,
  writeShownChanges,
} from "./seen-release.ts";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the release seen", () => {
  it("is kept as a number under its versioned key", () => {
    expect(readSeenRelease(localStorage)).toBeNull();
    writeSeenRelease(localStorage, 2);
    expect(localStorage.getItem(seenReleaseKey)).toBe("2");
    expect(readSeenRelease(localStorage)).toBe(2);
  });

  it("is nothing when unreadable or blocked, and never throws", () => {
    for (const raw of ["", "two", "1.5", "-1", "{}"]) {
      localStorage.setItem(seenReleaseKey, raw);
      expect(readSeenRelease(localStorage), raw).toBeNull();
    }
    expect(readSeenRelease(undefined)).toBeNull();
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(readSeenRelease(localStorage)).toBeNull();
    expect(() => writeSeenRelease(localStorage, 3)).not.toThrow();
    expect(readShownChanges(sessionStorage)).toBeNull();
    expect(() =>
      writeShownChanges(sessionStorage, { from: 1, to: 2, dismissed: false }),
    ).not.toThrow();
  });
});

describe("the changes shown in this visit", () => {
  it("are kept for the tab, with whether the notice was dismissed", () => {
    writeShownChanges(sessionStorage, { from: 1, to: 3, dismissed: true });
    expect(readShownChanges(sessionStorage)).toEqual({ from: 1, to: 3, dismissed: true });
  });

  it("are nothing when unreadable", () => {
    for (const raw of ["{", "null", '{"from":2,"to":2}', '{"from":"1","to":2}', "[]"]) {
      sessionStorage.setItem(shownChangesKey, raw);
      expect(readShownChanges(sessionStorage), raw).toBeNull();
    }
  });
});
