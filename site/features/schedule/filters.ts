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

/**
 * What the filters look at in a session. The programme's pages carry it in each card's data
 * attributes (session-markup.ts), so that the page's script filters the cards it shows without a
 * copy of the programme as data.
 */
export interface FilterFacts {
  track?: string;
  /** Session type id, as written in the URL. */
  type?: string;
  /** The session's room, then its breakout rooms. */
  rooms: readonly string[];
  /** The text the search looks in: its title, then `searchDetails`, one per line. */
  text: string;
}

/**
 * What the search finds a session by besides its title: its description, its chair's and its
 * speakers' names and organisations, its breakout topics.
 */
export function searchDetails(event: ScheduleEventView): string[] {
  // The description first: a card, which shows it, leaves it out of its attribute (session-markup.ts).
  return [
    event.description,
    event.chair?.name,
    event.chair?.organization,
    ...event.speakers.flatMap((speaker) => [speaker.name, speaker.organization]),
    ...event.breakoutRooms.map((breakout) => breakout.topic),
  ].filter((part): part is string => Boolean(part));
}

export function filterFacts(event: ScheduleEventView): FilterFacts {
  return {
    track: event.track,
    type: event.sessionTypeId === undefined ? undefined : String(event.sessionTypeId),
    rooms: [event.location, ...event.breakoutRooms.map((breakout) => breakout.room)],
    text: [event.title, ...searchDetails(event)].join("\n"),
  };
}

/** The search's needle: trimmed and lower-cased the way the text it looks in is. */
export const searchNeedle = (query: string) => query.trim().toLocaleLowerCase("en-GB");

/**
 * Case-insensitive plain-substring search (never a regular expression) plus exact filters.
 * `lowerText` is `facts.text` lower-cased, for a caller that filters the same sessions often.
 */
export function matchesFacts(
  facts: FilterFacts,
  filters: ScheduleFilters,
  lowerText?: string,
): boolean {
  if (filters.track && facts.track !== filters.track) return false;
  if (filters.type && (facts.type ?? "") !== filters.type) return false;
  if (filters.room && !facts.rooms.includes(filters.room)) return false;
  const needle = searchNeedle(filters.query);
  if (!needle) return true;
  return (lowerText ?? facts.text.toLocaleLowerCase("en-GB")).includes(needle);
}

/** Case-insensitive plain-substring search (never a regular expression) plus exact filters. */
export function matchesFilters(event: ScheduleEventView, filters: ScheduleFilters): boolean {
  return matchesFacts(filterFacts(event), filters);
}

/** The names of the fields are the address's keys, so the form without JavaScript says the same. */
export const filterFieldNames = { query: "q", track: "track", type: "type", room: "room" } as const;

/** The filters as the fields show them now: never a stale copy from an earlier render. */
export function readFilterForm(form: HTMLFormElement): ScheduleFilters {
  const data = new FormData(form);
  const field = (name: string) => String(data.get(name) ?? "");
  return {
    query: field(filterFieldNames.query).slice(0, 200),
    track: field(filterFieldNames.track) || null,
    type: field(filterFieldNames.type) || null,
    room: field(filterFieldNames.room) || null,
  };
}

/** Shows the filters in the form's fields. */
export function writeFilterForm(form: HTMLFormElement, filters: ScheduleFilters) {
  for (const [key, name] of Object.entries(filterFieldNames)) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (field) field.value = filters[key as keyof ScheduleFilters] ?? "";
  }
}
