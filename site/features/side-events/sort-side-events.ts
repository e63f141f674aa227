import type { SideEvent } from "#content/schema/organisation.ts";

/**
 * The table's order (docs/product/specification.md §2): by date, earliest first. Events on the same
 * day keep their content order, so organisers decide how a busy day reads.
 */
export function sortSideEvents(events: readonly SideEvent[]): SideEvent[] {
  // ISO dates (YYYY-MM-DD) sort correctly as strings; Array.prototype.sort is stable.
  return [...events].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
