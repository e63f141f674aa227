import { describe, expect, it, vi } from "vitest";
import { keptAtHeader, keptBytesHeader, visitedPagesLimits } from "./offline-rules.ts";
import { keptCopy, trimVisitedPages } from "./visited-pages.ts";

const origin = "https://summit.example";
const notPrecached = () => false;

/** A response as a service worker's fetch of our own origin gives it ("basic"). */
function fetched(
  body: string,
  {
    status = 200,
    type = "basic",
    redirected = false,
    contentType = "text/html; charset=utf-8",
  } = {},
): Response {
  const response = new Response(body, {
    headers: { "Content-Type": contentType, "Content-Encoding": "br", "Content-Length": "12" },
  });
  // An opaque redirect's status is 0, which no constructed response may have.
  Object.defineProperties(response, {
    status: { value: status },
    type: { value: type },
    redirected: { value: redirected },
  });
  return response;
}

const request = (path: string) => ({ url: `${origin}${path}` });

describe("keptCopy", () => {
  it("keeps a public page, stamped with when and how large, without the wire's encoding", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    const copy = await keptCopy(request("/sessions/a"), fetched("<p>talk</p>"), notPrecached);
    expect(copy?.status).toBe(200);
    expect(await copy?.text()).toBe("<p>talk</p>");
    expect(copy?.headers.get(keptAtHeader)).toBe("1700000000000");
    expect(copy?.headers.get(keptBytesHeader)).toBe("11");
    expect(copy?.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(copy?.headers.has("Content-Encoding")).toBe(false);
    expect(copy?.headers.has("Content-Length")).toBe(false);
  });

  it("keeps no private page, whatever its spelling", async () => {
    for (const path of ["/private", "/analytics/", "/%70rivate", "/admin", "/socialcontent?x"]) {
      expect(await keptCopy(request(path), fetched("<p>gate</p>"), notPrecached)).toBeNull();
    }
  });

  it("keeps no second copy of a precached page, asked under its canonical address", async () => {
    const isPrecached = vi.fn((url: string) => url === `${origin}/schedule`);
    expect(await keptCopy(request("/schedule/?day=1"), fetched("<p/>"), isPrecached)).toBeNull();
    expect(isPrecached).toHaveBeenCalledWith(`${origin}/schedule`);
  });

  it("keeps no error, redirect, other origin's answer, file or page too large", async () => {
    const page = request("/sessions/a");
    for (const response of [
      fetched("not found", { status: 404 }),
      fetched("", { status: 0, type: "opaqueredirect" }),
      fetched("<p>elsewhere</p>", { redirected: true }),
      fetched("<p>opaque</p>", { type: "cors" }),
      fetched("{}", { contentType: "application/json" }),
      fetched("x".repeat(visitedPagesLimits.largestPage + 1)),
    ]) {
      expect(await keptCopy(page, response, notPrecached)).toBeNull();
    }
  });
});

/** A cache holding kept pages: [path, keptAt, bytes], or without stamps when keptAt is null. */
function fakeCache(pages: [string, number | null, number][]) {
  const entries = new Map(
    pages.map(([path, keptAt, bytes]) => [
      `${origin}${path}`,
      new Response("<p/>", {
        headers:
          keptAt === null
            ? {}
            : { [keptAtHeader]: String(keptAt), [keptBytesHeader]: String(bytes) },
      }),
    ]),
  );
  return {
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    match: async (key: RequestInfo | URL) =>
      entries.get(key instanceof Request ? key.url : String(key)),
    delete: async (key: RequestInfo | URL) =>
      entries.delete(key instanceof Request ? key.url : String(key)),
    paths: () => [...entries.keys()].map((url) => new URL(url).pathname).sort(),
  };
}

describe("trimVisitedPages", () => {
  it("deletes the least recently kept pages beyond the bytes of the bound", async () => {
    const third = visitedPagesLimits.maxBytes / 3;
    const cache = fakeCache([
      ["/sessions/old", 1, third],
      ["/sessions/middle", 2, third],
      ["/sessions/new", 3, third],
      ["/sessions/newest", 4, third],
    ]);
    await trimVisitedPages(cache as unknown as Cache);
    expect(cache.paths()).toEqual(["/sessions/middle", "/sessions/new", "/sessions/newest"]);
  });

  it("counts a copy without stamps as the oldest and the largest allowed", async () => {
    const cache = fakeCache([
      ["/sessions/unstamped", null, 0],
      ["/sessions/a", 5, visitedPagesLimits.maxBytes - visitedPagesLimits.largestPage],
    ]);
    await trimVisitedPages(cache as unknown as Cache);
    expect(cache.paths()).toEqual(["/sessions/a", "/sessions/unstamped"]);
    const full = fakeCache([
      ["/sessions/unstamped", null, 0],
      ["/sessions/a", 5, visitedPagesLimits.maxBytes - visitedPagesLimits.largestPage + 1],
    ]);
    await trimVisitedPages(full as unknown as Cache);
    expect(full.paths()).toEqual(["/sessions/a"]);
  });

  it("never fails: storage that fails is trimmed next time", async () => {
    const broken = {
      keys: async () => {
        throw new DOMException("gone", "UnknownError");
      },
    };
    await expect(trimVisitedPages(broken as unknown as Cache)).resolves.toBeUndefined();
  });
});
