import { EventEmitter } from "node:events";
import path from "node:path";
import type { LoaderContext } from "astro/loaders";
import { describe, expect, it } from "vitest";
import { contentDir } from "#content/load/files.ts";
import { ContentError } from "#content/problems.ts";
import { checkedLoader, fillStore, positionId, type CheckedEntry } from "./checked-loader.ts";

/** The part of Astro's data store the loader uses, as a Map. */
function fakeStore() {
  const entries = new Map<string, unknown>();
  const store = {
    keys: () => [...entries.keys()],
    delete: (id: string) => entries.delete(id),
    has: (id: string) => entries.has(id),
    set: ({ id, data }: { id: string; data: unknown }) => Boolean(entries.set(id, data)),
  };
  return { entries, store: store as unknown as LoaderContext["store"] };
}

/** Vite's watcher as far as the loader uses it: add() and change events. */
function fakeWatcher() {
  const watcher = Object.assign(new EventEmitter(), { add: () => watcher });
  return watcher as typeof watcher & NonNullable<LoaderContext["watcher"]>;
}

const entry = (id: string, name: string): CheckedEntry<{ name: string }> => ({
  id,
  data: { name },
});

function loadWith(
  entries: () => readonly CheckedEntry<{ name: string }>[],
  watcher?: LoaderContext["watcher"],
) {
  const { entries: stored, store } = fakeStore();
  const context = { store, watcher } as LoaderContext;
  return { stored, loading: checkedLoader("test", entries).load(context) };
}

describe("the content collections' loader", () => {
  it("names list entries by position, so that ids sort as the content is ordered", () => {
    expect([10, 9, 100].map(positionId).sort()).toEqual(["000009", "000010", "000100"]);
  });

  it("stores the reader's entries, replacing what the collection held", () => {
    const { entries, store } = fakeStore();
    fillStore(store, [entry("a", "old")]);
    fillStore(store, [entry("b", "Bea"), entry("c", "Cy")]);
    expect([...entries]).toEqual([
      ["b", { name: "Bea" }],
      ["c", { name: "Cy" }],
    ]);
  });

  it("refuses two entries with one id rather than dropping one", () => {
    const { store } = fakeStore();
    expect(() => fillStore(store, [entry("a", "Ann"), entry("a", "Al")])).toThrow(
      'The collection has two entries with the id "a".',
    );
  });

  it("fails with the reader's ContentError, whose message names the file and the line", async () => {
    const problem = "content/rooms.yml:7 › rooms[2].name: the room is listed twice";
    const { stored, loading } = loadWith(() => {
      throw new ContentError([problem]);
    });
    await expect(loading).rejects.toThrow(problem);
    expect(stored.size).toBe(0);
  });

  it("in the dev server, loads again when a data file changes, and keeps the last good entries on a problem", async () => {
    const watcher = fakeWatcher();
    let read: () => CheckedEntry<{ name: string }>[] = () => [entry("a", "Ann")];
    const { stored, loading } = loadWith(() => read(), watcher);
    await loading;
    const dataFile = path.join(contentDir(), "content", "speakers", "ann.md");

    read = () => [entry("a", "Anne")];
    watcher.emit("change", path.join(contentDir(), "site", "pages", "index.astro"));
    expect(stored.get("a")).toEqual({ name: "Ann" });
    watcher.emit("change", dataFile);
    expect(stored.get("a")).toEqual({ name: "Anne" });

    read = () => {
      throw new ContentError(["content/speakers/ann.md:2 › name: too short"]);
    };
    watcher.emit("change", dataFile);
    expect(stored.get("a")).toEqual({ name: "Anne" });
  });
});
