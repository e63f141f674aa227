// The words of the planning layer (stars, clashes, now and next), in one place for the React
// controls of the old island (planning-controls.tsx) and for the programme pages' script, which
// marks the static cards (planning-marks.ts).

export type LiveStatus = "now" | "next";

export const statusLabel: Record<LiveStatus, string> = { now: "Happening now", next: "Up next" };

/** The star button's name: the session's title between curly quotes. */
export const starLabel = (title: string) => `Add “${title}” to my agenda`;

/** The star's symbol and its visible word. */
export const starSymbol = (starred: boolean) => (starred ? "★" : "☆");
export const starText = (starred: boolean) => (starred ? "In my agenda" : "My agenda");

/** "overlaps “A” and “B” in your agenda.", after the bold "Clash:". */
export const clashText = (titles: readonly string[]) =>
  ` overlaps ${titles.map((title) => `“${title}”`).join(" and ")} in your agenda.`;
