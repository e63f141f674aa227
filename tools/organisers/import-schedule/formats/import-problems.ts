// Test support for the format readers: the problems an ImportError lists.
import type { ImportError } from "../model.ts";

/** The problems of the ImportError `run` throws; fails when it throws none or another error. */
export function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof Error && error.name === "ImportError")
      return [...(error as ImportError).problems];
    throw error;
  }
  throw new Error("expected an ImportError");
}
