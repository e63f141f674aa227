import type { EventPlanning } from "./event-card.tsx";
import {
  clashText,
  starLabel,
  starSymbol,
  starText,
  statusLabel,
  type LiveStatus,
} from "./planning-text.ts";

export interface PlanningControlsInput {
  title: string;
  starred: boolean;
  onToggleStar: () => void;
  /** Titles of starred sessions this one overlaps. */
  clashesWith: readonly string[];
  status?: LiveStatus;
}

/** The star button, clash warning and now/next badge of one session card. */
export function planningControls({
  title,
  starred,
  onToggleStar,
  clashesWith,
  status,
}: PlanningControlsInput): EventPlanning {
  return {
    className: status ? `event-card--${status}` : undefined,
    status: status ? <span className="event-card__status">{statusLabel[status]}</span> : undefined,
    action: (
      <button
        type="button"
        className="star-button"
        aria-pressed={starred}
        aria-label={starLabel(title)}
        onClick={onToggleStar}
      >
        <span aria-hidden="true">{starSymbol(starred)}</span>
        <span className="star-button__text" aria-hidden="true">
          {starText}
        </span>
      </button>
    ),
    note:
      starred && clashesWith.length > 0 ? (
        <p className="event-card__clash">
          <strong>Clash:</strong>
          {clashText(clashesWith)}
        </p>
      ) : undefined,
  };
}

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
