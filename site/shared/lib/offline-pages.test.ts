import { describe, expect, it, vi } from "vitest";
import {
  keepPagesLimit,
  keepPagesMessageType,
  keepPagesOffline,
  sessionPagePath,
  visitedPagesCacheName,
  type KeepPagesEnvironment,
} from "./offline-pages.ts";

const origin = "https://summit.example";

/** A browser with a registered worker and a visited pages' cache holding `cached` (site paths). */
function fakeBrowser({ cached = [] as string[], registered = true } = {}) {
  const postMessage = vi.fn();
  const match = vi.fn(async (url: string) =>
    cached.includes(new URL(url).pathname) ? new Response("kept") : undefined,
  );
  const open = vi.fn(async () => ({ match }) as unknown as Cache);
  const environment: KeepPagesEnvironment = {
    origin,
    caches: { open },
    serviceWorker: {
      getRegistration: vi.fn(async () =>
        registered ? ({} as ServiceWorkerRegistration) : undefined,
      ),
      ready: Promise.resolve({ active: { postMessage } } as unknown as ServiceWorkerRegistration),
    },
  };
  return { environment, postMessage, open, match };
}

describe("sessionPagePath", () => {
  it("is the session's page, its id kept to one path segment", () => {
    expect(sessionPagePath("tue-opening-keynote")).toBe("/sessions/tue-opening-keynote");
    expect(sessionPagePath("../private")).toBe("/sessions/..%2Fprivate");
  });
});

describe("keepPagesOffline", () => {
  it("asks the worker for the pages its cache does not hold yet", async () => {
    const { environment, postMessage, open, match } = fakeBrowser({ cached: ["/sessions/a"] });
    await keepPagesOffline(["/sessions/a", "/sessions/b"], environment);
    expect(open).toHaveBeenCalledWith(visitedPagesCacheName);
    expect(match).toHaveBeenCalledWith(`${origin}/sessions/a`);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({
      type: keepPagesMessageType,
      paths: ["/sessions/b"],
    });
  });

  it("asks nothing when every page is kept already", async () => {
    const { environment, postMessage } = fakeBrowser({ cached: ["/sessions/a"] });
    await keepPagesOffline(["/sessions/a"], environment);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("asks for the most recent pages only, at most the limit", async () => {
    const { environment, postMessage, match } = fakeBrowser();
    const paths = Array.from({ length: keepPagesLimit + 10 }, (_, index) => `/sessions/${index}`);
    await keepPagesOffline(paths, environment);
    expect(match).toHaveBeenCalledTimes(keepPagesLimit);
    expect(postMessage.mock.calls[0]![0].paths).toEqual(paths.slice(-keepPagesLimit));
  });

  it("does no work without a registered worker: development, or a browser that blocks it", async () => {
    const { environment, postMessage, open } = fakeBrowser({ registered: false });
    await keepPagesOffline(["/sessions/a"], environment);
    expect(open).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
    await keepPagesOffline(["/sessions/a"], { ...environment, serviceWorker: undefined });
    await keepPagesOffline(["/sessions/a"], { ...environment, caches: undefined });
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("fails silently when storage is blocked", async () => {
    const { environment, postMessage } = fakeBrowser();
    const blocked = vi.fn(async () => {
      throw new DOMException("blocked", "SecurityError");
    });
    await expect(
      keepPagesOffline(["/sessions/a"], { ...environment, caches: { open: blocked } }),
    ).resolves.toBeUndefined();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("does nothing in a browser without the Cache API or service workers", async () => {
    // jsdom has neither.
    await expect(keepPagesOffline(["/sessions/a"])).resolves.toBeUndefined();
  });
});
