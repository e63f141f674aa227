import { memo, startTransition, useEffect, useMemo } from "react";
import type { Day } from "#content/schema/programme.ts";
import type { EventPlanning } from "./event-card.tsx";
import { planningControls } from "./planning-controls.tsx";
import { findClashes, liveProgramme } from "./planning.ts";
import type { ScheduleEventView } from "./schedule-data.ts";
import { useAgenda } from "./use-agenda.ts";
import { useEventClock } from "./use-event-clock.ts";

/** What the schedule page shows of a visitor's planning once this layer has loaded. */
export interface PlanningState {
  /** Today's day index by the clock at the event, on an event day; otherwise null. */
  today: number | null;
  planningFor: (event: ScheduleEventView) => EventPlanning;
  starredEvents: ScheduleEventView[];
  clashCount: number;
  persistent: boolean;
  /** The session to jump to: running now, else the next one; undefined outside event days. */
  liveTarget: string | undefined;
}

export interface PlanningEngineProps {
  events: readonly ScheduleEventView[];
  days: readonly Day[];
  onChange: (state: PlanningState) => void;
}

/**
 * The planning layer: stars kept in storage, clashes, and now and next by the clock at the event.
 * Nothing of it is in the prerendered page, so it loads after hydration and reports its state
 * to the page, which renders it. It draws nothing itself.
 */
function PlanningEngine({ events, days, onChange }: PlanningEngineProps) {
  const eventIds = useMemo(() => events.map((event) => event.id), [events]);
  const agenda = useAgenda(eventIds);
  const clock = useEventClock();

  const state = useMemo<PlanningState>(() => {
    const live = liveProgramme(events, days, clock);
    const today = live?.today ?? null;
    const starredEvents = events.filter((event) => agenda.starred.has(event.id));
    const clashes = findClashes(starredEvents);
    return {
      today,
      starredEvents,
      clashCount: clashes.size,
      persistent: agenda.persistent,
      liveTarget: live?.target,
      planningFor: (event) =>
        planningControls({
          title: event.title,
          starred: agenda.starred.has(event.id),
          onToggleStar: () => agenda.toggle(event.id),
          clashesWith: (clashes.get(event.id) ?? []).map((other) => other.title),
          status: live?.now.has(event.id) ? "now" : live?.next.has(event.id) ? "next" : undefined,
        }),
    };
  }, [agenda, clock, days, events]);

  // A transition, like every update that can reach a lazy part of the page still being hydrated:
  // React then waits for that part's code instead of replacing its prerendered HTML with the
  // empty fallback (the page would shrink and jump under the visitor).
  useEffect(() => startTransition(() => onChange(state)), [onChange, state]);
  return null;
}

export default memo(PlanningEngine);
