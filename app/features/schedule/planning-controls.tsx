import type { EventPlanning } from "./event-card.tsx";

const statusLabel = { now: "Happening now", next: "Up next" } as const;

export interface PlanningControlsInput {
  title: string;
  starred: boolean;
  onToggleStar: () => void;
  /** Titles of starred sessions this one overlaps. */
  clashesWith: readonly string[];
  status?: "now" | "next";
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
        aria-label={`Add “${title}” to my agenda`}
        onClick={onToggleStar}
      >
        <span aria-hidden="true">{starred ? "★" : "☆"}</span>
        {/* The same words pressed or not: the visible text stays part of the button's name (WCAG
            2.5.3, axe's label-content-name-mismatch); the filled star and aria-pressed say it is
            in. */}
        <span className="star-button__text" aria-hidden="true">
          My agenda
        </span>
      </button>
    ),
    note:
      starred && clashesWith.length > 0 ? (
        <p className="event-card__clash">
          <strong>Clash:</strong> overlaps {clashesWith.map((other) => `“${other}”`).join(" and ")}{" "}
          in your agenda.
        </p>
      ) : undefined,
  };
}
