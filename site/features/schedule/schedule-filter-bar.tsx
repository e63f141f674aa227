import { useEffect, useId, useRef, type FormEvent } from "react";
import type { Day, Room, SessionType } from "#content/schema/programme.ts";
import {
  filterFieldNames as fieldNames,
  noFilters,
  readFilterForm,
  writeFilterForm,
  type ScheduleFilters,
} from "./filters.ts";
import type { ScheduleTrack } from "./schedule-data.ts";
import "./schedule.css";

export interface ScheduleFilterBarProps {
  filters: ScheduleFilters;
  onChange: (filters: ScheduleFilters) => void;
  onReset: () => void;
  /** False until the page has read the address: the fields keep what is typed until then. */
  ready: boolean;
  tracks: readonly ScheduleTrack[];
  sessionTypes: readonly SessionType[];
  rooms: readonly Room[];
  days: readonly Day[];
  /** How many sessions match on each day, by day index. */
  matchesPerDay: readonly number[];
  filtering: boolean;
  onSelectDay: (day: number) => void;
}

const filterBarLabel = "Search and filter the programme";

export interface ScheduleFilterFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  tracks: readonly ScheduleTrack[];
  sessionTypes: readonly SessionType[];
  rooms: readonly Room[];
}

/** The search field and the three filters, named by the address's keys. */
export function ScheduleFilterFields({
  idPrefix,
  tracks,
  sessionTypes,
  rooms,
}: ScheduleFilterFieldsProps) {
  return (
    <div className="filter-bar__fields">
      <div className="field field--wide">
        <label htmlFor={`${idPrefix}-q`}>Search titles, speakers, chairs and descriptions</label>
        <input id={`${idPrefix}-q`} name={fieldNames.query} type="search" maxLength={200} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-track`}>Track</label>
        <select id={`${idPrefix}-track`} name={fieldNames.track}>
          <option value="">All tracks</option>
          {tracks.map((track) => (
            <option key={track.name} value={track.name}>
              {track.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-type`}>Session type</label>
        <select id={`${idPrefix}-type`} name={fieldNames.type}>
          <option value="">All session types</option>
          {sessionTypes.map((type) => (
            <option key={type.id} value={String(type.id)}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-room`}>Room</label>
        <select id={`${idPrefix}-room`} name={fieldNames.room}>
          <option value="">All rooms</option>
          {rooms.map((room) => (
            <option key={room.name} value={room.name}>
              {room.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * The filter bar of a static programme page: the same fields, run by the page's script
 * (filter-controls.ts), which adds the matches and the reset button under them.
 */
export function StaticFilterBar(props: ScheduleFilterFieldsProps) {
  return (
    <form role="search" className="card filter-bar" aria-label={filterBarLabel}>
      <ScheduleFilterFields {...props} />
    </form>
  );
}

/**
 * Search and filters. The fields are uncontrolled: what the visitor typed or chose is in the DOM
 * from the first moment, also before hydration, and each change reads the whole form, so a quick
 * second change right after Reset cannot bring back the filters Reset cleared.
 */
export function ScheduleFilterBar({
  filters,
  onChange,
  onReset,
  ready,
  tracks,
  sessionTypes,
  rooms,
  days,
  matchesPerDay,
  filtering,
  onSelectDay,
}: ScheduleFilterBarProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const adopted = useRef(false);

  // Once, when the address can be read: what was typed before that wins; otherwise the address's
  // filters (a shared link) fill the fields.
  useEffect(() => {
    if (!ready || adopted.current || !form.current) return;
    adopted.current = true;
    const typed = readFilterForm(form.current);
    const untouched = Object.entries(typed).every(
      ([key, value]) => value === noFilters[key as keyof ScheduleFilters],
    );
    if (untouched) writeFilterForm(form.current, filters);
    else onChange(typed);
  }, [ready, filters, onChange]);

  const change = () => {
    if (ready && form.current) onChange(readFilterForm(form.current));
  };
  const reset = () => {
    form.current?.reset();
    onReset();
  };
  // Enter in the search field filters as typing does; the page never reloads.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change();
  };

  const total = matchesPerDay.reduce((sum, count) => sum + count, 0);
  return (
    <form
      ref={form}
      role="search"
      className="card filter-bar"
      aria-label={filterBarLabel}
      onChange={change}
      onSubmit={submit}
    >
      <ScheduleFilterFields
        idPrefix={id}
        tracks={tracks}
        sessionTypes={sessionTypes}
        rooms={rooms}
      />
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
          <button type="button" className="button button--ghost" onClick={reset}>
            Reset search and filters
          </button>
        </div>
      ) : null}
    </form>
  );
}
