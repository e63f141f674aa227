// The markup of every time the time zone switch converts (docs/decisions/042): the names the
// build (event-times.tsx), the converter (zone-switch.ts) and the page script share. A module of
// its own, so that the page script's test for the switch carries no more than these few names.

/** The element around a marked time or range; its value is the programme day's date. */
export const timesAttribute = "data-times";
/** Where the element names the day ("Tuesday, 28 October 2025"), the built words for it. */
export const dayWordsAttribute = "data-day-words";
/** The box of the zone's line and the switch; its value is the event's zone. */
export const zoneSwitchAttribute = "data-zone-switch";

/** The class names the converter writes too. */
export const timesClass = {
  day: "event-times__day",
  after: "event-times__date",
} as const;
