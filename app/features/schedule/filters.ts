import type { ScheduleEventView } from "./schedule-data.ts";

export interface ScheduleFilters {
  track: string | null;
  /** Session type id, as written in the URL. */
  type: string | null;
  room: string | null;
  query: string;
}

export const noFilters: ScheduleFilters = { track: null, type: null, room: null, query: "" };

/** Each filter's name in the address's query. */
export const filterKeys = { track: "track", type: "type", room: "room", query: "q" } as const;

/** The filters written into `params` (a filter that is off is removed). */
export function writeFilters(params: URLSearchParams, filters: ScheduleFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, key] of Object.entries(filterKeys)) {
    const value = filters[field as keyof ScheduleFilters];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** "?track=Health&q=data": the filters as a query for a link to another page of the programme. */
export function filtersQuery(filters: ScheduleFilters): string {
  const query = writeFilters(new URLSearchParams(), filters).toString();
  return query ? `?${query}` : "";
}

export function filtersFromSearchParams(params: URLSearchParams): ScheduleFilters {
  return {
    track: params.get("track") || null,
    type: params.get("type") || null,
    room: params.get("room") || null,
    // Long input is cut, not refused: nothing in the programme is longer than this.
    query: (params.get("q") ?? "").slice(0, 200),
  };
}

export function isFiltering(filters: ScheduleFilters): boolean {
  return Boolean(filters.track || filters.type || filters.room || filters.query.trim());
}

/** Case-insensitive plain-substring search (never a regular expression) plus exact filters. */
export function matchesFilters(event: ScheduleEventView, filters: ScheduleFilters): boolean {
  if (filters.track && event.track !== filters.track) return false;
  if (filters.type && String(event.sessionTypeId ?? "") !== filters.type) return false;
  if (
    filters.room &&
    event.location !== filters.room &&
    !event.breakoutRooms.some((b) => b.room === filters.room)
  ) {
    return false;
  }
  const needle = filters.query.trim().toLocaleLowerCase("en-GB");
  if (!needle) return true;
  const haystack = [
    event.title,
    event.description,
    event.chair?.name,
    event.chair?.organization,
    ...event.speakers.flatMap((speaker) => [speaker.name, speaker.organization]),
    ...event.breakoutRooms.map((breakout) => breakout.topic),
  ]
    .filter(Boolean)
    .join("\n")
    .toLocaleLowerCase("en-GB");
  return haystack.includes(needle);
}
