import { startTransition, useCallback, useEffect, useMemo, useState } from "react";

/** Tells every user of the hook in the page that the query changed. */
const queryChanged = "quillmere:query-changed";

export type SearchParamsUpdate = (current: URLSearchParams) => URLSearchParams;

/**
 * The address's query for an island, which has no router (docs/decisions/020-islands.md): what
 * React Router's useSearchParams gave the schedule. Empty on the server and while the page
 * hydrates (the prerendered HTML knows no query), then read in a transition, so that parts still
 * loading keep their prerendered HTML. An update replaces the history entry: the query holds the
 * page's state (a day, filters), not a place to go back to.
 */
export function useUrlSearchParams(): [URLSearchParams, (update: SearchParamsUpdate) => void] {
  const [search, setSearch] = useState("");

  useEffect(() => {
    const read = () => startTransition(() => setSearch(window.location.search));
    read();
    window.addEventListener("popstate", read);
    window.addEventListener(queryChanged, read);
    return () => {
      window.removeEventListener("popstate", read);
      window.removeEventListener(queryChanged, read);
    };
  }, []);

  const update = useCallback((change: SearchParamsUpdate) => {
    const { pathname, search: current, hash } = window.location;
    const query = change(new URLSearchParams(current)).toString();
    window.history.replaceState(
      window.history.state,
      "",
      `${pathname}${query ? `?${query}` : ""}${hash}`,
    );
    window.dispatchEvent(new Event(queryChanged));
  }, []);

  return [useMemo(() => new URLSearchParams(search), [search]), update];
}
