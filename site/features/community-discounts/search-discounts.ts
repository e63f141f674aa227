import type { DiscountEntry, Discounts } from "#content/schema/private.ts";

/** Longest query the search box accepts; longer input is cut, never an error. */
export const maxQueryLength = 200;

/** The query as it is compared: trimmed, cut to `maxQueryLength`, lower case. */
export function normaliseQuery(query: string): string {
  return query.trim().slice(0, maxQueryLength).trim().toLowerCase();
}

/** True when the search box holds nothing but whitespace: every entry is shown. */
export function isBlankQuery(query: string): boolean {
  return normaliseQuery(query) === "";
}

/**
 * Entries whose organisation or code contains the query, case-insensitively, in their original
 * order. Plain substring matching (docs/product/specification.md §5): the query is never read as a
 * pattern, so characters such as `(`, `*` or `\` are just characters.
 */
export function searchDiscounts<Entry extends Pick<DiscountEntry, "organization" | "code">>(
  entries: readonly Entry[],
  query: string,
): Entry[] {
  const needle = normaliseQuery(query);
  if (needle === "") return [...entries];
  return entries.filter(
    (entry) =>
      entry.organization.toLowerCase().includes(needle) ||
      entry.code.toLowerCase().includes(needle),
  );
}

export type DiscountType = DiscountEntry["type"];

/**
 * The card grids' order (docs/product/specification.md §2: partner, sponsor and speaker
 * organisations).
 */
export const discountTypeOrder: readonly DiscountType[] = ["partner", "sponsor", "speaker"];

export const discountTypeLabels: Record<DiscountType, string> = {
  partner: "Partner",
  sponsor: "Sponsor",
  speaker: "Speaker",
};

/** Splits entries by type, keeping each type's entries in their original order. */
export function groupByType(
  entries: readonly DiscountEntry[],
): Record<DiscountType, DiscountEntry[]> {
  const groups: Record<DiscountType, DiscountEntry[]> = { partner: [], sponsor: [], speaker: [] };
  for (const entry of entries) groups[entry.type].push(entry);
  return groups;
}

/**
 * The terms line, from the data (docs/product/specification.md §9: 20% off general tickets, 20
 * seats per organisation).
 */
export function describeTerms(discounts: Pick<Discounts, "percentOff" | "seatsPerOrganisation">) {
  return `${discounts.percentOff}% off general tickets, limited to ${discounts.seatsPerOrganisation} seats per organisation.`;
}
