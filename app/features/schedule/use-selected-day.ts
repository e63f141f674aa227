import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { Day } from "#content/schema/programme.ts";
import { dayIndexFromSlug } from "./schedule-data.ts";
import { scrollDelayMs, scrollToDayTitle } from "./scroll-to-day.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The chosen day lives in the URL (?day=wednesday) so a link or a reload keeps it. The
 * prerendered page shows the first day; the URL's day takes over once the page has hydrated.
 * Without a day in the URL, `today` (an event day, by the London clock) is shown.
 */
export function useSelectedDay(
  days: readonly Day[],
  dayTitleId: (daySlug: string) => string,
  today: number | null = null,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const fromUrl = searchParams.get("day");
  const selected = !hydrated
    ? 0
    : fromUrl === null && today !== null
      ? today
      : dayIndexFromSlug(fromUrl, days);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const selectDay = useCallback(
    (index: number, { scroll = true }: { scroll?: boolean } = {}) => {
      const day = days[index];
      if (!day) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("day", day.slug);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
      if (!scroll) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const title = document.getElementById(dayTitleId(day.slug));
        if (title) scrollToDayTitle(title);
      }, scrollDelayMs);
    },
    [days, dayTitleId, setSearchParams],
  );

  return { selected, selectDay };
}
