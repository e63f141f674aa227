import { describe, expect, it } from "vitest";
import { itemAfterKey } from "./tab-keys.ts";

const items = ["one", "two", "three"] as const;

describe("itemAfterKey", () => {
  it.each(["ArrowRight", "ArrowDown"])("moves to the next item with %s, wrapping", (key) => {
    expect(itemAfterKey(items, "one", key)).toBe("two");
    expect(itemAfterKey(items, "two", key)).toBe("three");
    expect(itemAfterKey(items, "three", key)).toBe("one");
  });

  it.each(["ArrowLeft", "ArrowUp"])("moves to the previous item with %s, wrapping", (key) => {
    expect(itemAfterKey(items, "three", key)).toBe("two");
    expect(itemAfterKey(items, "two", key)).toBe("one");
    expect(itemAfterKey(items, "one", key)).toBe("three");
  });

  it("jumps to the first item with Home and the last with End", () => {
    expect(itemAfterKey(items, "two", "Home")).toBe("one");
    expect(itemAfterKey(items, "two", "End")).toBe("three");
    expect(itemAfterKey(items, "one", "Home")).toBe("one");
    expect(itemAfterKey(items, "three", "End")).toBe("three");
  });

  it("stays on the only item", () => {
    for (const key of ["ArrowRight", "ArrowLeft", "Home", "End"]) {
      expect(itemAfterKey(["only"], "only", key)).toBe("only");
    }
  });

  it("returns undefined for any other key", () => {
    for (const key of ["Enter", " ", "Tab", "a", "PageDown", "arrowright"]) {
      expect(itemAfterKey(items, "two", key)).toBeUndefined();
    }
  });

  it("has nothing to move to in an empty list", () => {
    for (const key of ["ArrowRight", "ArrowLeft", "Home", "End"]) {
      expect(itemAfterKey([], "gone", key)).toBeUndefined();
    }
  });
});
