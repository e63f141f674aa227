// The calendar's filters: search, platform and spotlight type, all of which must match.
import type { CalendarEntry } from "./calendar-entries.ts";

export const allOption = "All";
export const spotlightTypes = ["Speaker", "Sponsor", "Partner"] as const;
export type SpotlightType = (typeof spotlightTypes)[number];
export type SpotlightFilter = SpotlightType | typeof allOption;

export interface CalendarFilters {
  search: string;
  /** A platform name, or "All". */
  platform: string;
  spotlight: SpotlightFilter;
}

export const defaultFilters: CalendarFilters = {
  search: "",
  platform: allOption,
  spotlight: allOption,
};

/** Clicking the active type returns to All; any other type becomes the filter. */
export function toggleSpotlight(current: SpotlightFilter, clicked: SpotlightType): SpotlightFilter {
  return current === clicked ? allOption : clicked;
}

/**
 * Case-insensitive plain substring search (never a regular expression) over the copy (as written
 * and with display names), the date and the theme. Surrounding spaces in the query are ignored.
 */
export function matchesSearch(entry: CalendarEntry, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (query === "") return true;
  return [entry.post.Copy, entry.displayCopy, entry.post.Date, entry.post.Theme].some((field) =>
    field.toLowerCase().includes(query),
  );
}

/**
 * The spotlight filter checks that the theme contains the chosen word
 * (docs/product/specification.md §5).
 */
export function matchesSpotlight(entry: CalendarEntry, spotlight: SpotlightFilter): boolean {
  return (
    spotlight === allOption || entry.post.Theme.toLowerCase().includes(spotlight.toLowerCase())
  );
}

export function matchesPlatform(entry: CalendarEntry, platform: string): boolean {
  return platform === allOption || entry.post.Platform === platform;
}

export function filterPosts(
  entries: readonly CalendarEntry[],
  { search, platform, spotlight }: CalendarFilters,
): CalendarEntry[] {
  return entries.filter(
    (entry) =>
      matchesPlatform(entry, platform) &&
      matchesSpotlight(entry, spotlight) &&
      matchesSearch(entry, search),
  );
}

export function countLine(count: number): string {
  return `${count} social media ${count === 1 ? "post" : "posts"} showing`;
}
