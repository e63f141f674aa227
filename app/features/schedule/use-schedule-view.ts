import { useCallback } from "react";
import { useUrlSearchParams } from "#app/shared/lib/use-url-search-params.ts";

export type ScheduleView = "programme" | "agenda";

/** The programme or the visitor's own agenda, kept in the URL (?view=agenda); read once hydrated. */
export function useScheduleView(hydrated: boolean) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const view: ScheduleView =
    hydrated && searchParams.get("view") === "agenda" ? "agenda" : "programme";
  const setView = useCallback(
    (next: ScheduleView) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === "agenda") params.set("view", "agenda");
        else params.delete("view");
        return params;
      }),
    [setSearchParams],
  );
  return { view, setView };
}
