import { useCallback, useEffect, useRef } from "react";
import { useUrlSearchParams } from "#app/shared/lib/use-url-search-params.ts";
import type { Day } from "#content/schema/programme.ts";
import { dayIndexFromSlug, dayPagePath } from "./schedule-data.ts";
import { scrollDelayMs, scrollToDayTitle } from "./scroll-to-day.ts";
import { selectedDayAttribute } from "./selected-day-script.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The chosen day lives in the URL (?day=wednesday) so a link or a reload keeps it. The
 * prerendered page shows the first day; the URL's day takes over once the page has hydrated.
 * Without a day in the URL, `today` (an event day, by the London clock) is shown.
 *
 * A day's own page (/schedule/<day>, `pageDay`) always shows its day: choosing another day goes
 * to that day's page, and an old /schedule?day=<other> link that reached it goes on to the day.
 */
export function useSelectedDay(
  days: readonly Day[],
  dayTitleId: (daySlug: string) => string,
  today: number | null = null,
  pageDay?: number,
  /** The address of another day's page: its list, or its grid on a grid page. */
  pagePath: (daySlug: string) => string = dayPagePath,
) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const hydrated = useHydrated();
  const fromUrl = searchParams.get("day");
  const selected =
    pageDay !== undefined
      ? pageDay
      : !hydrated
        ? 0
        : fromUrl === null && today !== null
          ? today
          : dayIndexFromSlug(fromUrl, days);

  useEffect(() => {
    if (pageDay === undefined || fromUrl === null) return;
    const asked = dayIndexFromSlug(fromUrl, days);
    if (asked !== pageDay)
      window.location.replace(`${pagePath(days[asked]!.slug)}${window.location.hash}`);
  }, [days, fromUrl, pageDay, pagePath]);
  const timer = useRef<number | undefined>(undefined);
  // A requested scroll waits for the chosen day to be on screen: the URL change renders in a
  // transition, which can commit after the spec's 100 ms when the phone is busy.
  const pendingScroll = useRef<{ index: number; requestedAt: number } | null>(null);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The inline script's mark shows the day until hydration; from now on the hidden attributes do
  // (they already show the same day, so nothing moves).
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(selectedDayAttribute);
  }, [hydrated]);

  useEffect(() => {
    const pending = pendingScroll.current;
    if (!pending || pending.index !== selected) return;
    pendingScroll.current = null;
    const slug = days[selected]!.slug;
    const wait = Math.max(0, scrollDelayMs - (performance.now() - pending.requestedAt));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const title = document.getElementById(dayTitleId(slug));
      if (title) scrollToDayTitle(title);
    }, wait);
  });

  const selectDay = useCallback(
    (index: number, { scroll = true }: { scroll?: boolean } = {}) => {
      const day = days[index];
      if (!day) return;
      if (pageDay !== undefined) {
        // A day's page shows only its day: another day is another page.
        if (index !== pageDay) window.location.assign(pagePath(day.slug));
        else if (scroll) {
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => {
            const title = document.getElementById(dayTitleId(day.slug));
            if (title) scrollToDayTitle(title);
          }, scrollDelayMs);
        }
        return;
      }
      if (scroll) pendingScroll.current = { index, requestedAt: performance.now() };
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set("day", day.slug);
        return next;
      });
    },
    [dayTitleId, days, pageDay, pagePath, setSearchParams],
  );

  return { selected, selectDay, hydrated };
}
