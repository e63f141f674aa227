// Start-up work split into short tasks. Lighthouse counts every task over 50 ms in its blocking
// time, and a phone is about four times slower than the build machine: a start-up of 25 ms here
// is one of 100 ms there.

/** Runs `step` later, or at once (the unit tests: `atOnce`). */
export type NextTurn = (step: () => void) => void;

interface WithScheduler {
  scheduler?: { yield?: () => Promise<void> };
}

/**
 * Runs `step` in a task of its own, once the browser has had its turn (input, rendering).
 * `scheduler.yield()` where the browser has it (a continuation goes before other waiting tasks),
 * else a timer.
 */
export const nextTask: NextTurn = (step) => {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === "function") void scheduler.yield().then(step);
  else setTimeout(step, 0);
};

export const atOnce: NextTurn = (step) => step();
