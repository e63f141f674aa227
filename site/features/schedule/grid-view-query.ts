// What a day's grid shows besides the filters (docs/decisions/044-grid-for-a-congress.md): which
// rooms, and whether compact. Kept in the address, so that a link or a reload shows the same grid;
// the form's fields are named by the address's keys (grid-view-controls.tsx).

/** All rooms, the rooms in use now, or the rooms the visitor chose. */
export type RoomsShown = "all" | "now" | "chosen";

export interface GridView {
  show: RoomsShown;
  /** The chosen rooms, also those not used on the day shown (a link keeps them for other days). */
  rooms: readonly string[];
  compact: boolean;
}

export const defaultGridView: GridView = { show: "all", rooms: [], compact: false };

/** The keys in the address, and the names of the form's fields. */
export const gridViewKeys = { show: "show", rooms: "rooms", compact: "compact" } as const;

const shownValues: readonly RoomsShown[] = ["all", "now", "chosen"];

/** A room's name is a line of a schedule: anything longer is not one of ours. */
const longestRoomName = 200;

export function gridViewFromQuery(params: URLSearchParams): GridView {
  const show = params.get(gridViewKeys.show) as RoomsShown | null;
  const rooms = [
    ...new Set(
      params
        .getAll(gridViewKeys.rooms)
        .filter((room) => room !== "" && room.length <= longestRoomName),
    ),
  ];
  return {
    show: show && shownValues.includes(show) ? show : "all",
    rooms,
    compact: params.get(gridViewKeys.compact) === "1",
  };
}

/** The grid's view written into `params`: what is the default is left out. */
export function writeGridView(params: URLSearchParams, view: GridView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(gridViewKeys)) next.delete(key);
  if (view.show !== "all") next.set(gridViewKeys.show, view.show);
  // The chosen rooms stay in the address while another choice is shown: a tap back on "the rooms
  // I chose" finds them again.
  for (const room of view.rooms) next.append(gridViewKeys.rooms, room);
  if (view.compact) next.set(gridViewKeys.compact, "1");
  return next;
}
