// What a programme page's markup says about each session, for the page's own script
// (docs/decisions/036-static-first-programme.md): the cards of a day's list and the cells of its
// grid carry, as data attributes, what the filters, the stars, the clashes and now-and-next need.
// The page itself is the data: no copy of the programme travels as island props.
import type { EventKind } from "#content/schema/programme.ts";
import { filterFacts, searchDetails, type FilterFacts } from "./filters.ts";
import type { ScheduleEventView } from "./schedule-data.ts";

/** Data attributes as React writes them: `data-day="0"`. */
export type DataAttributes = Record<`data-${string}`, string>;

/** Above this many cards, those off screen are not laid out until they come near it. */
const longList = 40;

/** A day's list's class for so many cards (also as the page's script filters it). */
export const eventListClass = (cards: number) =>
  cards > longList ? "event-list event-list--long" : "event-list";

/** Marks the hidden "nothing matches" state of a filterable day (the page's script shows it). */
export const filteredEmptyAttribute = "data-filtered-empty";

/** Every element that stands for a session (a card, a grid cell) has this attribute. */
export const sessionSelector = "[data-start]";

/** Lines inside an attribute that holds several values (rooms, search text). */
const separator = "\n";

/** What stands for a session: a card in a day's list (which shows its description), a grid cell. */
export type SessionElement = "card" | "cell";

/** A card's description, which the search reads from the card instead of a copy of it. */
export const cardDescriptionClass = "event-card__description";

/** Build time: a session's data attributes, on its card in a list and on its cell in a grid. */
export function sessionAttributes(
  event: ScheduleEventView,
  element: SessionElement,
): DataAttributes {
  const facts = filterFacts(event);
  const attributes: DataAttributes = {
    "data-day": String(event.day),
    "data-start": event.start,
    "data-end": event.end,
    "data-room": event.location,
    "data-kind": event.kind,
  };
  if (event.startsNextDay) attributes["data-starts-next-day"] = "";
  if (event.endsNextDay) attributes["data-ends-next-day"] = "";
  if (event.breakoutRooms.length > 0) {
    attributes["data-breakout-rooms"] = event.breakoutRooms
      .map((breakout) => breakout.room)
      .join(separator);
  }
  if (facts.track) attributes["data-track"] = facts.track;
  if (facts.type) attributes["data-type"] = facts.type;
  // The title is the heading of a card or a cell, and a card shows the description: the rest of
  // what the search looks in is not all shown (the grid shows no description, a card no speaker's
  // organisation on its own). A copy of the description was a tenth of a busy day's HTML.
  const details = searchDetails(event).slice(element === "card" && event.description ? 1 : 0);
  if (details.length > 0) attributes["data-search"] = details.join(separator);
  return attributes;
}

/** What the page's script knows of a session, read back from its element. */
export interface SessionFacts extends FilterFacts {
  id: string;
  day: number;
  start: string;
  end: string;
  startsNextDay?: true;
  endsNextDay?: true;
  /** The session's room. */
  location: string;
  kind: EventKind;
  title: string;
}

/** The session's title as its heading shows it (a card's, or a grid cell's). */
export const titleLinkSelector = ":is(.event-card__title, .grid-session__title) > a";

/** What was read of each element: its attributes do not change once the page is built. */
const read = new WeakMap<HTMLElement, SessionFacts>();

/** Browser: the facts of the session an element (a card, a grid cell) stands for. */
export function readSession(element: HTMLElement): SessionFacts {
  let facts = read.get(element);
  if (!facts) {
    facts = readAttributes(element);
    read.set(element, facts);
  }
  return facts;
}

function readAttributes(element: HTMLElement): SessionFacts {
  // getAttribute, not dataset: a busy day reads hundreds of elements as the page starts.
  const data = (name: string) => element.getAttribute(`data-${name}`) ?? undefined;
  const title = element.querySelector(titleLinkSelector)?.textContent ?? "";
  const location = data("room") ?? "";
  const breakoutRooms = data("breakout-rooms")?.split(separator) ?? [];
  const search = data("search");
  const description = element.querySelector(`.${cardDescriptionClass}`)?.textContent;
  return {
    // A card copied into the agenda carries the session's id apart from its own (agenda-view.ts).
    id: data("session-id") ?? element.id,
    day: Number(data("day")),
    start: data("start") ?? "",
    end: data("end") ?? "",
    ...(element.hasAttribute("data-starts-next-day") ? { startsNextDay: true as const } : {}),
    ...(element.hasAttribute("data-ends-next-day") ? { endsNextDay: true as const } : {}),
    location,
    kind: (data("kind") ?? "talk") as EventKind,
    title,
    track: data("track"),
    type: data("type"),
    rooms: [location, ...breakoutRooms],
    // In the order of `searchDetails`, which starts with the description, as a cell's attribute.
    text: [title, description, search].filter(Boolean).join(separator),
  };
}
