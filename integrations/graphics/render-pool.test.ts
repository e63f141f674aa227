import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { speakerCardRenderer } from "./graphic-renderers.ts";
import { createRenderPool, picturesPerThread, renderThreadsFor } from "./render-pool.ts";
import { failingRenderer, threadIdRenderer } from "./render-pool.test-support.ts";

let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "quillmere-render-pool-"));
});

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

const threadOf = (png: Buffer) => Number(png.toString("utf8"));

describe("createRenderPool", () => {
  it("renders on as many worker threads as asked, none of them this one", async () => {
    const pool = createRenderPool({ cacheDir, threads: 2 });
    try {
      const pngs = await Promise.all(
        Array.from({ length: 8 }, () => pool.render(threadIdRenderer, { waitMs: 50 })),
      );
      const threads = new Set(pngs.map(threadOf));
      expect(threads.size).toBe(2);
      expect(threads.has(threadId)).toBe(false);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it("renders in this thread when asked for one thread (a one-core machine)", async () => {
    const pool = createRenderPool({ cacheDir, threads: 1 });
    expect(threadOf(await pool.render(threadIdRenderer, { waitMs: 0 }))).toBe(threadId);
    await pool.close();
  });

  it("rejects a picture that cannot be drawn with the renderer's message, and draws the others", async () => {
    const pool = createRenderPool({ cacheDir, threads: 2 });
    try {
      const [failed, drawn] = await Promise.allSettled([
        pool.render(failingRenderer, { name: "The poster" }),
        pool.render(threadIdRenderer, { waitMs: 0 }),
      ]);
      expect(failed).toMatchObject({
        status: "rejected",
        reason: { message: "The poster cannot be drawn" },
      });
      expect(drawn.status).toBe("fulfilled");
    } finally {
      await pool.close();
    }
    await expect(pool.render(threadIdRenderer, { waitMs: 0 })).rejects.toThrow(/closed/);
  }, 30_000);

  it("draws the same bytes in a worker as in this thread (either may fill the cache)", async () => {
    const input = {
      card: {
        facts: { summitName: "Quillmere AI Summit", dates: "28-30 October 2025", venue: "London" },
        logoSrc: `data:image/svg+xml;base64,${(await readFile("event/public/images/logo/quillmere-logo.svg")).toString("base64")}`,
        name: "Amara Okafor-Reid",
        title: "Director of AI Safety Research",
        organization: "Quillmere",
        session: "Opening keynote",
      },
      portrait: await readFile("event/public/images/speakers/amara-okafor-reid.webp"),
    };
    const here = createRenderPool({ cacheDir, threads: 1 });
    const workers = createRenderPool({ cacheDir, threads: 2 });
    try {
      const [inThisThread, inAWorker] = await Promise.all([
        here.render(speakerCardRenderer, input),
        workers.render(speakerCardRenderer, input),
      ]);
      expect(inAWorker.subarray(0, 8)).toEqual(Buffer.from("\x89PNG\r\n\x1a\n", "latin1"));
      expect(inAWorker.equals(inThisThread)).toBe(true);
    } finally {
      await Promise.all([here.close(), workers.close()]);
    }
  }, 60_000);

  it("starts threads only for a batch worth their start, at most one per core", () => {
    // A rebuild after one session changed draws a picture or two: in this thread.
    expect(renderThreadsFor(2, 8)).toBe(1);
    expect(renderThreadsFor(picturesPerThread - 1, 8)).toBe(1);
    expect(renderThreadsFor(2 * picturesPerThread, 8)).toBe(2);
    // A congress-sized cold build (2,117 share cards) on a two-core machine.
    expect(renderThreadsFor(2117, 2)).toBe(2);
    expect(renderThreadsFor(2117, 1)).toBe(1);
  });
});
