import type { z } from "zod";

/**
 * The shortest text a field may hold when an organiser writes it. An entry imported from a tool
 * (one with a `source`) keeps what the tool has, however short: a one-word bio or a one-letter
 * name is the speaker's own choice there, and the next import would write it back anyway.
 */
export type HandEditedMinimums = Record<string, number>;

/** A refinement that applies the minimums to entries without `source`, with zod's own wording. */
export function strictUnlessImported(minimums: HandEditedMinimums) {
  return (entry: { source?: string } & Record<string, unknown>, context: z.RefinementCtx) => {
    if (entry.source) return;
    for (const [field, minimum] of Object.entries(minimums)) {
      const value = entry[field];
      if (typeof value === "string" && value.length < minimum) {
        context.addIssue({
          code: "too_small",
          origin: "string",
          minimum,
          inclusive: true,
          input: value,
          path: [field],
          message: `Too small: expected string to have >=${minimum} characters`,
        });
      }
    }
  };
}
