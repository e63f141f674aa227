import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Become a Sponsor",
    description: "Sponsorship packages and ticket grants for the summit.",
    path: "/becomeasponsor",
  });

export default function BecomeASponsorRoute() {
  return (
    <ComingSoon
      title={"Become a Sponsor"}
      whatIsComing={
        "The sponsorship offer is being added: who attends, the benefits and every tier with its price."
      }
    />
  );
}
