// The programme's state lives in the address's query (?day=, ?view=, the filters), so that a link
// or a reload keeps it. The page only ever replaces its history entry: the query holds the page's
// state, not a place to go back to (as the old island's useUrlSearchParams did).

export type QueryUpdate = (current: URLSearchParams) => URLSearchParams;

export function readQuery(window: Window): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Replaces the query, keeping the path, the hash and the history entry's state. */
export function replaceQuery(window: Window, change: QueryUpdate): void {
  const { pathname, search, hash } = window.location;
  const query = change(new URLSearchParams(search)).toString();
  const next = `${pathname}${query ? `?${query}` : ""}${hash}`;
  if (next !== `${pathname}${search}${hash}`) {
    window.history.replaceState(window.history.state, "", next);
  }
}
