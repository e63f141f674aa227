import { settings } from "#content/settings.yml";

// Each public page has its own share card, a PNG the build renders (integrations/share-cards/).
// Both sides compute its address from the page's path alone, so routes need not know about cards.

/** The size of every share image on the site (the cards and the default image). */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** "/" -> "/share/home.png", "/speakers/7" -> "/share/speakers/7.png". */
export function shareCardPath(sitePath: string): string {
  const trimmed = sitePath.replace(/^\/+|\/+$/g, "");
  return `/share/${trimmed === "" ? "home" : trimmed}.png`;
}

/** "28–30 October 2025": the settings write a hyphen; typography wants an en dash for a range. */
export function summitDates(): string {
  return settings.dates.label.replace(/(\d)-(\d)/g, "$1\u2013$2");
}

/** "Friends House, London". */
export function summitPlace(): string {
  return `${settings.venue.name}, ${settings.venue.city}`;
}

/**
 * The alt text of a page's card, what the card says: "Schedule — Quillmere AI Summit 2025,
 * 28–30 October 2025 · Friends House, London" (the home card leads with the summit itself).
 */
export function shareCardAlt(title: string, sitePath: string): string {
  const facts = `${settings.summitName}, ${summitDates()} \u00b7 ${summitPlace()}`;
  return sitePath === "/" ? facts : `${title} \u2014 ${facts}`;
}
