import type { Day, SessionType } from "#content/schema/programme.ts";
import type { ScheduleTrack } from "./schedule-data.ts";
import "./schedule.css";

export interface ScheduleOverviewProps {
  days: readonly Day[];
  tracks: readonly ScheduleTrack[];
  sessionTypes: readonly SessionType[];
  /** Absent on a static programme page: its script opens the day each card names (`data-day`). */
  onSelectDay?: (day: number) => void;
}

/** The track list and the nine session types; choosing one opens its day. */
export function ScheduleOverview({
  days,
  tracks,
  sessionTypes,
  onSelectDay,
}: ScheduleOverviewProps) {
  const dayName = (day: number) => days[day]?.name ?? "";
  return (
    <div className="container schedule-overview">
      <section aria-labelledby="tracks-title">
        <h2 id="tracks-title">Tracks</h2>
        <ul className="card-grid card-grid--three">
          {tracks.map((track) => (
            <li key={track.name}>
              <button
                type="button"
                className="card choice-card"
                data-day={track.day}
                onClick={() => onSelectDay?.(track.day)}
              >
                <span className="choice-card__day">{dayName(track.day)}</span>
                <span className="choice-card__name">{track.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="session-types-title">
        <h2 id="session-types-title">Sessions overview</h2>
        <ul className="card-grid session-type-grid">
          {sessionTypes.map((type) => (
            <li key={type.id}>
              <button
                type="button"
                className="card choice-card"
                data-day={type.day}
                onClick={() => onSelectDay?.(type.day)}
              >
                <span className="choice-card__day">
                  {dayName(type.day)} · Session {type.id}
                </span>
                <span className="choice-card__name">{type.name}</span>
                <span className="choice-card__text">{type.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
