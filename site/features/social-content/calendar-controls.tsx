import { useId } from "react";
import {
  allOption,
  spotlightTypes,
  type SpotlightFilter,
  type SpotlightType,
} from "./filter-posts.ts";

export const calendarViews = [
  { id: "cards", label: "Cards" },
  { id: "table", label: "Table" },
] as const;
export type CalendarViewMode = (typeof calendarViews)[number]["id"];

export interface CalendarControlsProps {
  search: string;
  onSearchChange: (search: string) => void;
  platforms: readonly string[];
  platform: string;
  onPlatformChange: (platform: string) => void;
  spotlight: SpotlightFilter;
  /** Called with the clicked type, or with "All" for View All. */
  onSpotlightClick: (type: SpotlightType | typeof allOption) => void;
  view: CalendarViewMode;
  onViewChange: (view: CalendarViewMode) => void;
}

export function CalendarControls({
  search,
  onSearchChange,
  platforms,
  platform,
  onPlatformChange,
  spotlight,
  onSpotlightClick,
  view,
  onViewChange,
}: CalendarControlsProps) {
  const id = useId();
  return (
    <div className="calendar-controls">
      <form
        role="search"
        aria-label="Search the calendar"
        className="calendar-controls__fields"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="calendar-field calendar-field--search">
          <label htmlFor={`${id}-search`}>Search</label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder="Copy, date or theme"
            autoComplete="off"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
        <div className="calendar-field">
          <label htmlFor={`${id}-platform`}>Platform</label>
          <select
            id={`${id}-platform`}
            value={platform}
            onChange={(event) => onPlatformChange(event.target.value)}
          >
            <option value={allOption}>All</option>
            {platforms.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="calendar-controls__toggles">
        <div role="group" aria-labelledby={`${id}-spotlight`} className="toggle-group">
          <span id={`${id}-spotlight`} className="toggle-group__label">
            Spotlight
          </span>
          <button
            type="button"
            className="toggle-button"
            aria-pressed={spotlight === allOption}
            onClick={() => onSpotlightClick(allOption)}
          >
            View All
          </button>
          {spotlightTypes.map((type) => (
            <button
              key={type}
              type="button"
              className="toggle-button"
              aria-pressed={spotlight === type}
              onClick={() => onSpotlightClick(type)}
            >
              {type}
            </button>
          ))}
        </div>
        <div role="group" aria-labelledby={`${id}-view`} className="toggle-group">
          <span id={`${id}-view`} className="toggle-group__label">
            View
          </span>
          {calendarViews.map((option) => (
            <button
              key={option.id}
              type="button"
              className="toggle-button"
              aria-pressed={view === option.id}
              onClick={() => onViewChange(option.id)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
