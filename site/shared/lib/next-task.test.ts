import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { nextTask } from "./next-task.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it("gives the browser its turn before the step: a task, or scheduler.yield() where it has one", async () => {
  const step = vi.fn();
  nextTask(step);
  expect(step).not.toHaveBeenCalled();
  vi.advanceTimersByTime(0);
  expect(step).toHaveBeenCalledOnce();

  let yielded!: () => void;
  vi.stubGlobal("scheduler", {
    yield: () => new Promise<void>((resolve) => (yielded = resolve)),
  });
  nextTask(step);
  await Promise.resolve();
  expect(step).toHaveBeenCalledOnce();
  yielded();
  await vi.waitFor(() => expect(step).toHaveBeenCalledTimes(2));
});
