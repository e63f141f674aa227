import { describe, expect, it, vi } from "vitest";
import { scheduleFilePaths } from "../schedule-file-paths.ts";
import { fetchReleases, readReleases } from "./releases.ts";

const moved = {
  session: "tue-keynote",
  kind: "moved",
  summary: "Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C",
};
const file = {
  releases: [
    { number: 2, time: "2025-10-20T09:00:00+01:00", changes: [moved] },
    { number: 1, time: "2025-10-01T09:00:00+01:00", changes: [] },
  ],
};

describe("readReleases", () => {
  it("reads the file the build publishes", () => {
    expect(readReleases(file)).toEqual([
      { number: 2, changes: [moved] },
      { number: 1, changes: [] },
    ]);
  });

  it("keeps a change's title when the file gives one", () => {
    const removed = { session: "x", kind: "removed", summary: "Removed", title: "The X talk" };
    expect(readReleases({ releases: [{ number: 3, changes: [removed] }] })).toEqual([
      { number: 3, changes: [removed] },
    ]);
  });

  it("is no history for any other shape", () => {
    for (const data of [
      null,
      "text",
      [],
      {},
      { releases: [] },
      { releases: {} },
      { releases: [null] },
      { releases: [{ number: "2", changes: [] }] },
      { releases: [{ number: 0, changes: [] }] },
      { releases: [{ number: 1.5, changes: [] }] },
      { releases: [{ number: 2 }] },
      { releases: [{ number: 2, changes: [null] }] },
      { releases: [{ number: 2, changes: [{ ...moved, session: "" }] }] },
      { releases: [{ number: 2, changes: [{ ...moved, summary: 3 }] }] },
      { releases: [{ number: 2, changes: [{ ...moved, kind: undefined }] }] },
    ]) {
      expect(readReleases(data), JSON.stringify(data)).toBeNull();
    }
  });

  it("leaves out a change of a kind it does not know, not the whole file", () => {
    const later = { session: "tue-keynote", kind: "description", summary: "New description" };
    expect(readReleases({ releases: [{ number: 2, changes: [later, moved] }] })).toEqual([
      { number: 2, changes: [moved] },
    ]);
  });
});

describe("fetchReleases", () => {
  const answering = (response: Response | Error) => ({
    fetch: vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  });

  it("fetches the published file", async () => {
    const window = answering(new Response(JSON.stringify(file)));
    expect(await fetchReleases(window)).toHaveLength(2);
    expect(window.fetch).toHaveBeenCalledWith(scheduleFilePaths.releasesJson);
  });

  it("is no history, silently, for a missing file, bad JSON, another shape or no network", async () => {
    for (const response of [
      new Response("Not found", { status: 404 }),
      new Response("{not json"),
      new Response(JSON.stringify({ releases: "none" })),
      new TypeError("Failed to fetch"),
    ]) {
      expect(await fetchReleases(answering(response))).toBeNull();
    }
  });
});
