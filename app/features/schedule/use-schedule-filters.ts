import { useCallback } from "react";
import { useUrlSearchParams } from "#app/shared/lib/use-url-search-params.ts";
import { filtersFromSearchParams, noFilters, type ScheduleFilters } from "./filters.ts";

const filterKeys = { track: "track", type: "type", room: "room", query: "q" } as const;

/** Search and filters live in the URL query, so a filtered view can be shared; read once hydrated. */
export function useScheduleFilters(hydrated: boolean) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = hydrated ? filtersFromSearchParams(searchParams) : noFilters;

  const setFilters = useCallback(
    (next: ScheduleFilters) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        for (const [field, key] of Object.entries(filterKeys)) {
          const value = next[field as keyof ScheduleFilters];
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      });
    },
    [setSearchParams],
  );

  return {
    filters,
    setFilters,
    resetFilters: useCallback(() => setFilters(noFilters), [setFilters]),
  };
}
