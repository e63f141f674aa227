import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Community Discounts",
    description: "Community discount codes for speakers, partners and team members.",
    path: "/communitydiscounts",
    noindex: true,
  });

export default function CommunityDiscountsRoute() {
  return (
    <ComingSoon
      title={"Community Discounts"}
      whatIsComing={
        "Community discount codes for partner, sponsor and speaker organisations are being built behind the private-area password."
      }
    />
  );
}
