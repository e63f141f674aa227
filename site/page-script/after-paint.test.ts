import { describe, expect, it, vi } from "vitest";
import {
  afterFirstPaintAndLoad,
  afterPaint,
  loadWaitLimit,
  stepTimeout,
  type PaintEnvironment,
} from "./after-paint.ts";

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

/** Promise.withResolvers, which Node 20 lacks. */
function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

interface FakeImage {
  /** Where it is laid out, in a 1000 x 800 window. */
  top: number;
  decoded: Deferred;
}

/**
 * An 800 px high window whose load event, paint entries, image decoding, frames, tasks and idle
 * callbacks the test runs by hand. `paintTiming: false` is a browser without paint timing.
 */
function fakeWindow({
  readyState = "loading" as DocumentReadyState,
  visibilityState = "visible" as DocumentVisibilityState,
  idleCallbacks = true,
  paintTiming = true,
  imageTops = [] as number[],
} = {}) {
  const idleOptions: ({ timeout: number } | undefined)[] = [];
  const queues = {
    load: [] as (() => void)[],
    frame: [] as (() => void)[],
    task: [] as (() => void)[],
    idle: [] as (() => void)[],
  };
  const images: FakeImage[] = imageTops.map((top) => ({
    top,
    decoded: deferred(),
  }));
  const decodeCalls: number[] = [];
  const observers = new Set<(names: string[]) => void>();
  const paints: string[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(
      private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
    ) {}
    readonly notify = (names: string[]) =>
      this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect(type).toBe("paint");
      observers.add(this.notify);
      // A buffered observer is told about the paints that came before it.
      if (buffered && paints.length > 0) queues.task.push(() => this.notify([...paints]));
    }
    disconnect() {
      observers.delete(this.notify);
    }
  }
  const imageElements = images.map((image) => ({
    top: image.top,
    decode: () => {
      decodeCalls.push(image.top);
      return image.decoded.promise;
    },
  }));
  /** Reports, in a task of its own as the browser does, which images are in the window. */
  class FakeIntersectionObserver {
    private readonly targets: (typeof imageElements)[number][] = [];
    private connected = true;
    constructor(
      private readonly callback: (entries: { target: unknown; isIntersecting: boolean }[]) => void,
    ) {}
    observe(target: (typeof imageElements)[number]) {
      if (this.targets.length === 0) queues.task.push(() => this.report());
      this.targets.push(target);
    }
    disconnect() {
      this.connected = false;
    }
    private report() {
      if (!this.connected) return;
      this.callback(
        this.targets.map((target) => ({
          target,
          isIntersecting: target.top < 800 && target.top > -100,
        })),
      );
    }
  }
  const environment: PaintEnvironment = {
    document: { readyState, visibilityState, images: imageElements },
    IntersectionObserver: FakeIntersectionObserver,
    addEventListener: (_type, listener) => queues.load.push(listener),
    requestAnimationFrame: (callback) => queues.frame.push(callback),
    setTimeout: (callback, delay = 0) => {
      // Only the time limits are longer than zero; a test runs them with "limit" / "loadLimit".
      if (delay === stepTimeout) limits.push(callback);
      else if (delay === loadWaitLimit) loadLimits.push(callback);
      else queues.task.push(callback);
    },
    PerformanceObserver: FakeObserver as unknown as PaintEnvironment["PerformanceObserver"],
    ...(idleCallbacks
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
            idleOptions.push(options);
            queues.idle.push(callback);
          },
        }
      : {}),
  };
  const limits: (() => void)[] = [];
  const loadLimits: (() => void)[] = [];
  /** Runs what is waiting in one queue (not what it queues in turn). */
  const run = (queue: keyof typeof queues | "limit" | "loadLimit") => {
    const waiting = queue === "limit" ? limits : queue === "loadLimit" ? loadLimits : queues[queue];
    for (const callback of waiting.splice(0)) callback();
  };
  const paint = (name: string) => {
    paints.push(name);
    for (const notify of [...observers]) notify([name]);
  };
  /** Lets resolved decode() promises call back. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { environment, run, paint, settle, images, decodeCalls, queues, observers, idleOptions };
}

describe("afterPaint", () => {
  it("waits for the load event, the first contentful paint, two frames and an idle moment", async () => {
    const page = fakeWindow();
    const task = vi.fn();
    afterPaint(page.environment, task);
    page.run("frame");
    page.run("task");
    page.run("idle");
    expect(task).not.toHaveBeenCalled();

    page.run("load");
    page.run("frame");
    page.run("frame");
    page.run("idle");
    // Frames ran, but nothing contentful has been painted yet.
    expect(task).not.toHaveBeenCalled();
    page.paint("first-paint");
    await page.settle();
    page.run("frame");
    page.run("idle");
    expect(task).not.toHaveBeenCalled();

    page.paint("first-contentful-paint");
    expect(page.observers.size).toBe(0);
    await page.settle();
    page.run("frame");
    page.run("idle");
    expect(task).not.toHaveBeenCalled();
    // The first frame callback runs before that frame is painted; the second one after it.
    page.run("frame");
    expect(task).not.toHaveBeenCalled();
    page.run("idle");
    expect(task).toHaveBeenCalledOnce();
    expect(page.idleOptions).toEqual([{ timeout: stepTimeout }]);
  });

  it("waits for the images of the first screen to be decoded, and only those", async () => {
    const page = fakeWindow({ imageTops: [50, 700, 900, 2000] });
    const task = vi.fn();
    afterPaint(page.environment, task);
    page.run("load");
    page.paint("first-contentful-paint");
    expect(page.decodeCalls).toEqual([]);
    page.run("task");
    expect(page.decodeCalls).toEqual([50, 700]);
    page.images[0]!.decoded.resolve();
    await page.settle();
    page.run("frame");
    page.run("frame");
    page.run("idle");
    expect(task).not.toHaveBeenCalled();
    // A broken image rejects: nothing more to paint there either.
    page.images[1]!.decoded.reject(new Error("broken"));
    await page.settle();
    page.run("frame");
    page.run("frame");
    page.run("idle");
    expect(task).toHaveBeenCalledOnce();
  });

  it("gives up waiting for an image after a while", async () => {
    const page = fakeWindow({ imageTops: [50] });
    const task = vi.fn();
    afterPaint(page.environment, task);
    page.run("load");
    page.paint("first-contentful-paint");
    page.run("task");
    await page.settle();
    page.run("limit");
    page.run("frame");
    page.run("frame");
    page.run("idle");
    expect(task).toHaveBeenCalledOnce();
    // The decoding finishing later starts nothing more.
    page.images[0]!.decoded.resolve();
    await page.settle();
    expect(page.queues.frame).toHaveLength(0);
  });

  it("sees a first paint that came before the load event", async () => {
    const page = fakeWindow();
    const task = vi.fn();
    afterPaint(page.environment, task);
    page.paint("first-contentful-paint");
    page.run("idle");
    expect(task).not.toHaveBeenCalled();
    page.run("load");
    page.run("task");
    await page.settle();
    page.run("frame");
    page.run("frame");
    page.run("idle");
    expect(task).toHaveBeenCalledOnce();
  });

  it("starts from the paint when the page has already loaded", async () => {
    const page = fakeWindow({ readyState: "complete" });
    page.paint("first-contentful-paint");
    const task = vi.fn();
    afterPaint(page.environment, task);
    expect(page.queues.load).toHaveLength(0);
    page.run("task");
    await page.settle();
    page.run("frame");
    page.run("frame");
    page.run("idle");
    expect(task).toHaveBeenCalledOnce();
  });

  it("without paint timing, waits for two frames after the load event first", async () => {
    const page = fakeWindow({ paintTiming: false });
    const task = vi.fn();
    afterPaint(page.environment, task);
    page.run("load");
    page.run("frame");
    page.run("frame");
    await page.settle();
    page.run("frame");
    page.run("frame");
    expect(task).not.toHaveBeenCalled();
    page.run("idle");
    expect(task).toHaveBeenCalledOnce();
  });

  it("does not wait for a paint in a background tab, which paints nothing", () => {
    const page = fakeWindow({ visibilityState: "hidden", imageTops: [50] });
    const task = vi.fn();
    afterPaint(page.environment, task);
    page.run("load");
    expect(page.observers.size).toBe(0);
    expect(page.decodeCalls).toEqual([]);
    page.run("idle");
    expect(task).toHaveBeenCalledOnce();
  });

  it("uses a task where the browser has no idle callbacks (Safari)", async () => {
    const page = fakeWindow({ idleCallbacks: false });
    const task = vi.fn();
    afterPaint(page.environment, task);
    page.run("load");
    page.paint("first-contentful-paint");
    await page.settle();
    page.run("frame");
    page.run("frame");
    expect(task).not.toHaveBeenCalled();
    page.run("task");
    expect(task).toHaveBeenCalledOnce();
  });

  it("accepts the real window", () => {
    // jsdom: only the types and the wiring are checked here; e2e/first-paint.spec.ts runs it.
    expect(() => afterPaint(window, vi.fn())).not.toThrow();
  });
});

describe("afterFirstPaintAndLoad", () => {
  it("runs in a task once the page has shown its first contentful paint and loaded", () => {
    const page = fakeWindow();
    const task = vi.fn();
    afterFirstPaintAndLoad(page.environment, task);
    page.run("task");
    page.paint("first-paint");
    page.run("task");
    expect(task).not.toHaveBeenCalled();
    page.paint("first-contentful-paint");
    page.run("task");
    page.run("frame");
    expect(task).not.toHaveBeenCalled();
    page.run("load");
    expect(task).not.toHaveBeenCalled();
    page.run("task");
    expect(task).toHaveBeenCalledOnce();
    // The time limits, should they come later, run nothing twice.
    page.run("loadLimit");
    page.run("limit");
    expect(task).toHaveBeenCalledOnce();
  });

  it("does not wait for a load that came before the paint", () => {
    const page = fakeWindow({ readyState: "complete" });
    page.paint("first-contentful-paint");
    const task = vi.fn();
    afterFirstPaintAndLoad(page.environment, task);
    page.run("task");
    page.run("task");
    expect(task).toHaveBeenCalledOnce();
  });

  it("waits for the load at most a while after the paint (images on a slow connection)", () => {
    const page = fakeWindow();
    const task = vi.fn();
    afterFirstPaintAndLoad(page.environment, task);
    page.run("loadLimit");
    expect(task).not.toHaveBeenCalled();
    page.paint("first-contentful-paint");
    page.run("loadLimit");
    expect(task).toHaveBeenCalledOnce();
  });

  it("waits only for the load in a background tab, which paints nothing until shown", () => {
    const page = fakeWindow({ visibilityState: "hidden" });
    const task = vi.fn();
    afterFirstPaintAndLoad(page.environment, task);
    page.run("load");
    page.run("task");
    expect(task).toHaveBeenCalledOnce();
  });

  it("waits two frames for a paint without paint timing, and runs after the limit whatever happens", () => {
    const withoutTiming = fakeWindow({ paintTiming: false, readyState: "complete" });
    const task = vi.fn();
    afterFirstPaintAndLoad(withoutTiming.environment, task);
    withoutTiming.run("frame");
    withoutTiming.run("task");
    expect(task).not.toHaveBeenCalled();
    withoutTiming.run("frame");
    withoutTiming.run("task");
    expect(task).toHaveBeenCalledOnce();

    const neverPainted = fakeWindow();
    const late = vi.fn();
    afterFirstPaintAndLoad(neverPainted.environment, late);
    neverPainted.run("load");
    neverPainted.run("task");
    expect(late).not.toHaveBeenCalled();
    neverPainted.run("limit");
    expect(late).toHaveBeenCalledOnce();
  });
});
