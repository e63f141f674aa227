import { useCallback } from "react";
import { useUrlSearchParams } from "#app/shared/lib/use-url-search-params.ts";
import {
  filtersFromSearchParams,
  noFilters,
  writeFilters,
  type ScheduleFilters,
} from "./filters.ts";

/** Search and filters live in the URL query, so a filtered view can be shared; read once hydrated. */
export function useScheduleFilters(hydrated: boolean) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const filters = hydrated ? filtersFromSearchParams(searchParams) : noFilters;

  const setFilters = useCallback(
    (next: ScheduleFilters) => {
      setSearchParams((current) => writeFilters(current, next));
    },
    [setSearchParams],
  );

  return {
    filters,
    setFilters,
    resetFilters: useCallback(() => setFilters(noFilters), [setFilters]),
  };
}
