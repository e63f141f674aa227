import type { EventPlanning } from "./event-card.tsx";
import { starLabel, starText } from "./planning-text.ts";

/**
 * The star of a card on a static programme page: in the HTML, unpressed, run by the page's script
 * (planning-marks.ts), which marks it pressed from the visitor's agenda. Until that script runs it
 * keeps its place but is not shown; without JavaScript it is not there at all (schedule.css), since
 * nothing could keep the star. One element per card: its symbol (☆, ★ once pressed) is drawn by
 * schedule.css from aria-pressed, a busy day has hundreds of them.
 */
export function staticStar(event: { id: string; title: string }): EventPlanning {
  return {
    action: (
      <button
        type="button"
        className="star-button"
        aria-pressed={false}
        aria-label={starLabel(event.title)}
        data-star={event.id}
      >
        {starText}
      </button>
    ),
  };
}
