import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Schedule",
    description: "The full three-day programme, 28-30 October 2025.",
    path: "/schedule",
  });

export default function ScheduleRoute() {
  return (
    <ComingSoon
      title={"Schedule"}
      whatIsComing={
        "The full three-day programme is being added: every session with times, rooms, chairs and speakers, the room allocations and the venue floor plans."
      }
    />
  );
}
