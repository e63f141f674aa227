import { describe, expect, it, vi } from "vitest";
import { reloadOnceOnStaleChunk, type StaleChunkEnvironment } from "./stale-chunk.ts";

function fakeEnvironment(storage: StaleChunkEnvironment["sessionStorage"]) {
  let listener: ((event: Event) => void) | undefined;
  const reload = vi.fn();
  const environment: StaleChunkEnvironment = {
    addEventListener: (_type, handler) => {
      listener = handler;
    },
    location: { href: "https://site.example/schedule", reload },
    sessionStorage: storage,
  };
  reloadOnceOnStaleChunk(environment);
  const fire = () => {
    const event = new Event("vite:preloadError", { cancelable: true });
    listener!(event);
    return event;
  };
  return { fire, reload };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("reloadOnceOnStaleChunk", () => {
  it("reloads the page on the first failed chunk and swallows the error", () => {
    const { fire, reload } = fakeEnvironment(memoryStorage());
    const event = fire();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it("does not reload a second time for the same address, so a broken deploy cannot loop", () => {
    const storage = memoryStorage();
    fakeEnvironment(storage).fire();
    const second = fakeEnvironment(storage);
    const event = second.fire();
    expect(second.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("still reloads when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    const { fire, reload } = fakeEnvironment(blocked);
    fire();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
