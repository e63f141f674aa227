import { startTransition, useEffect, useState } from "react";

/**
 * False while the prerendered HTML hydrates (and on the server), true afterwards.
 *
 * The switch is a transition on purpose: the schedule's lazy parts (overview, filter bar) may still
 * be dehydrated when it happens. An urgent update would make React throw their prerendered HTML
 * away and show the empty fallback until their code arrives (a layout shift of the whole page,
 * CLS 1.17 in Lighthouse); a transition waits for the code instead and keeps the HTML on screen.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
