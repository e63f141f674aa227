// The words of the planning layer (stars, clashes, now and next), in one place for the static
// stars in the HTML (planning-controls.tsx) and for the programme pages' script, which marks the
// static cards (planning-marks.ts).

export type LiveStatus = "now" | "next";

export const statusLabel: Record<LiveStatus, string> = { now: "Happening now", next: "Up next" };

/** The star button's name: the session's title between curly quotes. */
export const starLabel = (title: string) => `Add “${title}” to my agenda`;

/**
 * The star's word, the same in both states: a toggle button keeps its name, and what it shows must
 * be part of that name (WCAG 2.5.3, axe's label-content-name-mismatch), so that a visitor who
 * speaks it to voice control reaches the button. The symbol and aria-pressed tell the state ("In
 * my agenda", shown once starred, was in no name).
 */
export const starText = "My agenda";

/** "overlaps “A” and “B” in your agenda.", after the bold "Clash:". */
export const clashText = (titles: readonly string[]) =>
  ` overlaps ${titles.map((title) => `“${title}”`).join(" and ")} in your agenda.`;
