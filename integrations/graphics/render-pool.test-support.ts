// Renderers for render-pool.test.ts: a worker imports them by URL, so they live outside the test.
import { threadId } from "node:worker_threads";
import { defineRenderer } from "./render-pool.ts";

/** "Draws" the id of the thread it ran on, after a moment, so that parallel calls overlap. */
export const threadIdRenderer = defineRenderer(
  import.meta.url,
  "threadIdRenderer",
  async ({ waitMs }: { waitMs: number }) => {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return new TextEncoder().encode(String(threadId));
  },
);

export const failingRenderer = defineRenderer(
  import.meta.url,
  "failingRenderer",
  async ({ name }: { name: string }) => {
    throw new Error(`${name} cannot be drawn`);
  },
);
