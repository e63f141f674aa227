import { useCallback, useEffect, useMemo, useState } from "react";
import { keepPagesOffline, sessionPagePath } from "#site/shared/lib/offline-pages.ts";
import { browserLocalStorage, readAgenda, toggleStoredSession } from "./agenda-store.ts";

export interface Agenda {
  starred: ReadonlySet<string>;
  toggle: (eventId: string) => void;
  /** False when storage is blocked: the agenda lasts only while the page is open. */
  persistent: boolean;
}

export function useAgenda(eventIds: readonly string[]): Agenda {
  const known = useMemo(() => new Set(eventIds), [eventIds]);
  const [starred, setStarred] = useState<ReadonlySet<string>>(() => new Set());
  const [persistent, setPersistent] = useState(true);

  // Read after hydration: the prerendered page has no stars.
  useEffect(() => {
    const stored = readAgenda(browserLocalStorage(), known);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only after hydration
    setStarred(new Set(stored.ids));
    setPersistent(stored.persistent);
  }, [known]);

  const toggle = useCallback(
    (eventId: string) => {
      const next = new Set(starred);
      if (next.has(eventId)) next.delete(eventId);
      else next.add(eventId);
      setStarred(next);
      // Stars of sessions this page does not show (another day's page) are kept.
      const { persistent } = toggleStoredSession(browserLocalStorage(), eventId, next.has(eventId));
      if (!persistent) setPersistent(false);
      // A session in the agenda is one the visitor means to look up at the venue, maybe offline.
      if (next.has(eventId)) void keepPagesOffline([sessionPagePath(eventId)]);
    },
    [starred],
  );

  return useMemo(() => ({ starred, toggle, persistent }), [starred, toggle, persistent]);
}
