import { describe, expect, it } from "vitest";
import { keepPagesLimit, keepPagesMessageType } from "../../site/shared/lib/offline-pages.ts";
import { scheduleFilePaths } from "../../site/features/schedule/schedule-file-paths.ts";
import { precacheLimitBytes } from "./build-service-worker.ts";
import {
  canonicalURL,
  isKeptData,
  isNeverCached,
  isPageAddress,
  offlinePages,
  offlineStorageLimitBytes,
  pagesToEvict,
  pagesToKeep,
  visitedPagesLimits,
} from "./offline-rules.ts";

const origin = "https://summit.example";

describe("the offline storage", () => {
  it("stays within its limit whatever the event's size: the precache and the visited pages", () => {
    expect(precacheLimitBytes + visitedPagesLimits.maxBytes).toBeLessThanOrEqual(
      offlineStorageLimitBytes,
    );
    expect(visitedPagesLimits.largestPage).toBeLessThan(visitedPagesLimits.maxBytes);
  });

  it("keeps each day's list, then its grid, before the speakers' pages", () => {
    const order = ["/schedule", "/schedule/*", "/schedule/*/grid", "/speakers/*"].map((page) =>
      offlinePages.indexOf(page),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe("canonicalURL", () => {
  it("drops the query, the fragment and a trailing slash", () => {
    expect(canonicalURL(`${origin}/sessions/a/?from=schedule#speakers`)).toBe(
      `${origin}/sessions/a`,
    );
    expect(canonicalURL(`${origin}/?utm=x`)).toBe(`${origin}/`);
    expect(canonicalURL(`${origin}/schedule/tuesday/grid//`)).toBe(
      `${origin}/schedule/tuesday/grid`,
    );
  });
});

describe("isPageAddress", () => {
  it("is a page's address, not a file's", () => {
    expect(isPageAddress("/")).toBe(true);
    expect(isPageAddress("/sessions/a")).toBe(true);
    expect(isPageAddress("/schedule.ics")).toBe(false);
    expect(isPageAddress("/assets/page-script-AbC.js")).toBe(false);
  });
});

describe("isKeptData", () => {
  it("keeps the programme's releases, which mark what changed offline too, and no other file", () => {
    expect(isKeptData(scheduleFilePaths.releasesJson)).toBe(true);
    expect(isKeptData("/schedule/releases.json")).toBe(true);
    expect(isNeverCached(scheduleFilePaths.releasesJson)).toBe(false);
    for (const other of ["/schedule.json", "/schedule/releases.json/x", "/data/private.json"]) {
      expect(isKeptData(other)).toBe(false);
    }
  });
});

describe("isNeverCached", () => {
  it("sees through an encoded address, which the server decodes", () => {
    expect(isNeverCached("/%70rivate")).toBe(true);
    expect(isNeverCached("/%61nalytics/")).toBe(true);
    expect(isNeverCached("/%61dmin")).toBe(true);
    expect(isNeverCached("/private%2Fx")).toBe(true);
    expect(isNeverCached("/%E0%A4%A")).toBe(true);
    expect(isNeverCached("/sessions/caf%C3%A9")).toBe(false);
  });
});

describe("pagesToEvict", () => {
  const page = (url: string, keptAt: number, bytes = 10) => ({ url, keptAt, bytes });

  it("evicts nothing within the limits", () => {
    expect(pagesToEvict([page("a", 1), page("b", 2)], { maxEntries: 2, maxBytes: 20 })).toEqual([]);
  });

  it("evicts the least recently kept pages beyond the number of entries", () => {
    const pages = [page("b", 2), page("d", 4), page("a", 1), page("c", 3)];
    expect(pagesToEvict(pages, { maxEntries: 2, maxBytes: 1000 }).sort()).toEqual(["a", "b"]);
  });

  it("evicts the least recently kept pages beyond the bytes, even when few", () => {
    const pages = [page("old", 1, 300), page("middle", 2, 300), page("new", 3, 300)];
    expect(pagesToEvict(pages, { maxEntries: 200, maxBytes: 700 })).toEqual(["old"]);
    expect(pagesToEvict(pages, { maxEntries: 200, maxBytes: 299 }).sort()).toEqual([
      "middle",
      "new",
      "old",
    ]);
  });

  it("uses the real limits by default", () => {
    const many = Array.from({ length: visitedPagesLimits.maxEntries + 5 }, (_, index) =>
      page(`p${index}`, index, 1),
    );
    expect(pagesToEvict(many)).toEqual(["p4", "p3", "p2", "p1", "p0"]);
  });
});

describe("pagesToKeep", () => {
  const message = (paths: unknown) => ({ type: keepPagesMessageType, paths });

  it("accepts the site's public pages, under their canonical addresses", () => {
    expect(
      pagesToKeep(message(["/sessions/a", "/sessions/b/?x=1", "/sessions/a"]), origin),
    ).toEqual([`${origin}/sessions/a`, `${origin}/sessions/b`]);
  });

  it("refuses the private area, the editor, files, other sites and anything not a path", () => {
    expect(
      pagesToKeep(
        message([
          "/private",
          "/analytics/",
          "/%70rivate",
          "/sessions/../socialcontent",
          "/admin",
          "/data/private.json",
          "/schedule.ics",
          "//evil.example/x",
          "https://evil.example/x",
          "sessions/a",
          42,
          null,
        ]),
        origin,
      ),
    ).toEqual([]);
  });

  it("ignores other messages, and takes at most the limit from one", () => {
    expect(pagesToKeep({ type: "SKIP_WAITING" }, origin)).toEqual([]);
    expect(pagesToKeep(null, origin)).toEqual([]);
    expect(pagesToKeep(message("/sessions/a"), origin)).toEqual([]);
    const paths = Array.from({ length: keepPagesLimit + 5 }, (_, index) => `/sessions/${index}`);
    expect(pagesToKeep(message(paths), origin)).toHaveLength(keepPagesLimit);
  });
});
