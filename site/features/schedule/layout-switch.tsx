import type { ScheduleLayout } from "./day-view.tsx";
import "./schedule.css";

export interface LayoutSwitchProps {
  current: ScheduleLayout;
  /** The address of the day's list and of its grid, each with the filters' query. */
  listHref: string;
  gridHref: string;
}

/**
 * List or grid: two pages of the same day, so the choice is in the address and works without
 * JavaScript. Links, not toggle buttons: choosing one loads the other page.
 */
export function LayoutSwitch({ current, listHref, gridHref }: LayoutSwitchProps) {
  return (
    <nav aria-label="Layout" className="view-switch layout-switch">
      <a href={listHref} aria-current={current === "list" ? "page" : undefined}>
        List
      </a>
      <a href={gridHref} aria-current={current === "grid" ? "page" : undefined}>
        Room × time grid
      </a>
    </nav>
  );
}
