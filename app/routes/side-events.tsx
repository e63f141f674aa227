import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Side Events",
    description: "Side events around the summit.",
    path: "/sideevents",
  });

export default function SideEventsRoute() {
  return (
    <ComingSoon
      title={"Side Events"}
      whatIsComing={
        "The side events around the summit are being added, with dates, venues and registration links."
      }
    />
  );
}
