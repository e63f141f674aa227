import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Ticket Analytics",
    description: "Ticket analytics for speakers, partners and team members.",
    path: "/analytics",
    noindex: true,
  });

export default function AnalyticsRoute() {
  return (
    <ComingSoon
      title={"Ticket Analytics"}
      whatIsComing={
        "Ticket analytics for speakers, partners and team members are being built behind the private-area password."
      }
    />
  );
}
