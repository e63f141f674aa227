import { useEffect, useState } from "react";
import { settings } from "#content/settings.yml";
import { eventClock, type EventClock } from "./event-time.ts";

/** The wall clock at the event, refreshed every 30 s; null until the page has hydrated. */
export function useEventClock(): EventClock | null {
  const [clock, setClock] = useState<EventClock | null>(null);
  useEffect(() => {
    const tick = () => setClock(eventClock(new Date(), settings.timeZone));
    tick();
    const timer = window.setInterval(tick, 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return clock;
}
