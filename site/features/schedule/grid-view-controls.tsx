import { gridViewKeys } from "./grid-view-query.ts";
import "./schedule.css";

// Above a day's grid: which rooms it shows (all, those in use now, a chosen set) and whether
// compact (docs/decisions/044-grid-for-a-congress.md). A form whose fields are named by the
// address's keys; the page's script (programme/grid-view.ts) applies it as it changes and keeps it
// in the address. It has no use without the script, and is not shown then: the grid shows every
// room.

export interface GridViewControlsProps {
  /** The day's rooms, in the grid's order. */
  rooms: readonly string[];
}

/** The summary's words for the rooms shown (the script says it again as the choice changes). */
export const allRoomsSummary = (count: number) => `all ${count}`;

export function GridViewControls({ rooms }: GridViewControlsProps) {
  const shown = [
    { value: "all", label: `All rooms (${rooms.length})` },
    { value: "now", label: "Rooms in use now" },
    { value: "chosen", label: "The rooms I choose below" },
  ];
  return (
    <form method="get" className="grid-view" data-grid-view>
      <details className="grid-view__rooms">
        <summary>
          Rooms shown: <span data-grid-view-summary>{allRoomsSummary(rooms.length)}</span>
        </summary>
        <div className="grid-view__panel">
          <fieldset className="grid-view__show">
            <legend>Show</legend>
            {shown.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name={gridViewKeys.show}
                  value={option.value}
                  defaultChecked={option.value === "all"}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <fieldset className="grid-view__choice">
            <legend>Rooms to choose</legend>
            <ul>
              {rooms.map((room) => (
                <li key={room}>
                  <label>
                    <input type="checkbox" name={gridViewKeys.rooms} value={room} />
                    {room}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <p className="grid-view__status" role="status" />
        </div>
      </details>
      <label className="grid-view__compact">
        <input type="checkbox" name={gridViewKeys.compact} value="1" />
        Compact
      </label>
    </form>
  );
}
