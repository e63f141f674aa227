import { useEffect, useState } from "react";
import { londonClock, type LondonClock } from "./planning.ts";

/** The London wall clock, refreshed every 30 s; null until the page has hydrated. */
export function useLondonNow(): LondonClock | null {
  const [clock, setClock] = useState<LondonClock | null>(null);
  useEffect(() => {
    const tick = () => setClock(londonClock(new Date()));
    tick();
    const timer = window.setInterval(tick, 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return clock;
}
