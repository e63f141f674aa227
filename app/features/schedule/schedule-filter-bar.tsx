import { useEffect, useId, useRef, type FormEvent } from "react";
import type { Day, Room, SessionType } from "#content/schema/programme.ts";
import { noFilters, type ScheduleFilters } from "./filters.ts";
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

/** The names of the fields are the address's keys, so the form without JavaScript says the same. */
const fieldNames = { query: "q", track: "track", type: "type", room: "room" } as const;

/** The filters as the fields show them now: never a stale copy from an earlier render. */
export function readFilterForm(form: HTMLFormElement): ScheduleFilters {
  const data = new FormData(form);
  const field = (name: string) => String(data.get(name) ?? "");
  return {
    query: field(fieldNames.query).slice(0, 200),
    track: field(fieldNames.track) || null,
    type: field(fieldNames.type) || null,
    room: field(fieldNames.room) || null,
  };
}

function writeFilterForm(form: HTMLFormElement, filters: ScheduleFilters) {
  for (const [key, name] of Object.entries(fieldNames)) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (field) field.value = filters[key as keyof ScheduleFilters] ?? "";
  }
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
      aria-label="Search and filter the programme"
      onChange={change}
      onSubmit={submit}
    >
      <div className="filter-bar__fields">
        <div className="field field--wide">
          <label htmlFor={`${id}-q`}>Search titles, speakers, chairs and descriptions</label>
          <input id={`${id}-q`} name={fieldNames.query} type="search" maxLength={200} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-track`}>Track</label>
          <select id={`${id}-track`} name={fieldNames.track}>
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
          <select id={`${id}-type`} name={fieldNames.type}>
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
          <select id={`${id}-room`} name={fieldNames.room}>
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
          <button type="button" className="button button--ghost" onClick={reset}>
            Reset search and filters
          </button>
        </div>
      ) : null}
    </form>
  );
}
