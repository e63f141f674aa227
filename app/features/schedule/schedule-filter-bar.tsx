import { useEffect, useId, useRef } from "react";
import type { Day, Room, SessionType } from "#content/schema/programme.ts";
import type { ScheduleFilters } from "./filters.ts";
import type { ScheduleTrack } from "./schedule-data.ts";

export interface ScheduleFilterBarProps {
  filters: ScheduleFilters;
  onChange: (filters: ScheduleFilters) => void;
  onReset: () => void;
  tracks: readonly ScheduleTrack[];
  sessionTypes: readonly SessionType[];
  rooms: readonly Room[];
  days: readonly Day[];
  /** How many sessions match on each day, by day index. */
  matchesPerDay: readonly number[];
  filtering: boolean;
  onSelectDay: (day: number) => void;
}

export function ScheduleFilterBar({
  filters,
  onChange,
  onReset,
  tracks,
  sessionTypes,
  rooms,
  days,
  matchesPerDay,
  filtering,
  onSelectDay,
}: ScheduleFilterBarProps) {
  const id = useId();
  const searchInput = useRef<HTMLInputElement>(null);

  // Text typed before this bar hydrated is in the input but not yet in the URL: adopt it once.
  useEffect(() => {
    const typed = searchInput.current?.value ?? "";
    if (typed !== filters.query) onChange({ ...filters, query: typed });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first mount can miss typing
  }, []);
  const total = matchesPerDay.reduce((sum, count) => sum + count, 0);
  return (
    <section role="search" className="card filter-bar" aria-label="Search and filter the programme">
      <div className="filter-bar__fields">
        <div className="field field--wide">
          <label htmlFor={`${id}-q`}>Search titles, speakers, chairs and descriptions</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={200}
            ref={searchInput}
            value={filters.query}
            onChange={(event) => onChange({ ...filters, query: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-track`}>Track</label>
          <select
            id={`${id}-track`}
            value={filters.track ?? ""}
            onChange={(event) => onChange({ ...filters, track: event.target.value || null })}
          >
            <option value="">All tracks</option>
            {tracks.map((track) => (
              <option key={track.name} value={track.name}>
                {track.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Session type</label>
          <select
            id={`${id}-type`}
            value={filters.type ?? ""}
            onChange={(event) => onChange({ ...filters, type: event.target.value || null })}
          >
            <option value="">All session types</option>
            {sessionTypes.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-room`}>Room</label>
          <select
            id={`${id}-room`}
            value={filters.room ?? ""}
            onChange={(event) => onChange({ ...filters, room: event.target.value || null })}
          >
            <option value="">All rooms</option>
            {rooms.map((room) => (
              <option key={room.name} value={room.name}>
                {room.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {filtering ? (
        <div className="filter-bar__results">
          <p role="status">
            {total === 0
              ? "No sessions match your search and filters."
              : `${total} ${total === 1 ? "session matches" : "sessions match"}: `}
            {total > 0
              ? days.map((day, index) => (
                  <button
                    key={day.slug}
                    type="button"
                    className="link-button"
                    onClick={() => onSelectDay(index)}
                    disabled={matchesPerDay[index] === 0}
                  >
                    {day.name} {matchesPerDay[index]}
                  </button>
                ))
              : null}
          </p>
          <button type="button" className="button button--ghost" onClick={onReset}>
            Reset search and filters
          </button>
        </div>
      ) : null}
    </section>
  );
}
