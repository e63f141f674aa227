import type { ScheduleDay } from "./schedule-data.ts";
import { TabList } from "#app/shared/ui/tabs.tsx";

export interface DayNavigationProps {
  days: readonly ScheduleDay[];
  selected: number;
  onSelect: (index: number) => void;
  /** Unique per block; the page shows this navigation twice. */
  idPrefix: string;
  /** The id prefix of the tab panel both blocks control. */
  panelIdPrefix: string;
}

export function DayNavigation({
  days,
  selected,
  onSelect,
  idPrefix,
  panelIdPrefix,
}: DayNavigationProps) {
  const labelId = `${idPrefix}-label`;
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
        onSelect={(slug) => onSelect(days.findIndex((day) => day.slug === slug))}
        idPrefix={idPrefix}
        panelIdPrefix={panelIdPrefix}
      />
    </div>
  );
}
