import type { ScheduleDay } from "./schedule-data.ts";
import { TabList } from "#site/shared/ui/tabs.tsx";
import "./schedule.css";

export interface DayNavigationProps {
  days: readonly ScheduleDay[];
  selected: number;
  /**
   * Absent on a static programme page: its own script selects the day (day-switch.ts), from the
   * tabs' ids.
   */
  onSelect?: (index: number) => void;
  /** Unique per block; the page shows this navigation twice. */
  idPrefix: string;
  /** The id prefix of the tab panel both blocks control. */
  panelIdPrefix: string;
  /**
   * On a day's own page the days are pages: links (the current one marked) instead of tabs,
   * which would promise a panel the page does not hold.
   */
  linkTo?: (daySlug: string) => string;
}

export function DayNavigation({
  days,
  selected,
  onSelect,
  idPrefix,
  panelIdPrefix,
  linkTo,
}: DayNavigationProps) {
  const labelId = `${idPrefix}-label`;
  if (linkTo) {
    return (
      <nav className="day-navigation" aria-labelledby={labelId}>
        <p id={labelId} className="day-navigation__label">
          Navigate to Another Day:
        </p>
        <ul className="tablist day-links">
          {days.map((day, index) => (
            <li key={day.slug}>
              <a
                href={linkTo(day.slug)}
                className="tablist__tab"
                aria-current={index === selected ? "page" : undefined}
              >
                {day.tabLabel}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <div className="day-navigation">
      <p id={labelId} className="day-navigation__label">
        Navigate to Another Day:
      </p>
      <TabList
        label="Summit days"
        labelledBy={labelId}
        items={days.map((day) => ({
          id: day.slug,
          label: day.tabLabel,
        }))}
        selectedId={days[selected]!.slug}
        onSelect={onSelect && ((slug) => onSelect(days.findIndex((day) => day.slug === slug)))}
        ownScript={!onSelect}
        idPrefix={idPrefix}
        panelIdPrefix={panelIdPrefix}
      />
    </div>
  );
}
