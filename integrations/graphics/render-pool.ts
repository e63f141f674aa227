// Build-only: renders PNGs (satori, then resvg) on every core. satori lays out on the JavaScript
// thread that calls it, so with one thread a congress-sized build (745 graphics, 2,117 share
// cards) kept one core busy and left the others idle. The pool runs a renderer in worker threads,
// one per core (os.availableParallelism()), each with its own fonts; on a one-core machine it
// renders in the calling thread instead. Used by the private area's graphics and the share cards.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { loadFonts, type Fonts } from "./render.ts";

/**
 * A rendering function that a worker can run: `module` is the URL of the module that exports it
 * as `name` (defineRenderer(import.meta.url, "name", ...)), and its input is structured-cloned,
 * so it must be plain data (Buffers arrive as Uint8Arrays).
 */
export interface Renderer<Input> {
  module: string;
  name: string;
  render: (input: Input, fonts: Fonts) => Promise<Uint8Array>;
}

export function defineRenderer<Input>(
  module: string,
  name: string,
  render: (input: Input, fonts: Fonts) => Promise<Uint8Array>,
): Renderer<Input> {
  return { module, name, render };
}

export interface RenderPool {
  /** How many pictures it renders at once. */
  readonly threads: number;
  render<Input>(renderer: Renderer<Input>, input: Input): Promise<Buffer>;
  /** Lets the workers finish and exit. */
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Where the fonts' TrueType copies are kept (loadFonts). */
  cacheDir: string;
  /** Worker threads; default one per core. 1 renders in the calling thread. */
  threads?: number;
}

/** Pictures in flight per worker: one lays out while another is rasterised on libuv's pool. */
const perWorker = 2;

export function defaultRenderThreads(): number {
  return Math.max(1, availableParallelism());
}

/**
 * Starting a worker costs about as much as drawing 40-50 pictures in it (loading tsx, satori and
 * the fonts: 1-1.3 s of CPU against 25-35 ms a picture, measured on the build machine), so a
 * thread is worth it only for this many pictures.
 */
export const picturesPerThread = 100;

/**
 * The threads for drawing `pictures`: one per core for a large batch, none beyond the calling
 * thread for a small one (a rebuild after one session changed draws one or two pictures).
 */
export function renderThreadsFor(pictures: number, cores = defaultRenderThreads()): number {
  return Math.max(1, Math.min(cores, Math.floor(pictures / picturesPerThread)));
}

export function createRenderPool({
  cacheDir,
  threads = defaultRenderThreads(),
}: RenderPoolOptions): RenderPool {
  return threads <= 1 ? inThisThread(cacheDir) : inWorkers(cacheDir, threads);
}

function inThisThread(cacheDir: string): RenderPool {
  let fonts: Promise<Fonts> | undefined;
  return {
    threads: 1,
    async render(renderer, input) {
      fonts ??= loadFonts(cacheDir);
      return Buffer.from(await renderer.render(input, await fonts));
    },
    async close() {},
  };
}

interface Job {
  id: number;
  module: string;
  name: string;
  input: unknown;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  running: Map<number, Job>;
  exited: Promise<void>;
}

/** What a worker answers (render-worker.ts). */
export type WorkerReply =
  { id: number; png: Uint8Array } | { id: number; error: { message: string; stack?: string } };

function inWorkers(cacheDir: string, threads: number): RenderPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 0;
  let failure: Error | undefined;
  let closed = false;

  const fail = (error: Error) => {
    failure ??= error;
    for (const slot of slots) {
      for (const job of slot.running.values()) job.reject(error);
      slot.running.clear();
      void slot.worker.terminate();
    }
    for (const job of queue.splice(0)) job.reject(error);
  };

  const start = (): Slot => {
    // A worker thread does not inherit the build's TypeScript loader: render-worker.mjs registers
    // tsx, then loads render-worker.ts.
    const worker = new Worker(new URL("./render-worker.mjs", import.meta.url), {
      workerData: { cacheDir },
    });
    const slot: Slot = {
      worker,
      running: new Map(),
      exited: new Promise((resolve) => worker.once("exit", () => resolve())),
    };
    worker.on("message", (reply: WorkerReply) => {
      const job = slot.running.get(reply.id);
      if (!job) return;
      slot.running.delete(reply.id);
      if ("png" in reply)
        job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else job.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
      dispatch();
    });
    worker.on("error", (error) => fail(error));
    worker.on("exit", (code) => {
      if (slot.running.size > 0) fail(new Error(`A render worker stopped (exit code ${code})`));
    });
    slots.push(slot);
    return slot;
  };

  const dispatch = () => {
    while (queue.length > 0) {
      let slot = slots.reduce<Slot | undefined>(
        (least, candidate) =>
          !least || candidate.running.size < least.running.size ? candidate : least,
        undefined,
      );
      // Start another worker only when every one started is busy.
      if ((!slot || slot.running.size > 0) && slots.length < threads) slot = start();
      if (!slot || slot.running.size >= perWorker) return;
      const job = queue.shift()!;
      slot.running.set(job.id, job);
      slot.worker.postMessage({ id: job.id, module: job.module, name: job.name, input: job.input });
    }
  };

  return {
    threads,
    render(renderer, input) {
      if (failure) return Promise.reject(failure);
      if (closed) return Promise.reject(new Error("The render pool is closed"));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({
          id: nextId++,
          module: renderer.module,
          name: renderer.name,
          input,
          resolve,
          reject,
        });
        dispatch();
      });
    },
    async close() {
      // Asked to leave once their pictures are done, not terminated: a thread stopped while sharp
      // works can crash the whole process (lovell/sharp#2263).
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("The render pool is closed"));
      for (const slot of slots) slot.worker.postMessage({ close: true });
      await Promise.all(slots.map((slot) => slot.exited));
    },
  };
}
