import { useCallback } from "react";
import { useSearchParams } from "react-router";

export type ScheduleView = "programme" | "agenda";

/** The programme or the visitor's own agenda, kept in the URL (?view=agenda); read once hydrated. */
export function useScheduleView(hydrated: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: ScheduleView =
    hydrated && searchParams.get("view") === "agenda" ? "agenda" : "programme";
  const setView = useCallback(
    (next: ScheduleView) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === "agenda") params.set("view", "agenda");
          else params.delete("view");
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { view, setView };
}
